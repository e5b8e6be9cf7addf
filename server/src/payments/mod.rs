//! Payments: the processors and the deposit use cases. Each processor is a `PaymentProcessor`;
//! the ones here are sandboxes that behave like the real flows (3-D Secure challenge, redirect,
//! voucher, wire, crypto, with signed asynchronous callbacks) so the site works end to end
//! without contracts. A real adapter implements the same trait and replaces its sandbox in
//! `Processors::sandbox`; the ledger and the orders never know which one ran.
//!
//! The use cases are methods of `Payments` (`deposits.rs`, `callbacks.rs`). This module uses
//! `wallet` (orders and the ledger), never the other way round.

mod approvals;
mod back_office;
mod callbacks;
mod commissions;
mod crypto;
mod crypto_addresses;
mod deposits;
mod refunds;
mod sandbox;
mod signing;
mod withdrawals;

use std::collections::BTreeMap;
use std::sync::Arc;

use casino_core::Currency;
use casino_core::payments::{CardForm, Processor, UnwageredPolicy};
use rust_decimal::Decimal;
use serde::{Deserialize, Serialize};

use crate::bonuses::{
    bonus_offer_of, drop_bonus_offer, on_deposit_credited, reward_referral_if_due,
};
use crate::clock::Clock;
use crate::config::WireAccount;
use crate::db::Db;
use crate::db::DbConnection;
use crate::error::AppResult;
use crate::mail::Mailer;
use crate::realtime::Realtime;
use crate::wallet::orders::Order;
use crate::wallet::{Settled, credit_deposit, fail_deposit};

/// Everything the payment use cases work with. Built once at start-up; cheap to clone.
#[derive(Clone)]
pub struct Payments {
    pub db: Db,
    pub processors: Processors,
    /// The keys processors sign their callbacks with, one per processor.
    pub callback_keys: CallbackKeys,
    /// The account keys the players' crypto deposit addresses are derived from.
    pub btc_xpub: String,
    pub usdt_xpub: String,
    pub realtime: Realtime,
    pub clock: Clock,
    /// Tells players their withdrawal was scheduled or paid.
    pub mailer: Arc<Mailer>,
    /// What a withdrawal of deposits not yet wagered does (refused, or charged a fee).
    pub unwagered_policy: UnwageredPolicy,
    /// Payouts above this many euros (or the same in another currency at casino-core's rate)
    /// need a second administrator.
    pub second_approval_above: i64,
}

/// The flow a deposit processor runs, which the deposit screen follows: `Card3ds` (card form,
/// then a 3-D Secure challenge in a pop-up), `Card` (answered at once), `Redirect` (the
/// processor's own page), `Voucher`, `Wire` (confirmed by an administrator), `Crypto` (a deposit
/// address; the processor calls back when coins arrive).
pub use back_office::{Decided, Decision};
pub use casino_schema::ProcessorFlow as Flow;
pub use crypto::Asset;
pub use crypto_addresses::for_player as crypto_address_for;
pub use refunds::start as start_refunds;
pub use signing::{CallbackKeys, HEADER as SIGNATURE_HEADER, sign as sign_with_key};

/// Whether the flow starts with the card form.
pub fn takes_card(flow: Flow) -> bool {
    matches!(flow, Flow::Card3ds | Flow::Card)
}

/// What a deposit needs to start: the order already written, and what the player typed.
pub struct Start<'a> {
    pub order: &'a Order,
    pub card: Option<&'a CardForm>,
    pub voucher: Option<&'a str>,
    /// The page's locale, for the processor's pages and the way back.
    pub lang: &'a str,
}

/// What happens after a processor accepted to start a deposit.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Next {
    /// Paid at once.
    Complete { reference: String },
    /// Refused at once (issuer decline, bad voucher).
    Declined { reference: String },
    /// The player authenticates at this page (3-D Secure); the answer comes by callback.
    Challenge { url: String },
    /// The player pays at this page; the answer comes by callback.
    Redirect { url: String },
    /// The answer comes by callback.
    Pending { reference: String },
    /// The player wires the money with this reference; an administrator confirms receipt.
    Wire {
        reference: String,
        account: WireAccount,
    },
}

pub trait PaymentProcessor: Send + Sync {
    fn id(&self) -> Processor;
    fn flow(&self) -> Flow;
    /// Whether this is a sandbox (the screens say so).
    fn sandbox(&self) -> bool;
    /// Minimum and maximum of one deposit.
    fn limits(&self, currency: Currency) -> (Decimal, Decimal);
    /// Starts the payment of a pending order. Card data passes through here and goes nowhere
    /// else: it is neither stored nor logged.
    fn start(&self, start: &Start<'_>) -> Result<Next, String>;
}

/// A processor's callback, the body it signs: the outcome of one order (by id) or, for crypto,
/// coins received at an address. It names the processor and when it was signed, so a body
/// signed for one processor or captured earlier is refused.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Callback {
    /// The processor's id, as in the callback's path.
    pub processor: Processor,
    /// When the processor signed it, in Unix milliseconds (each delivery is signed anew, so a
    /// retry is a new body and a body received twice is a replay).
    pub sent_at: i64,
    /// The processor's own transaction id: also the idempotency key of the credit.
    pub reference: String,
    #[serde(default)]
    pub order_id: Option<String>,
    #[serde(default)]
    pub address: Option<String>,
    /// `approved` or `declined`.
    pub outcome: String,
    /// Cents of the credited currency (crypto deposits, converted at the processor's rate).
    #[serde(default)]
    pub amount_cents: Option<i64>,
    /// The currency of `amount_cents` (crypto deposits): it must be the order's.
    #[serde(default)]
    pub currency: Option<String>,
}

