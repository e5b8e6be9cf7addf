//! The player record and its queries.

use casino_core::Currency;
use casino_core::payments::Verification;
use casino_core::registration::RegistrationForm;
use casino_core::responsible::Break;
use casino_schema::PlayerView;
use diesel::backend::Backend;
use diesel::deserialize::{self, FromSql, FromSqlRow};
use diesel::prelude::*;
use diesel::sql_types::Text;

use crate::db::DbConnection;
use crate::db::schema::{game_rounds, players, promo_codes};
use crate::error::{AppError, AppResult, ErrorKind};
use crate::ids::PlayerId;

/// The states of an account (the wire's words, stored as they are).
pub use casino_schema::AccountStatus as Status;

/// The refusal of a suspended or closed account, if `status` is one.
pub fn refusal(status: Status) -> Option<AppError> {
    match status {
        Status::Suspended => Some(AppError::new(ErrorKind::Forbidden, "account_suspended")),
        Status::Closed => Some(AppError::new(ErrorKind::Forbidden, "account_closed")),
        _ => None,
    }
}

/// What an account does on the site (the wire's words).
pub use casino_schema::Role;

/// The roles that make an account staff's.
pub const STAFF_ROLES: [Role; 4] = [Role::Admin, Role::Support, Role::Manager, Role::Kyc];

/// The roles an account holds, stored as their words separated by spaces (`player admin`):
/// read as themselves, written as `code()`.
#[derive(Debug, Clone, PartialEq, Eq, FromSqlRow)]
#[diesel(sql_type = Text)]
pub struct Roles(Vec<Role>);

impl Roles {
    /// A new account's.
    pub fn player() -> Roles {
        Roles(vec![Role::Player])
    }

    pub fn has(&self, role: Role) -> bool {
        self.0.contains(&role)
    }

    /// Whether one of `roles` is held.
    pub fn any(&self, roles: &[Role]) -> bool {
        roles.iter().any(|r| self.has(*r))
    }

    /// These roles and `role`.
    pub fn with(mut self, role: Role) -> Roles {
        if !self.has(role) {
            self.0.push(role);
        }
        self
    }

    /// The roles, as the web app's user carries them.
    pub fn roles(&self) -> Vec<Role> {
        self.0.clone()
    }

    /// The column's words.
    pub fn code(&self) -> String {
        let words: Vec<&str> = self.0.iter().map(|r| r.as_str()).collect();
        words.join(" ")
    }

    fn parse(s: &str) -> Option<Roles> {
        s.split_whitespace()
            .map(Role::parse)
            .collect::<Option<Vec<Role>>>()
            .map(Roles)
    }
}

impl<DB> FromSql<Text, DB> for Roles
where
    DB: Backend,
    String: FromSql<Text, DB>,
{
    fn from_sql(bytes: DB::RawValue<'_>) -> deserialize::Result<Self> {
        let words = String::from_sql(bytes)?;
        Roles::parse(&words).ok_or_else(|| format!("{words:?} are no roles").into())
    }
}

#[derive(Debug, Clone, Queryable, Selectable, QueryableByName)]
#[diesel(table_name = players)]
pub struct Player {
    pub id: PlayerId,
    pub username: String,
    pub username_key: String,
    pub email: String,
    pub email_key: String,
    pub phone: String,
    pub phone_key: String,
    pub password_hash: String,
    pub gender: String,
    pub birth_date: String,
    pub first_name: String,
    pub last_name: String,
    pub address: String,
    pub postal_code: String,
    pub city: String,
    pub country: String,
    pub language: String,
    /// The currency of the player's money, chosen at registration.
    pub currency: Currency,
    pub newsletter: bool,
    pub promo_code: Option<String>,
    pub status: Status,
    pub scopes: Roles,
    pub session_version: i64,
    pub created_at: i64,
    pub updated_at: i64,
    pub verification: Verification,
    /// A break the player took, and when it ends.
    pub break_kind: Option<Break>,
    pub break_until: Option<i64>,
    /// The last sign-in (None: none since it was recorded; the registration counts).
    pub last_login_at: Option<i64>,
    /// A closure announced to the player, when it takes effect.
    pub closing_at: Option<i64>,
    /// The session time limit and a change waiting its 24 hours: casino-core's `SessionLimit`
    /// as JSON (None: never set).
    pub session_limit: Option<String>,
    /// When the current session began (casino-core's `responsible::session_start`).
    pub session_started_at: Option<i64>,
    /// casino-core's `linking` keys (None: written before they were, until
    /// `accounts::backfill_linked_keys`).
    pub mailbox_key: Option<String>,
    pub identity_key: Option<String>,
    /// Who announced the closure in `closing_at`: `DORMANCY` or a staff member's username.
    pub closing_by: Option<String>,
}

