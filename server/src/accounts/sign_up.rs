//! Signing up: the registration form, its live checks, and the activation link of the welcome
//! e-mail.

use casino_core::Locale;
use casino_core::registration::{self, RegistrationForm};

use super::links::{self, Purpose};
use super::{Accounts, hash, limiter};
use crate::content;
use crate::db::DbConnection;
use crate::error::{AppError, AppResult, ErrorKind};
use crate::geo::Visitor;
use crate::mail::Mail;
use crate::player;
use crate::settings;

/// Work another domain does for the new player in the sign-up's own transaction (the bonuses
/// queue the promo code's bonus), so a player is never written without it.
pub type AfterSignUp =
    Box<dyn FnOnce(&mut DbConnection, &player::Player, i64) -> AppResult<()> + Send>;

impl Accounts {
    /// Registers a player from the whole form, checked by casino-core's rules, and sends the
    /// welcome e-mail with the activation link. The visitor's country and the declared one are
    /// held to the site's blacklist.
    pub async fn register(
        &self,
        visitor: &Visitor,
        form: RegistrationForm,
        after: AfterSignUp,
    ) -> AppResult<()> {
        let now = self.clock.now_millis();
        AppError::check(&registration::failures(
            &form,
            self.clock.today(),
            self.password_policy,
        ))?;
        let settings = self.db.run(settings::load).await?;
        visitor.admit(&settings, false)?;
        if settings.blacklists(&form.country) {
            return Err(AppError::new(ErrorKind::Forbidden, "country_restricted"));
        }
        self.count(visitor, "sign-up", limiter::SIGN_UP).await?;
        if !form.promo_code.trim().is_empty() && !self.promo_code_valid(&form.promo_code).await? {
            return Err(AppError::on_field(
                ErrorKind::Invalid,
                "promo_code_invalid",
                "promo_code",
            ));
        }
        let hash = hash(form.password.clone()).await?;
        // `write`, not `run`: the duplicate checks read before the insert writes (see `Db::write`).
        let (player, token) = self
            .db
            .write(move |c| {
                // The version of the terms the player is shown, and accepts, when registering.
                let locale = Locale::parse(&form.language).unwrap_or(Locale::DEFAULT);
                let terms = content::current_terms(c, locale)?;
                let p = player::insert(c, &form, &hash, terms.as_deref(), now)?;
                after(c, &p, now)?;
                let token = links::create(c, &p.id, Purpose::Activation, now)?;
                Ok((p, token))
            })
            .await?;
        let welcome = Mail::Welcome {
            username: &player.username,
            token: &token,
        };
        self.mailer
            .send(&player.email, &player.language, welcome)
            .await
    }

    /// Counts one call of `what` from the visitor's address under `limit` (times
    /// `ADDRESS_LIMITS_SCALE`; 429 past it).
    pub async fn count(
        &self,
        visitor: &Visitor,
        what: &str,
        limit: limiter::Limit,
    ) -> AppResult<()> {
        let now = self.clock.now_millis();
        let limit = limit.scaled(self.address_limits_scale);
        let subject = format!("{what}:{}", visitor.address_key());
        self.db
            .write(move |c| limiter::take(c, &[(&subject, limit)], now))
            .await
    }

    /// Whether `username` is well formed and nobody has it (asked as the player types).
    pub async fn check_username(&self, visitor: &Visitor, username: String) -> AppResult<()> {
        registration::username(&username).map_err(|e| AppError::rule("username", &e))?;
        self.count(visitor, "name-check", limiter::NAME_CHECK)
            .await?;
        if self
            .db
            .run(move |c| player::username_taken(c, &username))
            .await?
        {
            return Err(AppError::on_field(
                ErrorKind::Conflict,
                "account_exists",
                "username",
            ));
        }
        Ok(())
    }

    pub async fn promo_code_valid(&self, code: &str) -> AppResult<bool> {
        let code = code.to_owned();
        self.db
            .run(move |c| player::promo_code_valid(c, &code))
            .await
    }

    /// A new activation link for player `p`, who signed up and has not activated the account
    /// (the first link lost, expired or in spam): the welcome e-mail again. Counted per account
    /// (`limiter::ACTIVATION`), so nobody floods an inbox with it.
    pub async fn resend_activation(&self, p: &player::Player) -> AppResult<()> {
        if p.status() != player::Status::Registered {
            return Err(AppError::new(
                ErrorKind::Conflict,
                "account_already_activated",
            ));
        }
        let (id, now) = (p.id.clone(), self.clock.now_millis());
        let subject = format!("activation:{id}");
        let token = self
            .db
            .write(move |c| {
                limiter::take(c, &[(&subject, limiter::ACTIVATION)], now)?;
                links::create(c, &id, Purpose::Activation, now)
            })
            .await?;
        let welcome = Mail::Welcome {
            username: &p.username,
            token: &token,
        };
        self.mailer.send(&p.email, &p.language, welcome).await
    }

    /// Consumes the activation link (once): false when it was used, expired or never existed.
    pub async fn activate(&self, token: String) -> AppResult<bool> {
        let now = self.clock.now_millis();
        self.db
            .write(move |c| {
                let Some(id) = links::consume(c, &token, Purpose::Activation, now)? else {
                    return Ok(false);
                };
                player::activate(c, &id, now)?;
                Ok(true)
            })
            .await
    }
}