/// Every deposit processor, by id, in the order the deposit screen lists them.
#[derive(Clone)]
pub struct Processors {
    all: Arc<BTreeMap<Processor, Arc<dyn PaymentProcessor>>>,
    order: Arc<Vec<Processor>>,
}

impl Processors {
    /// The processors the site runs: with `sandbox`, every processor the spec names, simulated;
    /// without, only those that move real money with no contract to sign: wire transfers (staff
    /// confirm receipt) and crypto (a chain watcher posts the signed callback).
    pub fn new(wire: WireAccount, sandbox: bool) -> Processors {
        if sandbox {
            return Processors::sandbox(wire);
        }
        let list: Vec<Arc<dyn PaymentProcessor>> = vec![
            Arc::new(sandbox::Wire {
                account: wire,
                sandbox: false,
            }),
            Arc::new(sandbox::Crypto {
                id: Processor::Bitcoin,
                sandbox: false,
            }),
            Arc::new(sandbox::Crypto {
                id: Processor::Usdt,
                sandbox: false,
            }),
        ];
        Processors::of(list)
    }

    /// The sandboxes of every processor the spec names.
    pub fn sandbox(wire: WireAccount) -> Processors {
        let list: Vec<Arc<dyn PaymentProcessor>> = vec![
            Arc::new(sandbox::Card {
                id: Processor::Altitudepay,
                three_ds: true,
            }),
            Arc::new(sandbox::Card {
                id: Processor::Moto,
                three_ds: false,
            }),
            Arc::new(sandbox::Hosted),
            Arc::new(sandbox::Voucher),
            Arc::new(sandbox::Wire {
                account: wire,
                sandbox: true,
            }),
            Arc::new(sandbox::Crypto {
                id: Processor::Bitcoin,
                sandbox: true,
            }),
            Arc::new(sandbox::Crypto {
                id: Processor::Usdt,
                sandbox: true,
            }),
        ];
        Processors::of(list)
    }

    fn of(list: Vec<Arc<dyn PaymentProcessor>>) -> Processors {
        Processors {
            order: Arc::new(list.iter().map(|p| p.id()).collect()),
            all: Arc::new(list.into_iter().map(|p| (p.id(), p)).collect()),
        }
    }

    pub fn get(&self, id: Processor) -> Option<&Arc<dyn PaymentProcessor>> {
        self.all.get(&id)
    }

    pub fn list(&self) -> impl Iterator<Item = &Arc<dyn PaymentProcessor>> {
        self.order.iter().filter_map(|id| self.all.get(id))
    }
}

/// Bounds in euros, in `currency` at casino-core's rate for the site's limits.
pub fn scaled(currency: Currency, min: i64, max: i64) -> (Decimal, Decimal) {
    let factor = casino_core::payments::units_per_euro(currency);
    (Decimal::from(min * factor), Decimal::from(max * factor))
}

/// Withdrawal methods and their bounds.
pub const WITHDRAWAL_METHODS: [(Processor, i64, i64); 2] = [
    (Processor::Bank, 20, 50_000),
    (Processor::Bitcoin, 20, 50_000),
];

/// Credits a deposit and, in the same transaction, the bonus offer it carries (see
/// `bonuses::on_deposit_credited`) and the referral bonus it may complete.
pub fn credit(
    c: &mut DbConnection,
    order: &Order,
    reference: &str,
    now: i64,
) -> AppResult<Settled> {
    credit_deposit(c, order, reference, now, |c| {
        let currency = order.currency;
        on_deposit_credited(
            c,
            &order.id,
            &order.player_id,
            currency,
            order.amount_cents,
            now,
        )?;
        // A referred friend's first deposit may complete what their referrer's bonus waits for.
        reward_referral_if_due(c, &order.player_id, now).map(drop)
    })
}

/// Fails a deposit and withdraws the bonus offer it carried.
pub fn fail(
    c: &mut DbConnection,
    order: &Order,
    reference: Option<&str>,
    now: i64,
) -> AppResult<Settled> {
    fail_deposit(c, order, reference, now, |c| {
        match bonus_offer_of(c, &order.id)? {
            Some(offer) => drop_bonus_offer(c, &offer.id),
            None => Ok(()),
        }
    })
}
