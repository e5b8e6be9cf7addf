//! Deposits: the processors a player may use, starting a deposit with one of them, and the
//! player's crypto deposit address.

use std::collections::BTreeMap;

use casino_core::money::{format_money, from_cents, to_json_string};
use casino_core::payments::{self, CARD_ORDERS_PER_DAY, CardForm, Processor};
use casino_core::validate;
use casino_core::{Currency, Locale};
use casino_schema::{
    CryptoWallet, DepositAnswer, DepositRequest, ProcessorList, ProcessorView, TransactionView,
    WireInstructions,
};

use super::crypto::{self, Asset};
use super::{Flow, Next, Payments, Start, crypto_addresses, takes_card};
use crate::bonuses::choose_deposit_offer;
use crate::error::{AppError, AppResult, ErrorKind};
use crate::player::Player;
use crate::responsible;
use crate::wallet::announce;
use crate::wallet::orders::{self, Kind, NewOrder, Order};
use diesel::Connection;

const DAY_MILLIS: i64 = 24 * 60 * 60 * 1000;

impl Payments {
    /// The deposit processors with their limits in `currency`.
    pub fn processor_list(&self, currency: Currency) -> AppResult<ProcessorList> {
        let processors = self
            .processors
            .list()
            .map(|p| {
                let (min, max) = p.limits(currency);
                ProcessorView {
                    id: p.id(),
                    kind: p.flow(),
                    currency,
                    min: to_json_string(min),
                    max: to_json_string(max),
                    sandbox: p.sandbox(),
                }
            })
            .collect();
        Ok(ProcessorList { processors })
    }

    /// A deposit with one processor: checks the amount (and the card or voucher), writes the
    /// order once per idempotency key, starts the payment and carries out what the processor
    /// answered. A retry with the same key gets the first attempt's answer and starts nothing.
    pub async fn deposit(
        &self,
        processor: Processor,
        p: Player,
        locale: Locale,
        body: DepositRequest,
    ) -> AppResult<DepositAnswer> {
        let now = self.clock.now_millis();
        let proc_ = self
            .processors
            .get(processor)
            .filter(|p| p.flow() != Flow::Crypto)
            .cloned()
            .ok_or_else(AppError::not_found)?;
        let currency = body.currency;
        let (min, max) = proc_.limits(currency);
        let amount = validate::amount(&body.amount, min, max)
            .map_err(|e| AppError::rule("amount", &e).in_currency(currency))?;
        let amount_cents =
            casino_core::money::to_cents(amount).map_err(|_| AppError::invalid_request())?;
        let card = self.card_of(takes_card(proc_.flow()), &body)?;
        if proc_.flow() == Flow::Voucher {
            validate::plain_text(
                body.voucher.as_deref().unwrap_or_default(),
                validate::VOUCHER_MAX,
            )
            .map_err(|e| AppError::rule("voucher", &e))?;
        }
        let details = card.as_ref().map(|c| {
            let (brand, last4) = payments::card_summary(&c.number);
            format!("{brand} •••• {last4}")
        });
        let (player_id, email) = (p.id.clone(), p.email.clone());
        let player = p.clone();
        let key = body.idempotency_key.as_str().to_owned();
        let takes_card = takes_card(proc_.flow());
        let bonus = body.bonus.clone().filter(|b| !b.trim().is_empty());
        let (order, fresh) = self
            .db
            .write(move |c| {
                if let Some(first) = orders::by_request(c, &player_id, &key)? {
                    return Ok((first, false));
                }
                if takes_card
                    && orders::card_orders_since(c, &email, processor, now - DAY_MILLIS)?
                        >= i64::from(CARD_ORDERS_PER_DAY)
                {
                    return Err(AppError::new(
                        ErrorKind::TooManyRequests,
                        "card_orders_limit",
                    ));
                }
                let new = NewOrder {
                    player_id: &player_id,
                    kind: Kind::Deposit,
                    processor,
                    currency,
                    amount_cents,
                    fee_cents: 0,
                    request_key: &key,
                    details,
                    destination: None,
                    email: &email,
                };
                // The limits' check, the order and the bonus it carries are written together,
                // or none is.
                c.transaction(|c| {
                    responsible::check_deposit(c, &player, currency, amount_cents, now)?;
                    match orders::insert(c, &new, now)? {
                        Some(o) => {
                            if let Some(campaign) = &bonus {
                                choose_deposit_offer(
                                    c,
                                    &player_id,
                                    currency,
                                    campaign,
                                    &o.id,
                                    amount_cents,
                                    now,
                                )?;
                            }
                            Ok((o, true))
                        }
                        None => orders::by_request(c, &player_id, &key)?
                            .map(|o| (o, false))
                            .ok_or_else(|| AppError::internal("deposit key vanished")),
                    }
                })
            })
            .await?;
        if !fresh {
            let view = self.confirmation(&order).await?;
            return Ok(answer(locale, &order, view, None));
        }
        let start = Start {
            order: &order,
            card: card.as_ref(),
            voucher: body.voucher.as_deref(),
            lang: locale.tag(),
        };
        let next = match proc_.start(&start) {
            Ok(n) => n,
            Err(why) => {
                tracing::info!(%processor, why, "deposit not started");
                let o = order.clone();
                self.db
                    .write(move |c| super::fail(c, &o, None, now))
                    .await?;
                return Err(AppError::on_field(
                    ErrorKind::Invalid,
                    "number_invalid",
                    "voucher",
                ));
            }
        };
        let next = match next {
            Next::Challenge { url } => Next::Challenge {
                url: format!("{url}&key={}", self.sandbox_page_key(processor, &order.id)),
            },
            Next::Redirect { url } => Next::Redirect {
                url: format!("{url}&key={}", self.sandbox_page_key(processor, &order.id)),
            },
            other => other,
        };
        let order = self.apply(&order, &next).await?;
        if let Next::Pending { reference } = &next {
            self.sandbox_callback_later(processor, &order, reference, "approved");
        }
        let view = self.confirmation(&order).await?;
        Ok(answer(locale, &order, view, Some(next)))
    }

