//! The sandboxes: each behaves like its real processor, deterministically, so players, tests and
//! QA can follow every path. Test data (the processors' own sandboxes work the same way):
//! - cards: a valid number ending in `0002` is declined by the issuer; any other valid card
//!   passes (after the 3-D Secure page for altitudepay, where the player may also refuse);
//! - cashlib vouchers: 16 digits; one starting with `0000` is refused;
//! - carespay: its payment page has "Pay" and "Cancel";
//! - crypto: `POST /api/sandbox/crypto_payment` plays the processor's callback for a payment.

use casino_core::Currency;
use casino_core::payments::Processor;
use rust_decimal::Decimal;

use super::{Flow, Next, PaymentProcessor, Start, scaled};
use crate::config::WireAccount;

/// A reference in the processor's style.
pub fn reference(prefix: &str) -> String {
    let id = uuid::Uuid::new_v4().simple().to_string();
    format!("{prefix}-{}", id[..12].to_uppercase())
}

/// A card declined by its issuer (sandbox test card).
fn declined_card(number: &str) -> bool {
    let digits: String = number.chars().filter(char::is_ascii_digit).collect();
    digits.ends_with("0002")
}

pub struct Card {
    pub id: Processor,
    pub three_ds: bool,
}

impl PaymentProcessor for Card {
    fn id(&self) -> Processor {
        self.id
    }
    fn flow(&self) -> Flow {
        if self.three_ds {
            Flow::Card3ds
        } else {
            Flow::Card
        }
    }
    fn sandbox(&self) -> bool {
        true
    }
    fn limits(&self, currency: Currency) -> (Decimal, Decimal) {
        scaled(currency, 10, 5_000)
    }
    fn start(&self, s: &Start<'_>) -> Result<Next, String> {
        let card = s.card.ok_or("card details missing")?;
        let reference = reference(if self.three_ds { "ALT" } else { "MOTO" });
        if declined_card(&card.number) {
            return Ok(Next::Declined { reference });
        }
        if self.three_ds {
            Ok(Next::Challenge {
                url: format!(
                    "/api/sandbox/{}/challenge/{}?lang={}",
                    self.id, s.order.id, s.lang
                ),
            })
        } else {
            Ok(Next::Complete { reference })
        }
    }
}

/// carespay: a hosted payment page.
pub struct Hosted;

impl PaymentProcessor for Hosted {
    fn id(&self) -> Processor {
        Processor::Carespay
    }
    fn flow(&self) -> Flow {
        Flow::Redirect
    }
    fn sandbox(&self) -> bool {
        true
    }
    fn limits(&self, currency: Currency) -> (Decimal, Decimal) {
        scaled(currency, 20, 2_000)
    }
    fn start(&self, s: &Start<'_>) -> Result<Next, String> {
        Ok(Next::Redirect {
            url: format!("/api/sandbox/carespay/pay/{}?lang={}", s.order.id, s.lang),
        })
    }
}

/// cashlib: prepaid vouchers, redeemed asynchronously.
pub struct Voucher;

impl PaymentProcessor for Voucher {
    fn id(&self) -> Processor {
        Processor::Cashlib
    }
    fn flow(&self) -> Flow {
        Flow::Voucher
    }
    fn sandbox(&self) -> bool {
        true
    }
    fn limits(&self, currency: Currency) -> (Decimal, Decimal) {
        scaled(currency, 10, 500)
    }
    fn start(&self, s: &Start<'_>) -> Result<Next, String> {
        let code: String = s
            .voucher
            .unwrap_or_default()
            .chars()
            .filter(|c| !c.is_whitespace())
            .collect();
        if code.len() != 16 || !code.bytes().all(|b| b.is_ascii_digit()) {
            return Err("voucher".into());
        }
        let reference = reference("CL");
        if code.starts_with("0000") {
            Ok(Next::Declined { reference })
        } else {
            Ok(Next::Pending { reference })
        }
    }
}

pub struct Wire {
    pub account: WireAccount,
    /// False when it is the site's real account (staff confirm what arrives).
    pub sandbox: bool,
}

impl PaymentProcessor for Wire {
    fn id(&self) -> Processor {
        Processor::Wire
    }
    fn flow(&self) -> Flow {
        Flow::Wire
    }
    fn sandbox(&self) -> bool {
        self.sandbox
    }
    fn limits(&self, currency: Currency) -> (Decimal, Decimal) {
        scaled(currency, 50, 50_000)
    }
    fn start(&self, _: &Start<'_>) -> Result<Next, String> {
        Ok(Next::Wire {
            reference: reference("WIRE"),
            account: self.account.clone(),
        })
    }
}

/// bitcoin and usdt: no order is started by the player; coins sent to their address arrive by
/// callback (see `front/generate_wallet`).
pub struct Crypto {
    pub id: Processor,
    /// False when the addresses are the operator's and a chain watcher posts the callbacks.
    pub sandbox: bool,
}

impl PaymentProcessor for Crypto {
    fn id(&self) -> Processor {
        self.id
    }
    fn flow(&self) -> Flow {
        Flow::Crypto
    }
    fn sandbox(&self) -> bool {
        self.sandbox
    }
    fn limits(&self, currency: Currency) -> (Decimal, Decimal) {
        scaled(currency, 20, 50_000)
    }
    fn start(&self, _: &Start<'_>) -> Result<Next, String> {
        Err("crypto deposits arrive by callback".into())
    }
}
