//! A player's mail box: the messages the site sent them (support answers, withdrawals scheduled
//! and paid, identity checks, bonuses), stored in their language as the e-mail that went with
//! them said it.

use casino_schema::{Inbox, InboxMessage, NoticeKind, RealtimeEvent};
use diesel::prelude::*;

use crate::db::schema::player_messages;
use crate::db::{Db, DbConnection};
use crate::error::{AppError, AppResult};
use crate::ids::PlayerId;
use crate::mail::{Mail, Mailer};
use crate::player::Player;
use crate::realtime::Realtime;

/// The most messages the mail box lists.
const SHOWN: i64 = 100;

/// A message for a player's mail box.
pub struct Notice<'a> {
    pub player_id: &'a str,
    /// `support_reply`, `withdrawal_scheduled`, `withdrawal_completed`, `identity_verified`,
    /// `bonus_offered`, `bonus_credited`, `bonus_converted`, `bonus_expired`.
    pub kind: NoticeKind,
    pub subject: &'a str,
    pub body: &'a str,
    pub ticket_id: Option<&'a str>,
}

/// Puts `n` in the player's mail box, in the caller's transaction.
pub fn deliver(c: &mut DbConnection, n: &Notice<'_>, now: i64) -> AppResult<()> {
    diesel::insert_into(player_messages::table)
        .values((
            player_messages::id.eq(uuid::Uuid::new_v4().to_string()),
            player_messages::player_id.eq(n.player_id),
            player_messages::kind.eq(n.kind),
            player_messages::subject.eq(n.subject),
            player_messages::body.eq(n.body),
            player_messages::ticket_id.eq(n.ticket_id),
            player_messages::created_at.eq(now),
        ))
        .execute(c)?;
    Ok(())
}

/// What tells a player: their mail box, their open pages, their e-mail.
pub struct Messenger<'a> {
    pub db: &'a Db,
    pub mailer: &'a Mailer,
    pub realtime: &'a Realtime,
}

impl Messenger<'_> {
    /// Puts `mail` in `to`'s mail box as `kind`, tells their open pages, and e-mails it. The
    /// message stays in the mail box even when the e-mail cannot go out (the mailer logs that),
    /// so what happened still stands and the player can read it.
    pub async fn notify(
        &self,
        to: &Player,
        kind: NoticeKind,
        mail: Mail<'_>,
        now: i64,
    ) -> AppResult<()> {
        let (subject, body) = self.mailer.words(&to.language, &mail).await?;
        let player = to.id.clone();
        let unread = self
            .db
            .write(move |c| {
                let notice = Notice {
                    player_id: &player,
                    kind,
                    subject: &subject,
                    body: &body,
                    ticket_id: None,
                };
                deliver(c, &notice, now)?;
                unread(c, &player)
            })
            .await?;
        self.realtime
            .publish(&to.id, RealtimeEvent::Inbox { unread });
        let _ = self.mailer.send(&to.email, &to.language, mail).await;
        Ok(())
    }
}

/// How many of the player's messages are unread.
pub fn unread(c: &mut DbConnection, player_id: &PlayerId) -> AppResult<u32> {
    let n: i64 = player_messages::table
        .filter(player_messages::player_id.eq(player_id))
        .filter(player_messages::read_at.is_null())
        .count()
        .get_result(c)?;
    Ok(u32::try_from(n).unwrap_or(u32::MAX))
}

/// The player's mail box, newest first.
pub fn list(c: &mut DbConnection, player_id: &PlayerId) -> AppResult<Inbox> {
    type Row = (
        String,
        NoticeKind,
        String,
        String,
        Option<String>,
        Option<i64>,
        i64,
    );
    let rows: Vec<Row> = player_messages::table
        .filter(player_messages::player_id.eq(player_id))
        .order((player_messages::created_at.desc(), player_messages::id))
        .limit(SHOWN)
        .select((
            player_messages::id,
            player_messages::kind,
            player_messages::subject,
            player_messages::body,
            player_messages::ticket_id,
            player_messages::read_at,
            player_messages::created_at,
        ))
        .load(c)?;
    let messages = rows
        .into_iter()
        .map(
            |(id, kind, subject, body, ticket, read_at, created_at)| InboxMessage {
                id,
                kind,
                subject,
                body,
                ticket: ticket.as_deref().map(casino_core::support::ticket_number),
                read: read_at.is_some(),
                created_at,
            },
        )
        .collect();
    Ok(Inbox {
        messages,
        unread: unread(c, player_id)?,
    })
}

/// Marks the player's message `id` read (again is harmless); another player's or an unknown
/// message is not found.
pub fn mark_read(c: &mut DbConnection, player_id: &PlayerId, id: &str, now: i64) -> AppResult<()> {
    let mine = player_messages::table
        .filter(player_messages::id.eq(id))
        .filter(player_messages::player_id.eq(player_id));
    let found: i64 = mine.count().get_result(c)?;
    if found == 0 {
        return Err(AppError::not_found());
    }
    diesel::update(mine.filter(player_messages::read_at.is_null()))
        .set(player_messages::read_at.eq(now))
        .execute(c)?;
    Ok(())
}