impl Player {
    pub fn status(&self) -> Status {
        self.status
    }

    /// Whether the account works for the site (`admin`, `support` or `kyc`).
    pub fn is_staff(&self) -> bool {
        self.scopes.any(&STAFF_ROLES)
    }

    /// The one guard of staff decisions about a player (this `self` being the staff member):
    /// nobody decides on his own account, orders or documents (his withdrawal, his wire, his
    /// identity documents, his verification level, his account's state or details). Another
    /// member of staff must.
    pub fn may_decide_for(&self, owner_id: &PlayerId) -> AppResult<()> {
        if self.id == *owner_id {
            return Err(AppError::new(ErrorKind::Forbidden, "own_account_decision"));
        }
        Ok(())
    }

    /// The one guard of what an account must be open and activated for: a deposit, a real-money
    /// bet, a bonus, a change of its details. An account not yet activated through the welcome
    /// e-mail's link signs in and sees its area, and nothing more (`front/resend_activation`
    /// sends a new link); a suspended or closed one signs in to the restricted area
    /// (`sign_in_refusal`), where this refuses with the reason to call support.
    pub fn check_open(&self) -> AppResult<()> {
        match self.status() {
            Status::Registered => Err(AppError::new(ErrorKind::Forbidden, "account_not_activated")),
            status => refusal(status).map_or(Ok(()), Err),
        }
    }

    /// The guard of money leaving the account (a withdrawal, a refund): a closed account takes
    /// its balance out, as regulators require; a suspended one moves no money until support
    /// reopens it (SPEC: "While suspended, no deposits, withdrawals or play are allowed").
    pub fn check_may_withdraw(&self) -> AppResult<()> {
        match self.status() {
            Status::Suspended => refusal(Status::Suspended).map_or(Ok(()), Err),
            _ => Ok(()),
        }
    }

    /// Why this account may not sign in, if it may not. A suspended or closed player still
    /// signs in, to a restricted area: the balance withdrawn (closed), the mail box, the
    /// histories, support; `check_open` refuses the rest. A suspended or closed staff account
    /// does not sign in at all: its roles must not act.
    pub fn sign_in_refusal(&self) -> Option<AppError> {
        if self.is_staff() {
            refusal(self.status())
        } else {
            None
        }
    }

    /// What the web app shows of a player: never the password hash or internal keys.
    pub fn view(&self) -> PlayerView {
        PlayerView {
            id: self.id.to_string(),
            username: self.username.clone(),
            email: self.email.clone(),
            mobile: self.phone.clone(),
            gender: self.gender.clone(),
            birth_date: self.birth_date.clone(),
            first_name: self.first_name.clone(),
            last_name: self.last_name.clone(),
            address: self.address.clone(),
            postal_code: self.postal_code.clone(),
            city: self.city.clone(),
            country: self.country.clone(),
            language: self.language.clone(),
            currency: self.currency,
            newsletter: self.newsletter,
            status: self.status,
            closing_at: self
                .closing_at
                .filter(|_| self.closing_by.as_deref() != Some(DORMANCY)),
        }
    }
}

/// Normalised keys that make two spellings of one identity collide.
pub fn username_key(username: &str) -> String {
    username.trim().to_lowercase()
}

pub fn email_key(email: &str) -> String {
    email.trim().to_lowercase()
}

pub use casino_core::linking::{identity_key, mailbox_key};

pub fn phone_key(phone: &str) -> String {
    casino_core::validate::normalise_phone(phone)
}

pub fn find(conn: &mut DbConnection, id: &str) -> AppResult<Option<Player>> {
    Ok(players::table
        .find(id)
        .select(Player::as_select())
        .first(conn)
        .optional()?)
}