    /// The order as the deposit's answer tells it, with the bonus its credit gave.
    async fn confirmation(&self, order: &Order) -> AppResult<TransactionView> {
        let order = order.clone();
        self.db
            .run(move |c| orders::view_with_bonus(c, &order))
            .await
    }

    /// The card of a card processor's deposit, checked by casino-core's card rules.
    fn card_of(&self, takes_card: bool, body: &DepositRequest) -> AppResult<Option<CardForm>> {
        match (takes_card, &body.card) {
            (true, Some(c)) => {
                let form = CardForm {
                    holder: c.holder.clone(),
                    number: c.number.clone(),
                    month: c.month.clone(),
                    year: c.year.clone(),
                    cvv: c.cvv.clone(),
                };
                AppError::check(&payments::card_failures(&form, self.clock.today()))?;
                Ok(Some(form))
            }
            (true, None) => Err(AppError::on_field(
                ErrorKind::Invalid,
                "card_invalid",
                "number",
            )),
            (false, _) => Ok(None),
        }
    }

    /// Carries out what the processor said for a fresh order, and tells the player's pages.
    async fn apply(&self, order: &Order, next: &Next) -> AppResult<Order> {
        let now = self.clock.now_millis();
        let (o, n) = (order.clone(), next.clone());
        let settled = self
            .db
            .write(move |c| {
                Ok(match &n {
                    Next::Complete { reference } => Some(super::credit(c, &o, reference, now)?),
                    Next::Declined { reference } => Some(super::fail(c, &o, Some(reference), now)?),
                    Next::Pending { reference } | Next::Wire { reference, .. } => {
                        orders::set_reference(c, &o.id, reference)?;
                        None
                    }
                    Next::Challenge { .. } | Next::Redirect { .. } => None,
                })
            })
            .await?;
        let current = match settled {
            Some(s) => s.order().clone(),
            None => {
                let id = order.id.clone();
                self.db
                    .run(move |c| orders::find(c, &id))
                    .await?
                    .unwrap_or_else(|| order.clone())
            }
        };
        announce(&self.db, &self.realtime, &current.player_id, Some(&current)).await;
        Ok(current)
    }

    /// The player's deposit address for a crypto asset (derived the first time).
    pub async fn crypto_wallet(&self, p: Player, asset: &str) -> AppResult<CryptoWallet> {
        let now = self.clock.now_millis();
        // A suspended or closed account is given no address to send coins to.
        if let Some(refusal) = crate::player::refusal(p.status()) {
            return Err(refusal);
        }
        let asset = Asset::parse(asset)
            .ok_or_else(|| AppError::on_field(ErrorKind::Invalid, "choice_invalid", "asset"))?;
        let xpub = match asset {
            Asset::Btc => self.btc_xpub.clone(),
            Asset::Usdt => self.usdt_xpub.clone(),
        };
        let id = p.id.clone();
        let address = self
            .db
            .write(move |c| crypto_addresses::for_player(c, &id, asset, &xpub, now))
            .await?;
        let sandbox = self
            .processors
            .get(asset.processor())
            .is_some_and(|p| p.sandbox());
        Ok(CryptoWallet {
            asset: asset.code().into(),
            network: asset.network().into(),
            qr_svg: crypto::qr_svg(&address),
            address,
            currency: p.currency,
            sandbox,
        })
    }
}

/// The answer of a deposit call: the order's state and the sentence for it.
fn answer(
    locale: Locale,
    order: &Order,
    transaction: TransactionView,
    next: Option<Next>,
) -> DepositAnswer {
    let code = match (&next, order.state.as_str()) {
        (_, "complete") => "deposit_complete",
        (_, "failed") => "deposit_failed",
        (Some(Next::Challenge { .. }), _) => "threeds_started",
        _ => "deposit_pending",
    };
    let amount = BTreeMap::from([(
        "amount".to_owned(),
        format_money(from_cents(order.amount_cents), order.currency, locale),
    )]);
    DepositAnswer {
        transaction,
        code: code.into(),
        message: casino_core::i18n::message(locale, code, &amount),
        three_d_auth_url: match &next {
            Some(Next::Challenge { url }) => Some(url.clone()),
            _ => None,
        },
        redirect_url: match &next {
            Some(Next::Redirect { url }) => Some(url.clone()),
            _ => None,
        },
        wire: match next {
            Some(Next::Wire { reference, account }) => Some(WireInstructions {
                beneficiary: account.beneficiary,
                iban: account.iban,
                bic: account.bic,
                bank_name: account.bank_name,
                reference,
            }),
            _ => None,
        },
    }
}
