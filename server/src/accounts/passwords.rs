//! Passwords: the forgotten-password e-mail, the new password it leads to, and the change of
//! password in the account area. Each new password ends every other session of the player.

use casino_core::registration;
use diesel::Connection;

use super::links::{self, Purpose};
use super::{Accounts, hash, limiter, password};
use crate::error::{AppError, AppResult, ErrorKind};
use crate::geo::Visitor;
use crate::mail::Mail;
use crate::player;
use crate::player::Player;

impl Accounts {
    /// Sends a single-use link (1 hour) to the e-mail address of the account named by username
    /// or e-mail; an unknown one is 'Wrong username or email!'. Requests count per address.
    pub async fn request_reset(&self, visitor: &Visitor, login: String) -> AppResult<()> {
        let now = self.clock.now_millis();
        let requests = format!("reset:{}", visitor.address_key());
        let found = self
            .db
            .write(move |c| {
                // Counted even when the name is unknown: each answer tells whether it exists.
                c.transaction(|c| limiter::take(c, &[(&requests, limiter::RESET)], now))?;
                let Some(p) = player::find_by_login(c, &login)? else {
                    return Ok(None);
                };
                let token = links::create(c, &p.id, Purpose::PasswordReset, now)?;
                Ok::<_, AppError>(Some((p, token)))
            })
            .await?;
        let Some((p, token)) = found else {
            return Err(AppError::on_field(
                ErrorKind::NotFound,
                "wrong_username_or_email",
                "username",
            ));
        };
        let mail = Mail::PasswordReset {
            username: &p.username,
            token: &token,
        };
        self.mailer.send(&p.email, &p.language, mail).await
    }

    /// Sets the new password chosen through the reset link (once).
    pub async fn reset_password(
        &self,
        token: String,
        password: String,
        confirmation: &str,
    ) -> AppResult<()> {
        let now = self.clock.now_millis();
        AppError::check(&registration::new_password(
            &password,
            confirmation,
            self.password_policy,
        ))?;
        let hash = hash(password).await?;
        let changed = self
            .db
            .write(move |c| {
                let Some(id) = links::consume(c, &token, Purpose::PasswordReset, now)? else {
                    return Ok(None);
                };
                player::set_password(c, &id, &hash, now)?;
                Ok(Some(id))
            })
            .await?;
        let Some(id) = changed else {
            return Err(AppError::new(ErrorKind::Gone, "reset_link_invalid"));
        };
        // The new password ended every session: their open pages hear no more of the account.
        self.realtime.recheck(Some(&crate::ids::PlayerId::from(id)));
        Ok(())
    }

    /// Changes the signed-in player's password, who must give the old one; answers a new
    /// access token (the change ended every session, this one included). A wrong old password
    /// is reported beside the new password's own failures, all at once.
    pub async fn change_password(
        &self,
        p: &Player,
        old: String,
        password: String,
        confirmation: &str,
    ) -> AppResult<String> {
        let now = self.clock.now_millis();
        let failures = registration::new_password(&password, confirmation, self.password_policy);
        let stored = p.password_hash.clone();
        let old_ok = tokio::task::spawn_blocking(move || password::verify(&old, &stored))
            .await
            .map_err(AppError::internal)?;
        let checked = AppError::check(&failures);
        if !old_ok {
            let wrong =
                || AppError::on_field(ErrorKind::Invalid, "old_password_wrong", "old_password");
            let mut err = checked.err().unwrap_or_else(wrong);
            err.fields.insert(
                "old_password".into(),
                ("old_password_wrong".into(), Default::default()),
            );
            return Err(err);
        }
        checked?;
        let hash = hash(password).await?;
        let id = p.id.clone();
        let version = self
            .db
            .run(move |c| player::set_password(c, &id, &hash, now))
            .await?;
        // Every other session ended: their open pages hear no more of the account.
        self.realtime.recheck(Some(&p.id));
        Ok(self.keys.issue(&p.id, version, now / 1000))
    }
}
