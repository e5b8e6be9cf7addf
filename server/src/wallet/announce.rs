//! Telling a player's open pages that money moved: the new balance, and an order's new state.

use casino_core::Currency;
use casino_schema::RealtimeEvent;

use super::balance;
use super::orders::{self, Order};
use crate::db::Db;
use crate::ids::PlayerId;
use crate::inbox;
use crate::realtime::Realtime;

/// Reads the player's balance and pushes it (and the order, if any) to their sockets. A move may
/// have put a message in the mail box (a deposit's bonus, a bonus wagered or run out), so the
/// unread count goes too; the page reads the mail box again only when the count changed.
/// A failure is logged, never returned: the money already moved, and the page also refreshes on
/// its own.
pub async fn announce(db: &Db, realtime: &Realtime, player_id: &PlayerId, order: Option<&Order>) {
    let (id, order) = (player_id.to_owned(), order.cloned());
    // Without the reading, the order still goes as it stands.
    let plain = order.as_ref().map(Order::view);
    let view = db
        .run(move |c| {
            let main = crate::player::find(c, &id)?.map_or(Currency::Eur, |p| p.currency);
            let transaction = match &order {
                Some(o) => Some(orders::view_with_bonus(c, o)?),
                None => None,
            };
            let unread = inbox::unread(c, &id)?;
            Ok((balance::view(c, &id, main)?, unread, transaction))
        })
        .await;
    match view {
        Ok((balance, unread, transaction)) => {
            realtime.publish(player_id, RealtimeEvent::Balance { balance });
            realtime.publish(player_id, RealtimeEvent::Inbox { unread });
            if let Some(transaction) = transaction {
                realtime.publish(
                    player_id,
                    RealtimeEvent::Transaction {
                        transaction: Box::new(transaction),
                    },
                );
            }
        }
        Err(e) => {
            tracing::warn!(code = e.code, "balance not announced");
            if let Some(transaction) = plain {
                realtime.publish(
                    player_id,
                    RealtimeEvent::Transaction {
                        transaction: Box::new(transaction),
                    },
                );
            }
        }
    }
}

/// `announce` for players whose balance changed in the background (a settled live round), only
/// those who may be listening: a player with no socket open has nobody to tell.
pub fn announce_later(db: &Db, realtime: &Realtime, players: Vec<PlayerId>) {
    for player in players.into_iter().filter(|p| realtime.may_listen(p)) {
        let (db, realtime) = (db.clone(), realtime.clone());
        tokio::spawn(async move { announce(&db, &realtime, &player, None).await });
    }
}
