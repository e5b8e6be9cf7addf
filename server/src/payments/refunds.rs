//! Refunds as the player asks for them, and the notices that follow. The money moves in
//! `wallet::refunds`.

use casino_core::datetime::format_datetime;
use casino_core::money::{format_money, from_cents};
use casino_schema::NoticeKind;

use crate::mail::mail_locale;
use casino_core::payments::Verification;
use casino_core::payments::{RefundReason, refund_documents_due};
use casino_schema::RefundRequest;

use super::Payments;
use crate::bonuses::{forfeit_for_refund, withdraw_referral_after_refund};
use crate::error::{AppError, AppResult, ErrorKind};
use crate::ids::OrderId;
use crate::inbox::Messenger;
use crate::mail::Mail;
use crate::player::Player;
use crate::wallet::announce;
use crate::wallet::orders::Order;
use crate::wallet::{RefundAsk, RefundOutcome, request_refund, settle_waiting_refund};
use diesel::Connection;

/// How often an instance looks for refunds to settle. The first look is at start-up.
const EVERY: std::time::Duration = std::time::Duration::from_secs(5 * 60);

/// Starts the refunds' look on this instance (once per process). Several instances may look at
/// once: a refund's state changes by a conditional update, so only one settles it and tells the
/// player.
pub fn start(payments: &Payments) {
    static STARTED: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);
    if STARTED.swap(true, std::sync::atomic::Ordering::SeqCst) {
        return;
    }
    let payments = payments.clone();
    tokio::spawn(async move {
        let mut every = tokio::time::interval(EVERY);
        every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            every.tick().await;
            let done = payments.settle_refunds().await;
            crate::metrics::job_ran("refunds", done.is_err());
            if let Err(e) = done {
                tracing::warn!(error = %e.code, "refunds failed; retried at the next look");
            }
        }
    });
}

impl Payments {
    fn messenger(&self) -> Messenger<'_> {
        Messenger {
            db: &self.db,
            mailer: &self.mailer,
            realtime: &self.realtime,
        }
    }

    /// `front/request_refund`: the deposit's money is held for the refund. A player whose
    /// identity is not verified yet is told the documents' deadline by mail box and e-mail.
    pub async fn request_refund(&self, p: &Player, r: RefundRequest) -> AppResult<Order> {
        let now = self.clock.now_millis();
        let reason = RefundReason::parse(r.reason.trim())
            .ok_or_else(|| AppError::on_field(ErrorKind::Invalid, "choice_invalid", "reason"))?;
        let (player, id, key) = (
            p.clone(),
            OrderId::from(r.id),
            r.idempotency_key.as_str().to_owned(),
        );
        let (order, made) = self
            .db
            .write(move |c| {
                let ask = RefundAsk {
                    player: &player,
                    deposit_id: &id,
                    reason,
                    key: &key,
                };
                c.transaction(|c| {
                    let (order, made) = request_refund(c, &ask, now)?;
                    if made {
                        // The deposit goes back: so do the bonus it carried and the referral
                        // bonus it gave.
                        forfeit_for_refund(c, &player.id, &id, now)?;
                        withdraw_referral_after_refund(c, &player.id, now)?;
                    }
                    Ok((order, made))
                })
            })
            .await?;
        announce(&self.db, &self.realtime, &p.id, Some(&order)).await;
        if made && p.verification == Verification::None {
            let amount = format_money(
                from_cents(order.amount_cents),
                order.currency,
                mail_locale(&p.language),
            );
            let date = format_datetime(refund_documents_due(order.created_at)).unwrap_or_default();
            let mail = Mail::RefundHeld {
                username: &p.username,
                amount: &amount,
                date: &date,
            };
            self.messenger()
                .notify(p, NoticeKind::RefundHeld, mail, now)
                .await?;
        }
        Ok(order)
    }

    /// The scheduled step: pays the refunds of verified players, forfeits those whose documents
    /// did not come in 5 days, and tells each player. The number settled.
    pub async fn settle_refunds(&self) -> AppResult<usize> {
        let now = self.clock.now_millis();
        let settled = self
            .db
            .write(move |c| settle_waiting_refund(c, now))
            .await?;
        for (order, p, outcome) in &settled {
            announce(&self.db, &self.realtime, &p.id, Some(order)).await;
            let amount = format_money(
                from_cents(order.amount_cents),
                order.currency,
                mail_locale(&p.language),
            );
            let (username, amount) = (p.username.as_str(), amount.as_str());
            let (kind, mail) = match outcome {
                RefundOutcome::Paid => (
                    NoticeKind::RefundPaid,
                    Mail::RefundPaid { username, amount },
                ),
                RefundOutcome::Forfeited => (
                    NoticeKind::RefundForfeited,
                    Mail::RefundForfeited { username, amount },
                ),
            };
            self.messenger().notify(p, kind, mail, now).await?;
        }
        Ok(settled.len())
    }
}
