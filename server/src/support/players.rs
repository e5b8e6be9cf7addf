//! Support's view of players: a search by username, e-mail address or name, and a player's file
//! (profile, balances, latest transactions and bets, tickets, mail box).

use casino_schema::NoticeKind;
use std::collections::BTreeMap;

use casino_core::account::closes_at;
use casino_core::datetime::format_datetime;
use casino_core::error::RuleError;
use casino_core::payments::Verification;
use casino_core::support as rules;
use casino_core::support::{IdentityForm, Standing, StateAction};
use casino_schema::{
    BetFilter, LinkedAccount, PlayerBreakRequest, PlayerFile, PlayerMatch, PlayerProfileChange,
    PlayerStateChange, TransactionFilter,
};
use diesel::Connection;
use diesel::prelude::*;

use super::{Action, Support, tickets};
use crate::db::DbConnection;
use crate::db::schema::{players, support_tickets};
use crate::error::{AppError, AppResult, ErrorKind};
use crate::games::Games;
use crate::mail::Mail;
use crate::player::{self, DORMANCY, Player, Role, Status};
use crate::staff_log::StaffAction;
use crate::wallet::{balance_view, history_page};
use crate::{inbox, staff_log};

/// The most players a search lists, and the latest items a file shows of each kind.
const FOUND: i64 = 20;
const LATEST: u32 = 20;

/// `%…%`-safe: the typed text as a LIKE pattern's start, its wildcards taken literally.
fn starts_with(query: &str) -> String {
    let escaped: String = query
        .chars()
        .flat_map(|c| match c {
            '%' | '_' | '\\' => vec!['\\', c],
            c => vec![c],
        })
        .collect();
    format!("{escaped}%")
}

impl Support {
    /// `admin/set_player_verification`: a `kyc` agent sets a player's identity level, logged.
    /// A player whose identity becomes verified is told (mail box and e-mail); the answer is
    /// the player as they now are.
    pub async fn set_verification(
        &self,
        staff: &Player,
        username: String,
        level: String,
    ) -> AppResult<Player> {
        let to = Verification::parse(level.trim()).ok_or_else(|| {
            AppError::on_field(ErrorKind::Invalid, "choice_invalid", "verification")
        })?;
        let (agent, now) = (staff.username.clone(), self.clock.now_millis());
        let decider = staff.clone();
        let (before, after) = self
            .db
            .write(move |c| {
                c.transaction(|c| {
                    let p = player::find_by_username(c, &username)?.ok_or_else(|| {
                        AppError::on_field(ErrorKind::NotFound, "player_not_found", "username")
                    })?;
                    decider.may_decide_for(&p.id)?;
                    player::set_verification(c, &p.id, to, now)?;
                    let a = Action {
                        staff: &agent,
                        action: StaffAction::SetPlayerVerification,
                        target: &p.username,
                        detail: to.code(),
                    };
                    staff_log::record(c, &a, now)?;
                    let after = player::find(c, &p.id)?.ok_or_else(AppError::not_found)?;
                    Ok((p, after))
                })
            })
            .await?;
        let was = before.verification;
        if was == Verification::None && to != Verification::None {
            let mail = Mail::IdentityVerified {
                username: &after.username,
            };
            self.messenger()
                .notify(&after, NoticeKind::IdentityVerified, mail, now)
                .await?;
        }
        Ok(after)
    }

    /// `support/find_players`: players whose username, e-mail address, first or last name starts
    /// with `query` (case aside), by username. Fewer than two characters find nobody.
    pub async fn find_players(&self, query: String) -> AppResult<Vec<PlayerMatch>> {
        let q = query.trim().to_lowercase();
        if q.chars().count() < 2 {
            return Err(AppError::on_field(
                ErrorKind::Invalid,
                "field_required",
                "query",
            ));
        }
        let pattern = starts_with(&q);
        let found: Vec<Player> = self
            .db
            .run(move |c| {
                Ok(players::table
                    .filter(
                        players::username_key
                            .like(pattern.clone())
                            .escape('\\')
                            .or(players::email_key.like(pattern.clone()).escape('\\'))
                            .or(diesel::dsl::sql::<diesel::sql_types::Bool>(
                                "LOWER(first_name) LIKE ",
                            )
                            .bind::<diesel::sql_types::Text, _>(pattern.clone())
                            .sql(" ESCAPE '\\'"))
                            .or(diesel::dsl::sql::<diesel::sql_types::Bool>(
                                "LOWER(last_name) LIKE ",
                            )
                            .bind::<diesel::sql_types::Text, _>(pattern.clone())
                            .sql(" ESCAPE '\\'")),
                    )
                    .order(players::username_key)
                    .limit(FOUND)
                    .select(Player::as_select())
                    .load(c)?)
            })
            .await?;
        Ok(found
            .into_iter()
            .map(|p| PlayerMatch {
                status: p.status,
                username: p.username,
                email: p.email,
                first_name: p.first_name,
                last_name: p.last_name,
                country: p.country,
            })
            .collect())
    }