/// The player a sign-in names, by username or e-mail address.
pub fn find_by_login(conn: &mut DbConnection, login: &str) -> AppResult<Option<Player>> {
    let key = login.trim().to_lowercase();
    Ok(players::table
        .filter(
            players::username_key
                .eq(&key)
                .or(players::email_key.eq(&key)),
        )
        .select(Player::as_select())
        .first(conn)
        .optional()?)
}

pub fn username_taken(conn: &mut DbConnection, username: &str) -> AppResult<bool> {
    let n: i64 = players::table
        .filter(players::username_key.eq(username_key(username)))
        .count()
        .get_result(conn)?;
    Ok(n > 0)
}

pub fn promo_code_valid(conn: &mut DbConnection, code: &str) -> AppResult<bool> {
    let n: i64 = promo_codes::table
        .filter(promo_codes::code.eq(code.trim().to_uppercase()))
        .filter(promo_codes::active.eq(true))
        .count()
        .get_result(conn)?;
    Ok(n > 0)
}

/// Which identity of the form is already someone's, as the spec's message for it.
fn duplicate(conn: &mut DbConnection, form: &RegistrationForm) -> AppResult<Option<&'static str>> {
    let taken = |conn: &mut DbConnection, column: &str, key: String| -> AppResult<bool> {
        let q = players::table.count();
        let n: i64 = match column {
            "email" => q.filter(players::email_key.eq(key)).get_result(conn)?,
            "phone" => q.filter(players::phone_key.eq(key)).get_result(conn)?,
            _ => q.filter(players::username_key.eq(key)).get_result(conn)?,
        };
        Ok(n > 0)
    };
    Ok(if taken(conn, "username", username_key(&form.username))? {
        Some("account_exists")
    } else if taken(conn, "email", email_key(&form.email))? {
        Some("email_exists")
    } else if taken(conn, "phone", phone_key(&form.mobile))? {
        Some("phone_exists")
    } else {
        None
    })
}

/// Creates the player from a form the rules have accepted, who accepted the terms' version `terms`
/// (its id). Refuses taken identities with the spec's messages; a simultaneous registration of
/// the same identity loses on the unique keys.
pub fn insert(
    conn: &mut DbConnection,
    form: &RegistrationForm,
    password_hash: &str,
    terms: Option<&str>,
    now: i64,
) -> AppResult<Player> {
    conn.transaction(|conn| {
        if let Some(code) = duplicate(conn, form)? {
            return Err(AppError::new(ErrorKind::Conflict, code));
        }
        let id = uuid::Uuid::new_v4().to_string();
        let promo = Some(form.promo_code.trim().to_uppercase()).filter(|p| !p.is_empty());
        diesel::insert_into(players::table)
            .values((
                players::id.eq(&id),
                players::username.eq(form.username.trim()),
                players::username_key.eq(username_key(&form.username)),
                players::email.eq(form.email.trim()),
                players::email_key.eq(email_key(&form.email)),
                players::mailbox_key.eq(mailbox_key(&form.email)),
                players::identity_key.eq(identity_key(
                    &form.first_name,
                    &form.last_name,
                    &form.birth_date,
                )),
                players::phone.eq(form.mobile.trim()),
                players::phone_key.eq(phone_key(&form.mobile)),
                players::password_hash.eq(password_hash),
                players::gender.eq(&form.gender),
                players::birth_date.eq(form.birth_date.trim()),
                players::first_name.eq(form.first_name.trim()),
                players::last_name.eq(form.last_name.trim()),
                players::address.eq(form.address.trim()),
                players::postal_code.eq(form.postal_code.trim()),
                players::city.eq(form.city.trim()),
                players::country.eq(&form.country),
                players::language.eq(&form.language),
                players::currency.eq(&form.currency),
                players::newsletter.eq(form.newsletter),
                players::promo_code.eq(promo),
                players::status.eq(Status::Registered),
                players::scopes.eq(Roles::player().code()),
                players::session_version.eq(0i64),
                players::terms_accepted.eq(terms),
                players::created_at.eq(now),
                players::updated_at.eq(now),
            ))
            .execute(conn)
            .map_err(|e| match e {
                diesel::result::Error::DatabaseError(
                    diesel::result::DatabaseErrorKind::UniqueViolation,
                    _,
                ) => AppError::new(ErrorKind::Conflict, "account_exists"),
                other => other.into(),
            })?;
        find(conn, &id)?.ok_or_else(|| AppError::internal("inserted player not found"))
    })
}

