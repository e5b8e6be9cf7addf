//! Player accounts: the player record, password hashing, access tokens, single-use e-mail links,
//! the sign-in limiter and the mails they send. The use cases are methods of `Accounts`
//! (`sign_up.rs`, `sign_in.rs`, `passwords.rs`, `profile.rs`).

mod lifecycle;
mod limiter;
mod linked;
mod links;
mod password;
mod passwords;
mod profile;
mod secrets;
mod sign_in;
mod sign_out;
mod sign_up;
mod token;

pub use lifecycle::{Done as LifecycleDone, run as run_lifecycle_once, start as start_lifecycle};
pub use limiter::{
    CONTACT as CONTACT_LIMIT, SIGN_IN_ACCOUNT as SIGN_IN_ACCOUNT_LIMIT,
    SIGN_IN_PAIR as SIGN_IN_PAIR_LIMIT, take as take_limit_hits,
};
pub use linked::{
    backfill as backfill_linked_keys, between as links_between, of as linked_accounts_of,
    payout_key,
};
pub use secrets::get_or_create as get_or_create_secret;
pub use sign_in::Session;
pub use sign_out::{SignedOut, signed_out};
pub use sign_up::AfterSignUp;
pub use token::{
    AUDIENCE as TOKEN_AUDIENCE, Claims as TokenClaims, ISSUER as TOKEN_ISSUER, Keys as TokenKeys,
};

use std::sync::Arc;

use casino_core::validate::PasswordPolicy;

use crate::clock::Clock;
use crate::db::Db;
use crate::error::{AppError, AppResult};
use crate::mail;

/// Everything the account use cases work with. Built once at start-up; cheap to clone.
#[derive(Clone)]
pub struct Accounts {
    pub db: Db,
    pub mailer: Arc<mail::Mailer>,
    pub keys: Arc<token::Keys>,
    pub password_policy: PasswordPolicy,
    pub clock: Clock,
    /// For the scheduled notices' mail box pushes.
    pub realtime: crate::realtime::Realtime,
    /// The sessions signed out, whose tokens are refused.
    pub signed_out: SignedOut,
    /// How many times the per-address limits of sign-ups, username checks and contact messages
    /// are raised (`ADDRESS_LIMITS_SCALE`).
    pub address_limits_scale: i64,
}

/// Hashes a password off the async threads (argon2id takes tens of milliseconds).
async fn hash(plain: String) -> AppResult<String> {
    tokio::task::spawn_blocking(move || password::hash(&plain))
        .await
        .map_err(AppError::internal)?
}