    /// `support/get_player_file`: the player named `username` as support sees them. Each
    /// reading is written to the staff log.
    pub async fn player_file(
        &self,
        staff: &Player,
        games: &Games,
        username: String,
    ) -> AppResult<PlayerFile> {
        let login = username.trim().to_owned();
        let now = self.clock.now_millis();
        let (p, balance, transactions, tickets, messages, linked) = self
            .db
            .run(move |c| {
                let p = player::find_by_login(c, &login)?.ok_or_else(|| {
                    AppError::on_field(ErrorKind::NotFound, "player_not_found", "username")
                })?;
                let balance = balance_view(c, &p.id, p.currency)?;
                let latest = TransactionFilter {
                    per_page: Some(LATEST),
                    ..TransactionFilter::default()
                };
                let transactions = history_page(c, &p.id, &latest, now)?.items;
                let ids: Vec<String> = support_tickets::table
                    .filter(support_tickets::player_id.eq(&p.id))
                    .order(support_tickets::created_at.desc())
                    .limit(i64::from(LATEST))
                    .select(support_tickets::id)
                    .load(c)?;
                let tickets = ids
                    .iter()
                    .map(|id| tickets::view(c, id).map(|v| v.ticket))
                    .collect::<AppResult<Vec<_>>>()?;
                let messages = inbox::list(c, &p.id)?.messages;
                let linked = crate::accounts::linked_accounts_of(c, &p)?
                    .into_iter()
                    .map(|(username, links)| LinkedAccount {
                        username,
                        links: links.iter().map(|l| l.code().to_owned()).collect(),
                    })
                    .collect();
                Ok((p, balance, transactions, tickets, messages, linked))
            })
            .await?;
        self.log(
            staff,
            StaffAction::ReadPlayerFile,
            p.username.clone(),
            String::new(),
        )
        .await?;
        let bets = games
            .bet_list(
                p.clone(),
                BetFilter {
                    game_id: None,
                    from: None,
                    to: None,
                    page: Some(1),
                    page_size: Some(LATEST),
                },
            )
            .await?
            .bets;
        Ok(PlayerFile {
            player: p.view(),
            verification: crate::player::shown_level(p.verification),
            balance,
            transactions,
            bets,
            tickets,
            messages: messages.into_iter().take(LATEST as usize).collect(),
            linked,
        })
    }
}

/// The staff log's name for a state action, and the answer's code.
fn names(action: StateAction) -> (StaffAction, &'static str) {
    match action {
        StateAction::Suspend => (StaffAction::SuspendPlayer, "player_suspended"),
        StateAction::Close => (StaffAction::ClosePlayer, "player_closing"),
        StateAction::Reopen => (StaffAction::ReopenPlayer, "player_reopened"),
    }
}

/// What `action` does to `p`, or None when it does not apply to its state (casino-core's
/// `StateAction::applies`, which the staff form offers the actions by).
fn effect_of(action: StateAction, p: &Player) -> Option<Effect> {
    let standing = match p.status() {
        Status::Suspended => Standing::Suspended,
        Status::Closed => Standing::Closed,
        Status::Registered | Status::Activated | Status::KycVerified => Standing::Open,
    };
    let announced = p.closing_at.is_some() && p.closing_by.as_deref() != Some(DORMANCY);
    action.applies(standing, announced).then(|| match action {
        StateAction::Suspend => Effect::Suspend,
        StateAction::Close => Effect::AnnounceClosure,
        StateAction::Reopen if standing == Standing::Open => Effect::CallOffClosure,
        // A reopened account is active again, verified if its identity was.
        StateAction::Reopen => Effect::Reopen(if p.verification == Verification::None {
            Status::Activated
        } else {
            Status::KycVerified
        }),
    })
}

/// What a state action changes: a suspension and a reopening take effect at once (a suspension
/// keeps an announced closure, a reopening calls it off); a closure is announced with the terms'
/// notice (`CLOSURE_NOTICE_MS`) and the lifecycle job carries it out.
#[derive(Clone, Copy)]
enum Effect {
    Suspend,
    Reopen(Status),
    AnnounceClosure,
    CallOffClosure,
}