/// Support's correction of a player's identity details (the rules have accepted them). Another
/// player's e-mail address or phone number is refused on its field; the username never changes.
pub fn correct_identity(
    conn: &mut DbConnection,
    id: &str,
    form: &casino_core::support::IdentityForm,
    now: i64,
) -> AppResult<()> {
    let others = players::table.filter(players::id.ne(id));
    let email = email_key(&form.email);
    let phone = phone_key(&form.mobile);
    if others
        .filter(players::email_key.eq(&email))
        .count()
        .get_result::<i64>(conn)?
        > 0
    {
        return Err(AppError::on_field(
            ErrorKind::Conflict,
            "email_exists",
            "email",
        ));
    }
    if players::table
        .filter(players::id.ne(id))
        .filter(players::phone_key.eq(&phone))
        .count()
        .get_result::<i64>(conn)?
        > 0
    {
        return Err(AppError::on_field(
            ErrorKind::Conflict,
            "phone_exists",
            "mobile",
        ));
    }
    diesel::update(players::table.find(id))
        .set((
            players::email.eq(form.email.trim()),
            players::email_key.eq(email),
            players::mailbox_key.eq(mailbox_key(&form.email)),
            players::identity_key.eq(identity_key(
                &form.first_name,
                &form.last_name,
                &form.birth_date,
            )),
            players::phone.eq(form.mobile.trim()),
            players::phone_key.eq(phone),
            players::gender.eq(form.gender.trim()),
            players::birth_date.eq(form.birth_date.trim()),
            players::first_name.eq(form.first_name.trim()),
            players::last_name.eq(form.last_name.trim()),
            players::address.eq(form.address.trim()),
            players::postal_code.eq(form.postal_code.trim()),
            players::city.eq(form.city.trim()),
            players::country.eq(form.country.trim()),
            players::updated_at.eq(now),
        ))
        .execute(conn)?;
    Ok(())
}

/// The version of the terms (a site content id) the player accepted when registering.
pub fn accepted_terms(conn: &mut DbConnection, id: &str) -> AppResult<Option<String>> {
    Ok(players::table
        .find(id)
        .select(players::terms_accepted)
        .first::<Option<String>>(conn)
        .optional()?
        .flatten())
}

/// Ends every session of the player: their tokens are refused from now on.
pub fn end_sessions(conn: &mut DbConnection, id: &str) -> AppResult<()> {
    diesel::update(players::table.find(id))
        .set(players::session_version.eq(players::session_version + 1))
        .execute(conn)?;
    Ok(())
}

pub fn set_status(conn: &mut DbConnection, id: &str, status: Status, now: i64) -> AppResult<()> {
    if matches!(status, Status::Suspended | Status::Closed) {
        // A suspension or closure ends every session at once.
        end_sessions(conn, id)?;
    }
    let closed_at = (status == Status::Closed).then_some(now);
    diesel::update(players::table.find(id))
        .set((
            players::status.eq(status),
            players::updated_at.eq(now),
            players::closed_at.eq(closed_at),
        ))
        .execute(conn)?;
    Ok(())
}

/// A sign-in: when it happened, when its session began (the same session after a short pause the
/// same day), and a closure announced for dormancy called off (staff's closure stands).
pub fn record_sign_in(conn: &mut DbConnection, id: &str, now: i64) -> AppResult<()> {
    let p = find(conn, id)?.ok_or_else(AppError::not_found)?;
    let last_round: Option<i64> = game_rounds::table
        .filter(game_rounds::player_id.eq(id))
        .select(diesel::dsl::max(game_rounds::created_at))
        .first(conn)?;
    let last_active = p.last_login_at.max(last_round);
    let started = casino_core::responsible::session_start(p.session_started_at, last_active, now);
    let dormancy = p.closing_by.as_deref().is_none_or(|by| by == DORMANCY);
    let (closing_at, closing_by) = if dormancy {
        (None, None)
    } else {
        (p.closing_at, p.closing_by)
    };
    diesel::update(players::table.find(id))
        .set((
            players::last_login_at.eq(now),
            players::session_started_at.eq(started),
            players::closing_at.eq(closing_at),
            players::closing_by.eq(closing_by),
        ))
        .execute(conn)?;
    Ok(())
}

