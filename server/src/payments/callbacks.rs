//! How a started deposit ends: the processor's signed callback. One path settles every deposit,
//! whether the callback came over HTTP, from a sandbox page in this process, or from an
//! administrator confirming a wire.

use casino_core::payments::Processor;
use diesel::Connection;

use super::{Callback, Flow, Payments, crypto_addresses, sandbox, signing};
use crate::error::{AppError, AppResult, ErrorKind};
use crate::ids::{OrderId, PlayerId};
use crate::responsible;
use crate::wallet::Settled;
use crate::wallet::announce;
use crate::wallet::orders::{self, Kind, NewOrder, Order, State as OrderState};

impl Payments {
    /// Verifies and applies a processor's callback (`body` as signed, `signature` from its
    /// header). Refused: a processor that never calls back (wire transfers: staff confirm
    /// them), a signature not made with this processor's key, a body naming another processor,
    /// signed more than five minutes away from now, or received before.
    pub async fn settle_callback(
        &self,
        processor: Processor,
        body: &[u8],
        signature: &str,
    ) -> AppResult<Order> {
        let now = self.clock.now_millis();
        let Some(proc_) = self
            .processors
            .get(processor)
            .filter(|p| p.flow() != Flow::Wire)
            .cloned()
        else {
            return Err(AppError::not_found());
        };
        let processor = proc_.id();
        if !self.callback_keys.verify(processor, body, signature) {
            tracing::warn!(%processor, "callback with a bad signature refused");
            return Err(AppError::new(ErrorKind::Unauthorized, "unauthorized"));
        }
        let cb: Callback = serde_json::from_slice(body).map_err(|_| AppError::invalid_request())?;
        if cb.processor != processor {
            tracing::warn!(%processor, named = %cb.processor, "callback for another processor");
            return Err(AppError::new(ErrorKind::Unauthorized, "unauthorized"));
        }
        signing::check_fresh(cb.sent_at, now)?;
        let body = body.to_vec();
        self.settle(processor, cb, now, move |c| {
            signing::record_once(c, processor, &body, now)
        })
        .await
    }

    /// Applies a callback whose origin is known (`first` runs first in its transaction): finds
    /// the order it speaks of, checks it may be settled by this processor, and credits or fails
    /// it.
    async fn settle(
        &self,
        processor: Processor,
        cb: Callback,
        now: i64,
        first: impl FnOnce(&mut crate::db::DbConnection) -> AppResult<()> + Send + 'static,
    ) -> AppResult<Order> {
        let settled = self
            .db
            .write(move |c| {
                c.transaction(|c| {
                    first(c)?;
                    let order = match (&cb.order_id, &cb.address) {
                        (Some(id), None) => orders::find(c, &OrderId::from(id.as_str()))?
                            .ok_or_else(AppError::not_found)?,
                        (None, Some(address)) => crypto_order(c, processor, address, &cb, now)?,
                        _ => return Err(AppError::invalid_request()),
                    };
                    creditable(&order, processor, &cb)?;
                    match cb.outcome.as_str() {
                        "approved" => super::credit(c, &order, &cb.reference, now),
                        "declined" => super::fail(c, &order, Some(&cb.reference), now),
                        _ => Err(AppError::invalid_request()),
                    }
                })
            })
            .await?;
        if let Settled::Now(o) = &settled {
            announce(&self.db, &self.realtime, &o.player_id, Some(o)).await;
        }
        Ok(settled.order().clone())
    }

    /// Staff confirmed that a wire deposit's money reached the bank: settled like a callback,
    /// without one (no processor ever confirms a wire); `first` runs in its transaction (the
    /// staff log).
    pub(super) async fn settle_wire(
        &self,
        order: &Order,
        reference: &str,
        first: impl FnOnce(&mut crate::db::DbConnection) -> AppResult<()> + Send + 'static,
    ) -> AppResult<Order> {
        let cb = self.callback_for(Processor::Wire, order, reference, "approved");
        self.settle(Processor::Wire, cb, self.clock.now_millis(), first)
            .await
    }