/// The player a staff decision is about, by username or e-mail: never the deciding staff
/// member himself (`Player::may_decide_for`), and a staff account only for an administrator.
fn decided_for(c: &mut DbConnection, agent: &Player, login: &str) -> AppResult<Player> {
    let p = player::find_by_login(c, login)?
        .ok_or_else(|| AppError::on_field(ErrorKind::NotFound, "player_not_found", "username"))?;
    agent.may_decide_for(&p.id)?;
    if p.is_staff() {
        require_admin(agent)?;
    }
    Ok(p)
}

impl Support {
    /// `support/set_player_state`: suspends, closes or reopens an account with a reason, which
    /// the staff log keeps with the change (one transaction). A suspension ends the player's
    /// sessions at once; a closure is announced to the player by e-mail and mail box and takes
    /// effect after the terms' notice (`accounts::lifecycle`). Only an administrator changes a
    /// staff member's account.
    pub async fn set_player_state(
        &self,
        agent: &Player,
        change: PlayerStateChange,
    ) -> AppResult<&'static str> {
        let action = StateAction::parse(change.action.trim());
        let failures: BTreeMap<&'static str, RuleError> = [
            ("action", action.map(|_| ()).ok_or(RuleError::ChoiceInvalid)),
            ("reason", rules::reason(&change.reason)),
        ]
        .into_iter()
        .filter_map(|(f, r)| r.err().map(|e| (f, e)))
        .collect();
        AppError::check(&failures)?;
        let Some(action) = action else {
            return Err(AppError::internal("checked above"));
        };
        let (log_action, code) = names(action);
        let decider = agent.clone();
        let (agent, reason, now) = (
            agent.username.clone(),
            change.reason.trim().to_owned(),
            self.clock.now_millis(),
        );
        let username = change.username;
        let (changed, announced) = self
            .db
            .write(move |c| {
                c.transaction(|c| {
                    let p = decided_for(c, &decider, &username)?;
                    if matches!(action, StateAction::Reopen) && suspended_by_admin(c, &p.username)?
                    {
                        require_admin(&decider)?;
                    }
                    let effect = effect_of(action, &p).ok_or_else(|| {
                        AppError::new(ErrorKind::Conflict, "account_state_unchanged")
                    })?;
                    let closing = match effect {
                        Effect::Suspend => {
                            player::set_status(c, &p.id, Status::Suspended, now)?;
                            None
                        }
                        Effect::Reopen(status) => {
                            player::set_status(c, &p.id, status, now)?;
                            player::set_closing(c, &p.id, None)?;
                            None
                        }
                        Effect::AnnounceClosure => {
                            let at = closes_at(now);
                            player::set_closing(c, &p.id, Some((at, &agent)))?;
                            Some(at)
                        }
                        Effect::CallOffClosure => {
                            player::set_closing(c, &p.id, None).map(|_| None)?
                        }
                    };
                    let a = Action {
                        staff: &agent,
                        action: log_action,
                        target: &p.username,
                        detail: &reason,
                    };
                    staff_log::record(c, &a, now)?;
                    Ok((p.id.clone(), closing.map(|at| (p, at))))
                })
            })
            .await?;
        // A suspension ended the player's sessions: their open pages hear no more of it.
        self.realtime.recheck(Some(&changed));
        if let Some((p, at)) = announced {
            let date = format_datetime(at).unwrap_or_default();
            let mail = Mail::AccountClosing {
                username: &p.username,
                date: &date,
            };
            self.messenger()
                .notify(&p, NoticeKind::AccountClosing, mail, now)
                .await?;
        }
        Ok(code)
    }
}

/// The fields a correction changed, by name, for the staff log.
fn changed_fields(p: &Player, f: &IdentityForm) -> Vec<&'static str> {
    [
        ("email", p.email.as_str(), f.email.trim()),
        ("mobile", p.phone.as_str(), f.mobile.trim()),
        ("gender", p.gender.as_str(), f.gender.trim()),
        ("birth_date", p.birth_date.as_str(), f.birth_date.trim()),
        ("first_name", p.first_name.as_str(), f.first_name.trim()),
        ("last_name", p.last_name.as_str(), f.last_name.trim()),
        ("address", p.address.as_str(), f.address.trim()),
        ("postal_code", p.postal_code.as_str(), f.postal_code.trim()),
        ("city", p.city.as_str(), f.city.trim()),
        ("country", p.country.as_str(), f.country.trim()),
    ]
    .into_iter()
    .filter(|(_, before, after)| before != after)
    .map(|(name, _, _)| name)
    .collect()
}

