//! Withdrawals as the player sees them: the methods with the facts the page quotes with, the
//! request, and the cancel of a pending one. The money moves in `wallet::withdrawals`.

use casino_core::Currency;
use casino_core::money::{from_cents, to_json_string};
use casino_core::payments::{self, BankForm, Processor};
use casino_schema::{
    WithdrawalContext, WithdrawalProcessorList, WithdrawalProcessorView, WithdrawalRequest,
};

use super::{Payments, WITHDRAWAL_METHODS, scaled};
use crate::bonuses::wagering_left;
use crate::error::{AppError, AppResult, ErrorKind};
use crate::ids::OrderId;
use crate::player::Player;
use crate::wallet::announce;
use crate::wallet::orders::{self, Order, State as OrderState};
use crate::wallet::{WithdrawalAsk, give_back_withdrawal, request_withdrawal, withdrawal_facts};

impl Payments {
    /// The withdrawal methods in `currency`, with the player's balance, deposits, wagers and
    /// this month's withdrawals.
    pub async fn withdrawal_processors(
        &self,
        p: Player,
        currency: Currency,
    ) -> AppResult<WithdrawalProcessorList> {
        let now = self.clock.now_millis();
        let policy = self.unwagered_policy;
        let f = self
            .db
            .run(move |c| {
                let left = wagering_left(c, &p.id, currency, now)?;
                withdrawal_facts(c, &p, currency, policy, now, (0, left))
            })
            .await?;
        let amount = |cents| to_json_string(from_cents(cents));
        Ok(WithdrawalProcessorList {
            processors: WITHDRAWAL_METHODS
                .iter()
                .map(|(id, min, max)| {
                    let (min, max) = scaled(currency, *min, *max);
                    WithdrawalProcessorView {
                        id: *id,
                        min: to_json_string(min),
                        max: to_json_string(max),
                    }
                })
                .collect(),
            context: WithdrawalContext {
                currency,
                balance: amount(f.balance),
                deposited: amount(f.deposited),
                wagered: amount(f.wagered),
                withdrawn_this_month: amount(f.withdrawn_this_month),
                verification: crate::player::shown_level(f.verification),
                policy: f.policy,
                bonus_wagering_left: amount(f.bonus_wagering_left),
                wagering_left: amount(casino_core::payments::deposit_wagering_left(
                    f.deposited,
                    f.wagered,
                )),
                limits_active: f.limits_active.to_string(),
            },
        })
    }

    /// A withdrawal request: the destination checked by casino-core's rules, the money held
    /// from the balance once per idempotency key.
    pub async fn request_withdrawal(&self, p: Player, body: WithdrawalRequest) -> AppResult<Order> {
        let now = self.clock.now_millis();
        let currency = body.currency;
        let Some(&(processor, min, max)) = WITHDRAWAL_METHODS
            .iter()
            .find(|(id, ..)| id.code() == body.processor)
        else {
            return Err(AppError::on_field(
                ErrorKind::Invalid,
                "choice_invalid",
                "processor",
            ));
        };
        let (min, max) = scaled(currency, min, max);
        casino_core::validate::amount(&body.amount, min, max)
            .map_err(|e| AppError::rule("amount", &e).in_currency(currency))?;
        let (destination, details) = destination(processor, &body)?;
        let policy = self.unwagered_policy;
        let player_id = p.id.clone();
        let order = self
            .db
            .write(move |c| {
                let request = WithdrawalAsk {
                    player: &p,
                    processor,
                    amount: &body.amount,
                    currency,
                    key: body.idempotency_key.as_str(),
                    destination,
                    details,
                    policy,
                    bonus_wagering_left: wagering_left(c, &p.id, currency, now)?,
                };
                request_withdrawal(c, &request, now)
            })
            .await?;
        announce(&self.db, &self.realtime, &player_id, Some(&order)).await;
        Ok(order)
    }

    /// The player takes back a withdrawal nobody has approved yet.
    pub async fn cancel_withdrawal(&self, p: &Player, id: Option<String>) -> AppResult<Order> {
        let now = self.clock.now_millis();
        let id = OrderId::from(id.ok_or_else(AppError::invalid_request)?);
        let player_id = p.id.clone();
        let order = self
            .db
            .write(move |c| {
                let order = orders::find_own(c, &player_id, &id)?;
                if order.kind != orders::Kind::Withdrawal
                    || !give_back_withdrawal(c, &order, OrderState::Cancelled, now)?
                {
                    // Approved, paid or cancelled already: too late to cancel.
                    return Err(AppError::new(ErrorKind::Conflict, "action_failed"));
                }
                orders::find_own(c, &player_id, &id)
            })
            .await?;
        announce(&self.db, &self.realtime, &p.id, Some(&order)).await;
        Ok(order)
    }
}

/// Where the money goes (kept for the payout) and how the history shows it (the bank and the
/// account's last four digits, or the address).
fn destination(processor: Processor, body: &WithdrawalRequest) -> AppResult<(String, String)> {
    if processor == Processor::Bank {
        let b = body.bank.clone().unwrap_or_default();
        let form = BankForm {
            account: b.account,
            beneficiary: b.beneficiary,
            bic: b.bic,
            bank_name: b.bank_name,
            zip_code: b.zip_code,
            address: b.address,
        };
        AppError::check(&payments::bank_failures(&form))?;
        let compact: String = form
            .account
            .chars()
            .filter(|c| !c.is_whitespace())
            .collect();
        let tail = &compact[compact.len().saturating_sub(4)..];
        let details = format!("{} •••• {tail}", form.bank_name.trim());
        let destination = serde_json::to_string(&form).map_err(AppError::internal)?;
        Ok((destination, details))
    } else {
        let address = body.address.clone().unwrap_or_default();
        payments::bitcoin_address(&address).map_err(|e| AppError::rule("address", &e))?;
        Ok((address.trim().to_owned(), address.trim().to_owned()))
    }
}
