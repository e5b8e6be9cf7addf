//! Player accounts: the player record, password hashing, access tokens, single-use e-mail links,
//! the sign-in limiter and the mails they send. The HTTP side lives in `api::player`.

pub mod limiter;
pub mod links;
pub mod mail;
pub mod password;
pub mod player;
pub mod secrets;
pub mod token;
