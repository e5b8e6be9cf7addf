//! Signing in, and who a token speaks for.

use super::token::Claims;
use super::{Accounts, limiter, password};
use crate::player::{self, Player};
use diesel::Connection;

use crate::db::DbConnection;
use crate::error::{AppError, AppResult, ErrorKind};
use crate::geo::Visitor;
use crate::settings;

impl Accounts {
    /// Signs in and answers an access token. Every wrong credential gets the same answer in
    /// about the same time (a password is hashed even for an unknown name). Each attempt is
    /// counted before the password is checked (`limiter::take`): against the account (the
    /// player's, whether named by username or e-mail), the address, and both together.
    pub async fn sign_in(
        &self,
        visitor: &Visitor,
        username: &str,
        plain: String,
    ) -> AppResult<String> {
        let now = self.clock.now_millis();
        let settings = self.db.run(settings::load).await?;
        // Staff may sign in while the site is closed: whether this is staff is known below.
        visitor.admit(&settings, true)?;
        let login = username.to_owned();
        let found = self
            .db
            .run(move |c| player::find_by_login(c, &login))
            .await?;
        let account = match &found {
            Some(p) => format!("sign-in:account:{}", p.id),
            None => format!("sign-in:name:{}", username.trim().to_lowercase()),
        };
        let address = format!("sign-in:address:{}", visitor.address_key());
        let pair = format!("{account}|{}", visitor.address_key());
        let subjects = [account.clone(), address.clone(), pair.clone()];
        self.db
            .write(move |c| {
                c.transaction(|c| {
                    limiter::take(
                        c,
                        &[
                            (&subjects[2], limiter::SIGN_IN_PAIR),
                            (&subjects[1], limiter::SIGN_IN_ADDRESS),
                            (&subjects[0], limiter::SIGN_IN_ACCOUNT),
                        ],
                        now,
                    )
                })
            })
            .await?;
        let found = tokio::task::spawn_blocking(move || match found {
            Some(p) if password::verify(&plain, &p.password_hash) => Some(p),
            Some(_) => None,
            None => {
                password::verify_nobody(&plain);
                None
            }
        })
        .await
        .map_err(AppError::internal)?;
        let Some(p) = found else {
            return Err(AppError::new(ErrorKind::Unauthorized, "wrong_credentials"));
        };
        if let Some(refusal) = p.sign_in_refusal() {
            return Err(refusal);
        }
        visitor.admit(&settings, p.is_staff())?;
        let id = p.id.clone();
        self.db
            .write(move |c| {
                c.transaction(|c| {
                    // The right password was no guess: the account and this address start
                    // again, and the address's count takes the attempt back.
                    limiter::forget(c, &account)?;
                    limiter::forget(c, &pair)?;
                    limiter::give_back(c, &address)?;
                    player::record_sign_in(c, &id, now)
                })
            })
            .await?;
        Ok(self.keys.issue(&p.id, p.session_version, now / 1000))
    }

    /// The player a token speaks for: a genuine token whose session is still open, of an
    /// account that may act; anything else is 401.
    pub async fn player_for_token(&self, token: &str) -> AppResult<Player> {
        let session = self.session_for_token(token).await?;
        self.db.run(move |c| session.player(c)).await
    }

    /// The session of a genuine, unexpired token not signed out (401 otherwise), not yet
    /// checked against its account: `Session::player` does that, in the caller's transaction.
    pub async fn session_for_token(&self, token: &str) -> AppResult<Session> {
        let now_secs = self.clock.now_millis() / 1000;
        let claims = self
            .keys
            .verify(token.trim(), now_secs)
            .ok_or_else(unauthorized)?;
        if !claims.sid.is_empty() && self.signed_out.get(&self.db).await?.contains(&claims.sid) {
            return Err(unauthorized());
        }
        Ok(Session(claims))
    }
}

fn unauthorized() -> AppError {
    AppError::new(ErrorKind::Unauthorized, "unauthorized")
}

/// What a genuine token claims: a player's session, as it was when the token was issued.
#[derive(Debug, Clone)]
pub struct Session(Claims);

impl Session {
    /// The session's player, if the session is still open (signing out everywhere or a new
    /// password closes it) and the account may act; 401 otherwise.
    pub fn player(&self, c: &mut DbConnection) -> AppResult<Player> {
        let found = player::find(c, &self.0.sub)?;
        self.admit(found.map(|p| (p, ()))).map(|(p, ())| p)
    }

    /// The id of the player the token names (whose row a caller may read with more).
    pub fn player_id(&self) -> &str {
        &self.0.sub
    }

    /// The session's id and when its token expires (ms): what signing out keeps.
    pub fn revocation(&self) -> (String, i64) {
        (self.0.sid.clone(), self.0.exp * 1000)
    }

    /// `player` for a caller that read the row with more: the row, if the session is still
    /// open and the account may act; 401 otherwise.
    pub fn admit<T>(&self, found: Option<(Player, T)>) -> AppResult<(Player, T)> {
        found
            .filter(|(p, _)| p.session_version == self.0.sv && p.sign_in_refusal().is_none())
            .ok_or_else(unauthorized)
    }
}