/// `Player::check_may_withdraw` on the row as it is now: read after the caller locked it, so a
/// suspension committed before the request is seen.
pub fn check_may_withdraw_now(conn: &mut DbConnection, id: &str) -> AppResult<()> {
    find(conn, id)?
        .ok_or_else(AppError::not_found)?
        .check_may_withdraw()
}

/// Announces the account's closure for `at` by `by` (`DORMANCY` or a staff member), or calls
/// an announced one off (None).
pub fn set_closing(
    conn: &mut DbConnection,
    id: &str,
    closing: Option<(i64, &str)>,
) -> AppResult<()> {
    diesel::update(players::table.find(id))
        .set((
            players::closing_at.eq(closing.map(|(at, _)| at)),
            players::closing_by.eq(closing.map(|(_, by)| by)),
        ))
        .execute(conn)?;
    Ok(())
}

/// Who announces a dormant account's closure (`Player::closing_by`): the lifecycle job.
pub const DORMANCY: &str = "system";

/// Activates a registered account (a later state is kept as it is).
pub fn activate(conn: &mut DbConnection, id: &str, now: i64) -> AppResult<()> {
    diesel::update(
        players::table
            .find(id)
            .filter(players::status.eq(Status::Registered)),
    )
    .set((
        players::status.eq(Status::Activated),
        players::updated_at.eq(now),
    ))
    .execute(conn)?;
    Ok(())
}

/// Replaces the password and ends every session; returns the new session version.
pub fn set_password(conn: &mut DbConnection, id: &str, hash: &str, now: i64) -> AppResult<i64> {
    Ok(diesel::update(players::table.find(id))
        .set((
            players::password_hash.eq(hash),
            players::session_version.eq(players::session_version + 1),
            players::updated_at.eq(now),
        ))
        .returning(players::session_version)
        .get_result(conn)?)
}

/// The settings a player may change alone (identity changes go through support).
pub fn update_preferences(
    conn: &mut DbConnection,
    id: &str,
    language: &str,
    newsletter: bool,
    now: i64,
) -> AppResult<()> {
    diesel::update(players::table.find(id))
        .set((
            players::language.eq(language),
            players::newsletter.eq(newsletter),
            players::updated_at.eq(now),
        ))
        .execute(conn)?;
    Ok(())
}

/// A verification level as the API shows it.
pub fn shown_level(level: Verification) -> casino_schema::VerificationLevel {
    use casino_schema::VerificationLevel as Shown;
    match level {
        Verification::None => Shown::None,
        Verification::Verified => Shown::Verified,
        Verification::Enhanced => Shown::Enhanced,
    }
}

/// Adds `role` to the player named `username`; false when no player has that name. The roles
/// travel in the user the web app reads and gate the staff calls.
pub fn grant_role(
    conn: &mut DbConnection,
    username: &str,
    role: Role,
    now: i64,
) -> AppResult<bool> {
    let Some(p) = players::table
        .filter(players::username_key.eq(username_key(username)))
        .select(Player::as_select())
        .first(conn)
        .optional()?
    else {
        return Ok(false);
    };
    diesel::update(players::table.find(&p.id))
        .set((
            players::scopes.eq(p.scopes.with(role).code()),
            players::updated_at.eq(now),
        ))
        .execute(conn)?;
    Ok(true)
}

/// The player named `username` (case aside).
pub fn find_by_username(conn: &mut DbConnection, username: &str) -> AppResult<Option<Player>> {
    Ok(players::table
        .filter(players::username_key.eq(username_key(username)))
        .select(Player::as_select())
        .first(conn)
        .optional()?)
}

/// Sets the identity verification of player `id`.
pub fn set_verification(
    conn: &mut DbConnection,
    id: &str,
    level: Verification,
    now: i64,
) -> AppResult<()> {
    diesel::update(players::table.find(id))
        .set((players::verification.eq(level), players::updated_at.eq(now)))
        .execute(conn)?;
    Ok(())
}
