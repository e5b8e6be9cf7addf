//! Support: the contact form's tickets (kept even when the e-mail to support cannot go out), the
//! support console (answer, escalate to a manager, close), the players' mail box, and the log of
//! staff actions. The form's rules are casino-core's `support` module.

mod complaints;
mod players;
mod tickets;

use casino_schema::NoticeKind;
use std::sync::Arc;

use casino_core::Locale;
use casino_core::support::{self as rules, ContactForm, ticket_number};
use casino_schema::{
    Inbox, RealtimeEvent, StaffActionList, TicketStatus, TicketSummary, TicketView,
};

use crate::clock::Clock;
use crate::db::Db;
use crate::error::{AppError, AppResult, ErrorKind};
use crate::ids::PlayerId;
use crate::mail::{Mail, Mailer, ToSupport};
use crate::player::{Player, Role};
use crate::realtime::Realtime;
use crate::{inbox, staff_log};

pub use crate::staff_log::{Action, StaffAction};

/// Everything the support use cases work with. Cheap to clone.
#[derive(Clone)]
pub struct Support {
    pub db: Db,
    pub mailer: Arc<Mailer>,
    pub realtime: Realtime,
    pub clock: Clock,
    /// Where contact messages are e-mailed, and what the page shows when that fails.
    pub address: String,
}

/// What became of a contact message: always kept as a ticket; `mailed` says whether the e-mail
/// to support went out.
pub struct Sent {
    pub ticket: String,
    pub mailed: bool,
}