    fn callback_for(
        &self,
        processor: Processor,
        order: &Order,
        reference: &str,
        outcome: &str,
    ) -> Callback {
        Callback {
            processor,
            sent_at: self.clock.now_millis(),
            reference: reference.to_owned(),
            order_id: Some(order.id.to_string()),
            address: None,
            outcome: outcome.into(),
            amount_cents: None,
            currency: None,
        }
    }

    /// A callback made in this process (a sandbox processor's), signed with that processor's
    /// key and applied like one that came over HTTP.
    pub async fn settle_local(
        &self,
        processor: Processor,
        order: &Order,
        reference: &str,
        outcome: &str,
    ) -> AppResult<Order> {
        self.settle_signed(
            processor,
            &self.callback_for(processor, order, reference, outcome),
        )
        .await
    }

    async fn settle_signed(&self, processor: Processor, cb: &Callback) -> AppResult<Order> {
        let body = serde_json::to_vec(cb).map_err(AppError::internal)?;
        let signature = self.callback_keys.sign(processor, &body);
        self.settle_callback(processor, &body, &signature).await
    }

    /// The sandbox processor's asynchronous callback, a moment after the answer (as real
    /// processors call back).
    pub fn sandbox_callback_later(
        &self,
        processor: Processor,
        order: &Order,
        reference: &str,
        outcome: &'static str,
    ) {
        let (payments, order, reference) = (self.clone(), order.clone(), reference.to_owned());
        tokio::spawn(async move {
            tokio::time::sleep(std::time::Duration::from_millis(300)).await;
            if let Err(e) = payments
                .settle_local(processor, &order, &reference, outcome)
                .await
            {
                tracing::warn!(%processor, code = e.code, "sandbox callback failed");
            }
        });
    }

    /// Whether `processor` runs as a sandbox here: anything else never gets a sandbox page or a
    /// simulated payment, whatever route is called (defence in depth behind the routes' gate).
    fn sandboxed(&self, processor: Processor) -> AppResult<()> {
        match self.processors.get(processor) {
            Some(p) if p.sandbox() => Ok(()),
            _ => Err(AppError::not_found()),
        }
    }

    /// The key of a sandbox page of `order_id`: only the order's player receives it (in the
    /// page's address, from their deposit call), and the page's form sends it back, so neither
    /// another visitor nor another site's form can decide the payment.
    pub fn sandbox_page_key(&self, processor: Processor, order_id: &OrderId) -> String {
        self.callback_keys
            .sign(processor, format!("sandbox-page:{order_id}").as_bytes())
    }

    /// A deposit of this processor, for its sandbox page opened with its key.
    pub async fn sandbox_order(
        &self,
        processor: Processor,
        id: String,
        key: &str,
    ) -> AppResult<Order> {
        self.sandboxed(processor)?;
        if !self
            .callback_keys
            .verify(processor, format!("sandbox-page:{id}").as_bytes(), key)
        {
            return Err(AppError::not_found());
        }
        let id = OrderId::from(id);
        self.db
            .run(move |c| orders::find(c, &id))
            .await?
            .filter(|o| o.processor == processor && o.kind == Kind::Deposit)
            .ok_or_else(AppError::not_found)
    }

    /// The player's decision on a sandbox page (3-D Secure or carespay): the processor's
    /// signed callback settles the order if it still waits. Answers the order.
    pub async fn sandbox_decide(
        &self,
        processor: Processor,
        (id, key): (String, &str),
        decision: &str,
    ) -> AppResult<Order> {
        let order = self.sandbox_order(processor, id, key).await?;
        let outcome = match decision {
            "approve" => "approved",
            "decline" => "declined",
            _ => return Err(AppError::invalid_request()),
        };
        if order.is(OrderState::Pending) {
            let reference = sandbox::reference(if processor == Processor::Carespay {
                "CP"
            } else {
                "ALT"
            });
            self.settle_local(processor, &order, &reference, outcome)
                .await?;
        }
        Ok(order)
    }

