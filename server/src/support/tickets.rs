//! Support tickets: the contact form's messages and the agents' answers. A ticket is open until
//! answered, may be escalated to a manager, and is closed by staff.

use casino_schema::{TicketMessageView, TicketStatus, TicketSummary, TicketView};
use diesel::prelude::*;

use crate::db::DbConnection;
use crate::db::schema::{players, support_tickets, ticket_messages};
use crate::error::{AppError, AppResult, ErrorKind};
use crate::ids::PlayerId;

/// What the console shows by default: the tickets waiting for staff.
const WAITING: [TicketStatus; 2] = [TicketStatus::Open, TicketStatus::Escalated];
const LISTED: i64 = 200;

/// A new ticket and its first message.
pub struct NewTicket<'a> {
    pub player_id: Option<&'a str>,
    pub name: &'a str,
    pub email: &'a str,
    pub subject: &'a str,
    pub message: &'a str,
    pub lang: &'a str,
}

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = support_tickets)]
pub struct Ticket {
    pub id: String,
    pub player_id: Option<PlayerId>,
    pub name: String,
    pub email: String,
    pub subject: String,
    pub lang: String,
    pub status: TicketStatus,
    pub mailed: bool,
    pub created_at: i64,
    pub updated_at: i64,
}

/// Writes a ticket, open, with its message; its id.
pub fn open(c: &mut DbConnection, t: &NewTicket<'_>, now: i64) -> AppResult<String> {
    let id = uuid::Uuid::new_v4().to_string();
    diesel::insert_into(support_tickets::table)
        .values((
            support_tickets::id.eq(&id),
            support_tickets::player_id.eq(t.player_id),
            support_tickets::name.eq(t.name),
            support_tickets::email.eq(t.email),
            support_tickets::subject.eq(t.subject),
            support_tickets::lang.eq(t.lang),
            support_tickets::status.eq(TicketStatus::Open),
            support_tickets::mailed.eq(false),
            support_tickets::created_at.eq(now),
            support_tickets::updated_at.eq(now),
        ))
        .execute(c)?;
    add_message(c, &id, None, t.message, now)?;
    Ok(id)
}

fn add_message(
    c: &mut DbConnection,
    ticket: &str,
    staff: Option<&str>,
    body: &str,
    now: i64,
) -> AppResult<()> {
    diesel::insert_into(ticket_messages::table)
        .values((
            ticket_messages::id.eq(uuid::Uuid::new_v4().to_string()),
            ticket_messages::ticket_id.eq(ticket),
            ticket_messages::staff.eq(staff),
            ticket_messages::body.eq(body),
            ticket_messages::created_at.eq(now),
        ))
        .execute(c)?;
    Ok(())
}

/// Notes that the ticket's e-mail to support went out.
pub fn mark_mailed(c: &mut DbConnection, id: &str) -> AppResult<()> {
    diesel::update(support_tickets::table.find(id))
        .set(support_tickets::mailed.eq(true))
        .execute(c)?;
    Ok(())
}

pub fn find(c: &mut DbConnection, id: &str) -> AppResult<Ticket> {
    support_tickets::table
        .find(id.trim())
        .select(Ticket::as_select())
        .first(c)
        .optional()?
        .ok_or_else(|| AppError::on_field(ErrorKind::NotFound, "ticket_not_found", "id"))
}

/// An agent's answer: kept with the ticket, which becomes answered.
pub fn answer(
    c: &mut DbConnection,
    t: &Ticket,
    staff: &str,
    body: &str,
    now: i64,
) -> AppResult<()> {
    add_message(c, &t.id, Some(staff), body, now)?;
    set_status(c, &t.id, TicketStatus::Answered, None, now).map(drop)
}

/// Sets the ticket's status, unless it is `unless` at that moment: the condition is read by the
/// update itself, so a change committed meanwhile (an escalation racing with a close) is seen.
/// False when the ticket was `unless`.
pub fn set_status(
    c: &mut DbConnection,
    id: &str,
    status: TicketStatus,
    unless: Option<TicketStatus>,
    now: i64,
) -> AppResult<bool> {
    let update = diesel::update(support_tickets::table.find(id));
    let changed = match unless {
        Some(kept) => update
            .filter(support_tickets::status.ne(kept))
            .set((
                support_tickets::status.eq(status),
                support_tickets::updated_at.eq(now),
            ))
            .execute(c)?,
        None => update
            .set((
                support_tickets::status.eq(status),
                support_tickets::updated_at.eq(now),
            ))
            .execute(c)?,
    };
    Ok(changed == 1)
}

fn usernames(c: &mut DbConnection, tickets: &[Ticket]) -> AppResult<Vec<Option<String>>> {
    let ids: Vec<&PlayerId> = tickets
        .iter()
        .filter_map(|t| t.player_id.as_ref())
        .collect();
    let known: Vec<(PlayerId, String)> = players::table
        .filter(players::id.eq_any(&ids))
        .select((players::id, players::username))
        .load(c)?;
    Ok(tickets
        .iter()
        .map(|t| {
            t.player_id.as_ref().and_then(|p| {
                known
                    .iter()
                    .find(|(id, _)| id == p)
                    .map(|(_, name)| name.clone())
            })
        })
        .collect())
}

fn summary(t: Ticket, username: Option<String>) -> TicketSummary {
    TicketSummary {
        number: casino_core::support::ticket_number(&t.id),
        id: t.id,
        username,
        name: t.name,
        email: t.email,
        subject: t.subject,
        lang: t.lang,
        status: t.status,
        mailed: t.mailed,
        created_at: t.created_at,
        updated_at: t.updated_at,
    }
}

/// The tickets of `status` (those waiting for staff without one), the longest waiting first.
pub fn list(c: &mut DbConnection, status: Option<TicketStatus>) -> AppResult<Vec<TicketSummary>> {
    let wanted: Vec<TicketStatus> = match status {
        Some(s) => vec![s],
        None => WAITING.to_vec(),
    };
    let rows: Vec<Ticket> = support_tickets::table
        .filter(support_tickets::status.eq_any(wanted))
        .order((support_tickets::updated_at, support_tickets::id))
        .limit(LISTED)
        .select(Ticket::as_select())
        .load(c)?;
    let names = usernames(c, &rows)?;
    Ok(rows
        .into_iter()
        .zip(names)
        .map(|(t, n)| summary(t, n))
        .collect())
}

/// A ticket with its messages, oldest first.
pub fn view(c: &mut DbConnection, id: &str) -> AppResult<TicketView> {
    let t = find(c, id)?;
    let messages = ticket_messages::table
        .filter(ticket_messages::ticket_id.eq(&t.id))
        .order((ticket_messages::created_at, ticket_messages::id))
        .select((
            ticket_messages::staff,
            ticket_messages::body,
            ticket_messages::created_at,
        ))
        .load::<(Option<String>, String, i64)>(c)?
        .into_iter()
        .map(|(staff, body, created_at)| TicketMessageView {
            staff,
            body,
            created_at,
        })
        .collect();
    let name = usernames(c, std::slice::from_ref(&t))?.pop().flatten();
    Ok(TicketView {
        ticket: summary(t, name),
        messages,
    })
}