impl Support {
    fn messenger(&self) -> crate::inbox::Messenger<'_> {
        crate::inbox::Messenger {
            db: &self.db,
            mailer: &self.mailer,
            realtime: &self.realtime,
        }
    }

    /// `front/player_send_message`: keeps the message as a ticket, then e-mails it to support.
    /// A signed-in player's ticket is theirs (the answer reaches their mail box).
    pub async fn contact(
        &self,
        player: Option<&Player>,
        form: ContactForm,
        reference: String,
        lang: Locale,
    ) -> AppResult<Sent> {
        AppError::check(&rules::contact_failures(&form))?;
        let now = self.clock.now_millis();
        let (name, email) = (form.name.trim().to_owned(), form.email.trim().to_owned());
        let subject = form.subject.trim().to_owned();
        let complaint = {
            let p = player.cloned();
            self.db
                .run(move |c| complaints::subject_line(c, p.as_ref(), &reference, now))
                .await?
        };
        let message = match complaint {
            Some(line) => format!("{line}\n\n{}", form.message.trim()),
            None => form.message.trim().to_owned(),
        };
        let player_id = player.map(|p| p.id.clone());
        let id = {
            let (name, email, subject, message) = (
                name.clone(),
                email.clone(),
                subject.clone(),
                message.clone(),
            );
            self.db
                .write(move |c| {
                    let t = tickets::NewTicket {
                        player_id: player_id.as_deref(),
                        name: &name,
                        email: &email,
                        subject: &subject,
                        message: &message,
                        lang: lang.tag(),
                    };
                    tickets::open(c, &t, now)
                })
                .await?
        };
        let number = ticket_number(&id);
        let mail = ToSupport {
            ticket: &number,
            name: &name,
            email: &email,
            subject: &subject,
            message: &message,
        };
        let mailed = self
            .mailer
            .send_to_support(&self.address, mail)
            .await
            .is_ok();
        if mailed {
            self.db.write(move |c| tickets::mark_mailed(c, &id)).await?;
        }
        Ok(Sent {
            ticket: number,
            mailed,
        })
    }

    /// `front/get_messages`.
    pub async fn inbox(&self, player_id: &PlayerId) -> AppResult<Inbox> {
        let player_id = player_id.to_owned();
        self.db.run(move |c| inbox::list(c, &player_id)).await
    }

    /// `front/mark_message_read`: the mail box afterwards.
    pub async fn mark_read(&self, player_id: &PlayerId, id: String) -> AppResult<Inbox> {
        let (player, now) = (player_id.to_owned(), self.clock.now_millis());
        let inbox = self
            .db
            .write(move |c| {
                inbox::mark_read(c, &player, id.trim(), now)?;
                inbox::list(c, &player)
            })
            .await?;
        self.announce(player_id, inbox.unread);
        Ok(inbox)
    }

    /// Tells the player's open pages how many messages are unread.
    pub fn announce(&self, player_id: &PlayerId, unread: u32) {
        self.realtime
            .publish(player_id, RealtimeEvent::Inbox { unread });
    }

    /// `support/get_tickets`.
    pub async fn tickets(&self, status: Option<TicketStatus>) -> AppResult<Vec<TicketSummary>> {
        self.db.run(move |c| tickets::list(c, status)).await
    }

    /// `support/get_ticket`.
    pub async fn ticket(&self, id: String) -> AppResult<TicketView> {
        self.db.run(move |c| tickets::view(c, &id)).await
    }

    /// `support/answer_ticket`: the answer is kept with the ticket, put in the player's mail box
    /// (a player's ticket) in the same transaction, logged, and e-mailed. A visitor has only the
    /// e-mail: when it cannot go out, the answer is kept and the agent is told.
    pub async fn answer(&self, staff: &Player, id: String, message: String) -> AppResult<()> {
        rules::message(&message).map_err(|e| AppError::rule("message", &e))?;
        let now = self.clock.now_millis();
        let (agent, body) = (staff.username.clone(), message.trim().to_owned());
        let mailer = self.mailer.clone();
        let (ticket, words) = self
            .db
            .write(move |c| {
                let t = tickets::find(c, &id)?;
                tickets::answer(c, &t, &agent, &body, now)?;
                let mail = Mail::SupportReply {
                    username: &t.name,
                    subject: &t.subject,
                    message: &body,
                };
                let (subject, _) = mailer.words_in(c, &t.lang, &mail)?;
                if let Some(player) = &t.player_id {
                    // The mail box holds the answer itself: the e-mail's greeting, signature and
                    // pointer to the mail box would only repeat, inside it, where the player is.
                    let notice = inbox::Notice {
                        player_id: player,
                        kind: NoticeKind::SupportReply,
                        subject: &subject,
                        body: &body,
                        ticket_id: Some(&t.id),
                    };
                    inbox::deliver(c, &notice, now)?;
                }
                let unread = match &t.player_id {
                    Some(p) => Some(inbox::unread(c, p)?),
                    None => None,
                };
                staff_log::record(
                    c,
                    &Action {
                        staff: &agent,
                        action: StaffAction::AnswerTicket,
                        target: &ticket_number(&t.id),
                        detail: &t.subject,
                    },
                    now,
                )?;
                Ok((t, (body, unread)))
            })
            .await?;
        let (body, unread) = words;
        if let (Some(player), Some(unread)) = (&ticket.player_id, unread) {
            self.announce(player, unread);
        }
        let mail = Mail::SupportReply {
            username: &ticket.name,
            subject: &ticket.subject,
            message: &body,
        };
        let sent = self.mailer.send(&ticket.email, &ticket.lang, mail).await;
        match (sent, &ticket.player_id) {
            (Err(e), None) => Err(e),
            _ => Ok(()),
        }
    }

    /// `support/escalate_ticket` and `support/close_ticket`: the ticket's new status, logged. A
    /// ticket escalated to a manager is closed by a manager (or an administrator), never by the
    /// agent it was escalated above.
    pub async fn set_status(
        &self,
        staff: &Player,
        id: String,
        status: TicketStatus,
    ) -> AppResult<()> {
        let now = self.clock.now_millis();
        let agent = staff.username.clone();
        let manages = staff.scopes.any(&[Role::Manager, Role::Admin]);
        self.db
            .write(move |c| {
                let t = tickets::find(c, &id)?;
                // An agent's close leaves an escalated ticket as it is, escalated before this
                // read or while it ran.
                let unless =
                    (status == TicketStatus::Closed && !manages).then_some(TicketStatus::Escalated);
                if !tickets::set_status(c, &t.id, status, unless, now)? {
                    return Err(AppError::new(
                        ErrorKind::Forbidden,
                        "escalated_ticket_needs_manager",
                    ));
                }
                let action = match status {
                    TicketStatus::Escalated => StaffAction::EscalateTicket,
                    _ => StaffAction::CloseTicket,
                };
                staff_log::record(
                    c,
                    &Action {
                        staff: &agent,
                        action,
                        target: &ticket_number(&t.id),
                        detail: &t.subject,
                    },
                    now,
                )
            })
            .await
    }

    /// Logs a staff action done elsewhere (a withdrawal decided, a campaign saved, ...).
    pub async fn log(
        &self,
        staff: &Player,
        action: StaffAction,
        target: String,
        detail: String,
    ) -> AppResult<()> {
        let now = self.clock.now_millis();
        let agent = staff.username.clone();
        self.db
            .write(move |c| {
                let a = Action {
                    staff: &agent,
                    action,
                    target: &target,
                    detail: &detail,
                };
                staff_log::record(c, &a, now)
            })
            .await
    }

    /// `admin/get_staff_actions`: a page of the log, newest first, from `before` (a previous
    /// page's `next`), in `locale`'s words.
    pub async fn staff_actions(
        &self,
        before: Option<String>,
        locale: casino_core::Locale,
    ) -> AppResult<StaffActionList> {
        let before = before
            .map(|b| {
                staff_log::Cursor::parse(&b).ok_or_else(|| {
                    AppError::on_field(ErrorKind::Invalid, "choice_invalid", "before")
                })
            })
            .transpose()?;
        self.db
            .run(move |c| staff_log::page(c, before.as_ref(), locale))
            .await
    }
}