    /// Coins sent in the sandbox to one of the player's own addresses: the crypto processor's
    /// signed callback credits them.
    pub async fn sandbox_crypto_payment(
        &self,
        player_id: &PlayerId,
        address: &str,
        amount: &str,
    ) -> AppResult<Order> {
        let now = self.clock.now_millis();
        let lookup = address.trim().to_owned();
        let (owner, asset) = self
            .db
            .run(move |c| crypto_addresses::owner_and_asset(c, &lookup))
            .await?
            .ok_or_else(AppError::not_found)?;
        if owner != *player_id {
            return Err(AppError::not_found());
        }
        let processor = asset.processor();
        self.sandboxed(processor)?;
        let amount =
            casino_core::validate::number(amount).map_err(|e| AppError::rule("amount", &e))?;
        let cents =
            casino_core::money::to_cents(amount).map_err(|_| AppError::invalid_request())?;
        if cents <= 0 {
            return Err(AppError::rule(
                "amount",
                &casino_core::RuleError::NumberInvalid,
            ));
        }
        let cb = Callback {
            processor,
            sent_at: now,
            reference: format!(
                "tx-{}-{}",
                now,
                &uuid::Uuid::new_v4().simple().to_string()[..8]
            ),
            order_id: None,
            address: Some(address.trim().to_owned()),
            outcome: "approved".into(),
            amount_cents: Some(cents),
            currency: None,
        };
        self.settle_signed(processor, &cb).await
    }
}

/// Coins arrived at a player's address: the deposit order they make, keyed by the processor's
/// transaction id (a repeated callback finds it). Only the processor of the address's own asset
/// speaks for it.
fn crypto_order(
    c: &mut crate::db::DbConnection,
    processor: Processor,
    address: &str,
    cb: &Callback,
    now: i64,
) -> AppResult<Order> {
    let (owner, asset) =
        crypto_addresses::owner_and_asset(c, address)?.ok_or_else(AppError::not_found)?;
    if asset.processor() != processor {
        tracing::warn!(%processor, asset = asset.code(), "coins reported by another asset's processor");
        return Err(AppError::not_found());
    }
    let player = crate::player::find(c, &owner)?.ok_or_else(AppError::not_found)?;
    let cents = cb
        .amount_cents
        .filter(|a| *a > 0)
        .ok_or_else(AppError::invalid_request)?;
    let key = orders::server_key("callback", processor.code(), &cb.reference);
    let new = NewOrder {
        player_id: &player.id,
        kind: Kind::Deposit,
        processor,
        currency: player.currency,
        amount_cents: cents,
        fee_cents: 0,
        request_key: &key,
        details: Some(address.to_owned()),
        destination: None,
        email: &player.email,
    };
    let Some(order) = orders::insert(c, &new, now)? else {
        return orders::by_request(c, &player.id, &key)?.ok_or_else(AppError::not_found);
    };
    // Coins cannot be refused like a card: when the player may not deposit now, they are held
    // for staff to credit later or return, never credited and never lost.
    let refusal = match crate::player::refusal(player.status()) {
        Some(e) => Some(e),
        None => responsible::check_deposit(c, &player, new.currency, cents, now).err(),
    };
    if let Some(why) = refusal {
        tracing::info!(order = %order.id, reason = why.code, "coins held");
        orders::hold(c, &order.id, why.code, now)?;
        return orders::find(c, &order.id)?.ok_or_else(AppError::not_found);
    }
    Ok(order)
}

/// Whether `processor`'s callback may settle `order`: a deposit of that very processor, and for
/// coins the same amount and currency paid to the same address. Anything else is refused and
/// moves nothing (a withdrawal or a refund is never credited).
fn creditable(order: &Order, processor: Processor, cb: &Callback) -> AppResult<()> {
    let refuse = |why: &str| {
        tracing::warn!(%processor, order = %order.id, why, "callback refused");
        Err(AppError::not_found())
    };
    if order.kind != Kind::Deposit || order.processor != processor {
        return refuse("not a deposit of this processor");
    }
    if cb
        .currency
        .as_deref()
        .is_some_and(|c| c != order.currency.code())
    {
        return refuse("another currency");
    }
    if let Some(address) = &cb.address
        && (order.details.as_deref() != Some(address.as_str())
            || cb.amount_cents != Some(order.amount_cents))
    {
        return refuse("another address or amount");
    }
    Ok(())
}