impl Support {
    /// `support/set_player_break`: a break started on the player's request, in one transaction
    /// with the staff log; when it ends. A staff account is an administrator's to change.
    pub async fn set_player_break(
        &self,
        agent: &Player,
        request: PlayerBreakRequest,
    ) -> AppResult<i64> {
        let now = self.clock.now_millis();
        let reason = request.reason.trim().to_owned();
        rules::reason(&reason).map_err(|e| AppError::rule("reason", &e))?;
        let (kind, wanted) = crate::responsible::wanted_break(&request.kind, &request.length, now)?;
        let decider = agent.clone();
        let (agent, username) = (agent.username.clone(), request.username);
        self.db
            .write(move |c| {
                c.transaction(|c| {
                    let p = decided_for(c, &decider, &username)?;
                    let until = crate::responsible::start_break(c, &p.id, kind, wanted, now)?;
                    let detail = format!("{} until {until}: {reason}", kind.code());
                    let a = Action {
                        staff: &agent,
                        action: StaffAction::SetPlayerBreak,
                        target: &p.username,
                        detail: &detail,
                    };
                    staff_log::record(c, &a, now)?;
                    Ok(until)
                })
            })
            .await
    }

    /// `support/update_player_profile`: corrects a player's identity details on their request,
    /// with the reason; the staff log keeps which fields changed and why (one transaction). Only
    /// an administrator corrects a staff member's details.
    pub async fn update_player_profile(
        &self,
        agent: &Player,
        change: PlayerProfileChange,
    ) -> AppResult<()> {
        let form = IdentityForm {
            email: change.email,
            mobile: change.mobile,
            gender: change.gender,
            birth_date: change.birth_date,
            first_name: change.first_name,
            last_name: change.last_name,
            address: change.address,
            postal_code: change.postal_code,
            city: change.city,
            country: change.country,
            reason: change.reason,
        };
        AppError::check(&rules::identity_failures(&form, self.clock.today()))?;
        let decider = agent.clone();
        let (agent, now, username) = (
            agent.username.clone(),
            self.clock.now_millis(),
            change.username,
        );
        let new_email = form.email.trim().to_owned();
        let before = self
            .db
            .write(move |c| {
                c.transaction(|c| {
                    let p = decided_for(c, &decider, &username)?;
                    let changed = changed_fields(&p, &form);
                    let email_changed = changed.contains(&"email");
                    if email_changed {
                        // The address that resets the password: whoever changes it holds the
                        // account. An administrator's decision, and every session ends.
                        require_admin(&decider)?;
                        player::end_sessions(c, &p.id)?;
                    }
                    player::correct_identity(c, &p.id, &form, now)?;
                    let detail = format!("{}: {}", changed.join(", "), form.reason.trim());
                    let a = Action {
                        staff: &agent,
                        action: StaffAction::UpdatePlayerProfile,
                        target: &p.username,
                        detail: &detail,
                    };
                    staff_log::record(c, &a, now)?;
                    Ok(email_changed.then_some(p))
                })
            })
            .await?;
        // The old address hears of it: if the player did not ask, they can still say so. The
        // change ended every session: their open pages hear no more of the account.
        if let Some(p) = before {
            self.realtime.recheck(Some(&p.id));
            let mail = Mail::EmailChanged {
                username: &p.username,
                email: &new_email,
            };
            self.mailer.send(&p.email, &p.language, mail).await?;
        }
        Ok(())
    }
}

/// Whether the account's last suspension or closure was an administrator's (only an
/// administrator reopens it then).
fn suspended_by_admin(c: &mut DbConnection, username: &str) -> AppResult<bool> {
    let Some(by) = staff_log::last_by(
        c,
        username,
        &[StaffAction::SuspendPlayer, StaffAction::ClosePlayer],
    )?
    else {
        return Ok(false);
    };
    Ok(player::find_by_username(c, &by)?.is_some_and(|staff| staff.scopes.has(Role::Admin)))
}

/// Refuses a decision only an administrator takes.
fn require_admin(agent: &Player) -> AppResult<()> {
    if agent.scopes.has(Role::Admin) {
        Ok(())
    } else {
        Err(AppError::new(ErrorKind::Forbidden, "administrator_needed"))
    }
}
