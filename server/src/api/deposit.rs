//! Deposits: the processor list, one call per processor (SPEC section 7), crypto addresses, and
//! the processors' signed callbacks that settle what was started.

use std::collections::BTreeMap;

use axum::Json;
use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::HeaderMap;
use casino_core::money::{format_money, from_cents, to_json_string};
use casino_core::payments::{self, CARD_ORDERS_PER_DAY, CardForm};
use casino_core::validate;
use casino_schema::{
    CryptoWallet, CurrencyRequest, DepositAnswer, DepositRequest, ProcessorList, ProcessorView,
    TransactionView, WalletRequest, WireInstructions,
};

use super::auth::CurrentPlayer;
use super::wallet::parse_currency;
use crate::accounts::player::Player;
use crate::error::{AppError, AppResult, ErrorKind};
use crate::http::json::ApiJson;
use crate::locale::request_locale;
use crate::payments::crypto::{self, Asset};
use crate::payments::{Callback, Flow, Next, Start, signing};
use crate::state::AppState;
use crate::wallet::announce::{announce, main_currency};
use crate::wallet::deposits::{self, Settled};
use crate::wallet::orders::{self, Kind, NewOrder, Order};

const DAY_MILLIS: i64 = 24 * 60 * 60 * 1000;

#[utoipa::path(post, path = "/api/front/get_processors", request_body = CurrencyRequest,
    responses((status = 200, body = ProcessorList), (status = 401, body = casino_schema::ErrorEnvelope)))]
pub async fn get_processors(
    State(state): State<AppState>,
    CurrentPlayer(_p): CurrentPlayer,
    ApiJson(body): ApiJson<CurrencyRequest>,
) -> AppResult<Json<ProcessorList>> {
    let currency = parse_currency(&body.currency)?;
    let processors = state
        .processors
        .list()
        .map(|p| {
            let (min, max) = p.limits(currency);
            ProcessorView {
                id: p.id().into(),
                kind: p.flow().as_str().into(),
                currency: currency.code().into(),
                min: to_json_string(min),
                max: to_json_string(max),
                sandbox: p.sandbox(),
            }
        })
        .collect();
    Ok(Json(ProcessorList { processors }))
}

/// The deposit calls of SPEC section 7, one per processor, all with the same body.
pub async fn deposit_with(
    processor: &'static str,
    state: AppState,
    p: Player,
    headers: HeaderMap,
    body: DepositRequest,
) -> AppResult<Json<DepositAnswer>> {
    let now = state.clock.now_millis();
    let proc_ = state
        .processors
        .get(processor)
        .filter(|p| p.flow() != Flow::Crypto)
        .cloned()
        .ok_or_else(AppError::not_found)?;
    let currency = parse_currency(&body.currency)?;
    let (min, max) = proc_.limits(currency);
    let amount =
        validate::amount(&body.amount, min, max).map_err(|e| AppError::rule("amount", &e))?;
    let amount_cents =
        casino_core::money::to_cents(amount).map_err(|_| AppError::invalid_request())?;
    if body.idempotency_key.trim().is_empty() || body.idempotency_key.len() > 100 {
        return Err(AppError::invalid_request());
    }
    let card = match (proc_.flow().takes_card(), &body.card) {
        (true, Some(c)) => {
            let form = CardForm {
                holder: c.holder.clone(),
                number: c.number.clone(),
                month: c.month.clone(),
                year: c.year.clone(),
                cvv: c.cvv.clone(),
            };
            AppError::check(&payments::card_failures(&form, state.clock.today()))?;
            Some(form)
        }
        (true, None) => {
            return Err(AppError::on_field(
                ErrorKind::Invalid,
                "card_invalid",
                "number",
            ));
        }
        (false, _) => None,
    };
    if proc_.flow() == Flow::Voucher {
        validate::required(body.voucher.as_deref().unwrap_or_default())
            .map_err(|e| AppError::rule("voucher", &e))?;
    }
    let lang = request_locale(&headers).tag();
    let details = card.as_ref().map(|c| {
        let (brand, last4) = payments::card_summary(&c.number);
        format!("{brand} •••• {last4}")
    });
    let (player_id, email, key) = (p.id.clone(), p.email.clone(), body.idempotency_key.clone());
    let takes_card = proc_.flow().takes_card();
    let written = state
        .db
        .run(move |c| {
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
            let order = orders::insert(
                c,
                &NewOrder {
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
                },
                now,
            )?;
            match order {
                Some(o) => Ok((o, true)),
                None => orders::by_request(c, &player_id, &key)?
                    .map(|o| (o, false))
                    .ok_or_else(|| AppError::internal("deposit key vanished")),
            }
        })
        .await?;
    let (order, fresh) = written;
    if !fresh {
        // A retry: the first attempt's answer, without starting the payment again.
        return Ok(Json(answer(&headers, &order, None)));
    }
    let next = proc_
        .start(&Start {
            order: &order,
            card: card.as_ref(),
            voucher: body.voucher.as_deref(),
            lang,
        })
        .map_err(|why| {
            tracing::info!(processor, why, "deposit not started");
            AppError::on_field(ErrorKind::Invalid, "number_invalid", "voucher")
        });
    let next = match next {
        Ok(n) => n,
        Err(e) => {
            let o = order.clone();
            state
                .db
                .run(move |c| deposits::fail(c, &o, None, now))
                .await?;
            return Err(e);
        }
    };
    let order = apply(&state, &order, &next).await?;
    if let Next::Pending { reference } = &next {
        sandbox_callback_later(state.clone(), processor, &order, reference, "approved");
    }
    Ok(Json(answer(&headers, &order, Some(next))))
}

/// Carries out what the processor said for a fresh order.
async fn apply(state: &AppState, order: &Order, next: &Next) -> AppResult<Order> {
    let now = state.clock.now_millis();
    let o = order.clone();
    let n = next.clone();
    let settled = state
        .db
        .run(move |c| {
            let now = now;
            Ok(match &n {
                Next::Complete { reference } => Some(deposits::credit(c, &o, reference, now)?),
                Next::Declined { reference } => Some(deposits::fail(c, &o, Some(reference), now)?),
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
            state
                .db
                .run(move |c| orders::find(c, &id))
                .await?
                .unwrap_or_else(|| order.clone())
        }
    };
    announce(
        &state.db,
        &state.realtime,
        &current.player_id,
        Some(&current),
    )
    .await;
    Ok(current)
}

fn amount_param(order: &Order) -> BTreeMap<String, String> {
    BTreeMap::from([(
        "amount".to_owned(),
        format_money(from_cents(order.amount_cents), order.currency()),
    )])
}

/// The answer of a deposit call: the order's state and the sentence for it.
fn answer(headers: &HeaderMap, order: &Order, next: Option<Next>) -> DepositAnswer {
    let code = match (&next, order.state.as_str()) {
        (_, "complete") => "deposit_complete",
        (_, "failed") => "deposit_failed",
        (Some(Next::Challenge { .. }), _) => "threeds_started",
        _ => "deposit_pending",
    };
    let locale = request_locale(headers);
    DepositAnswer {
        transaction: order.view(),
        code: code.into(),
        message: casino_core::i18n::message(locale, code, &amount_param(order)),
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

macro_rules! deposit_calls {
    ($($name:ident => $processor:literal),* $(,)?) => {$(
        #[utoipa::path(post, path = concat!("/api/front/", stringify!($name)), request_body = DepositRequest,
            responses((status = 200, body = DepositAnswer), (status = 401, body = casino_schema::ErrorEnvelope),
                      (status = 422, body = casino_schema::ErrorEnvelope), (status = 429, body = casino_schema::ErrorEnvelope)))]
        pub async fn $name(
            State(state): State<AppState>,
            CurrentPlayer(p): CurrentPlayer,
            headers: HeaderMap,
            ApiJson(body): ApiJson<DepositRequest>,
        ) -> AppResult<Json<DepositAnswer>> {
            deposit_with($processor, state, p, headers, body).await
        }
    )*};
}

deposit_calls! {
    altitudepay_deposit_processor => "altitudepay",
    moto_deposit_processor => "moto",
    carespay_deposit_processor => "carespay",
    cashlib_deposit_processor => "cashlib",
    wire_deposit_processor => "wire",
}

#[utoipa::path(post, path = "/api/front/generate_wallet", request_body = WalletRequest,
    responses((status = 200, body = CryptoWallet), (status = 401, body = casino_schema::ErrorEnvelope)))]
pub async fn generate_wallet(
    State(state): State<AppState>,
    CurrentPlayer(p): CurrentPlayer,
    ApiJson(body): ApiJson<WalletRequest>,
) -> AppResult<Json<CryptoWallet>> {
    let now = state.clock.now_millis();
    let asset = Asset::parse(&body.asset)
        .ok_or_else(|| AppError::on_field(ErrorKind::Invalid, "choice_invalid", "asset"))?;
    let xpub = match asset {
        Asset::Btc => state.config.btc_xpub.clone(),
        Asset::Usdt => state.config.usdt_xpub.clone(),
    };
    let id = p.id.clone();
    let address = state
        .db
        .run(move |c| crate::wallet::crypto_addresses::for_player(c, &id, asset, &xpub, now))
        .await?;
    let sandbox = state
        .processors
        .get(asset.processor())
        .is_some_and(|p| p.sandbox());
    Ok(Json(CryptoWallet {
        asset: asset.code().into(),
        network: asset.network().into(),
        qr_svg: crypto::qr_svg(&address),
        address,
        currency: main_currency(&p.currency).code().into(),
        sandbox,
    }))
}

/// `POST /api/payment/callback/{processor}`: a processor's signed callback.
pub async fn payment_callback(
    State(state): State<AppState>,
    Path(processor): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> AppResult<Json<TransactionView>> {
    let signature = headers
        .get(signing::HEADER)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default();
    let order = settle_callback(&state, &processor, &body, signature).await?;
    Ok(Json(order.view()))
}

/// Verifies and applies a processor's callback: the one path by which a started deposit ends,
/// whether the callback came over HTTP or from a sandbox in this process.
pub async fn settle_callback(
    state: &AppState,
    processor: &str,
    body: &[u8],
    signature: &str,
) -> AppResult<Order> {
    let now = state.clock.now_millis();
    let Some(proc_) = state.processors.get(processor).cloned() else {
        return Err(AppError::not_found());
    };
    if !signing::verify(&state.callback_secret, body, signature) {
        tracing::warn!(processor, "callback with a bad signature refused");
        return Err(AppError::new(ErrorKind::Unauthorized, "unauthorized"));
    }
    let cb: Callback = serde_json::from_slice(body).map_err(|_| AppError::invalid_request())?;
    let processor = proc_.id();
    let settled = state
        .db
        .run(move |c| {
            let now = now;
            let order = match (&cb.order_id, &cb.address) {
                (Some(id), _) => orders::find(c, id)?
                    .filter(|o| o.processor == processor && o.kind == Kind::Deposit.as_str())
                    .ok_or_else(AppError::not_found)?,
                (None, Some(address)) => crypto_order(c, processor, address, &cb, now)?,
                (None, None) => return Err(AppError::invalid_request()),
            };
            match cb.outcome.as_str() {
                "approved" => deposits::credit(c, &order, &cb.reference, now),
                "declined" => deposits::fail(c, &order, Some(&cb.reference), now),
                _ => Err(AppError::invalid_request()),
            }
        })
        .await?;
    if let Settled::Now(o) = &settled {
        announce(&state.db, &state.realtime, &o.player_id, Some(o)).await;
    }
    Ok(settled.order().clone())
}

/// Coins arrived at a player's address: the deposit order they make, keyed by the processor's
/// transaction id (a repeated callback finds it).
fn crypto_order(
    c: &mut crate::db::DbConnection,
    processor: &'static str,
    address: &str,
    cb: &Callback,
    now: i64,
) -> AppResult<Order> {
    let owner =
        crate::wallet::crypto_addresses::owner(c, address)?.ok_or_else(AppError::not_found)?;
    let player = crate::accounts::player::find(c, &owner)?.ok_or_else(AppError::not_found)?;
    let cents = cb
        .amount_cents
        .filter(|a| *a > 0)
        .ok_or_else(AppError::invalid_request)?;
    let key = format!("callback:{processor}:{}", cb.reference);
    let new = NewOrder {
        player_id: &player.id,
        kind: Kind::Deposit,
        processor,
        currency: main_currency(&player.currency),
        amount_cents: cents,
        fee_cents: 0,
        request_key: &key,
        details: Some(address.to_owned()),
        destination: None,
        email: &player.email,
    };
    match orders::insert(c, &new, now)? {
        Some(o) => Ok(o),
        None => orders::by_request(c, &player.id, &key)?.ok_or_else(AppError::not_found),
    }
}

/// The sandbox processor's asynchronous callback, signed like a real one and applied through
/// `settle_callback`, a moment after the answer (as real processors call back).
pub fn sandbox_callback_later(
    state: AppState,
    processor: &'static str,
    order: &Order,
    reference: &str,
    outcome: &'static str,
) {
    let (order, reference) = (order.clone(), reference.to_owned());
    tokio::spawn(async move {
        tokio::time::sleep(std::time::Duration::from_millis(300)).await;
        if let Err(e) = settle_callback_local(&state, processor, &order, &reference, outcome).await
        {
            tracing::warn!(processor, code = e.code, "sandbox callback failed");
        }
    });
}

/// A callback made in this process (a sandbox page's decision, an administrator's wire
/// confirmation), signed and applied like one that came over HTTP.
pub async fn settle_callback_local(
    state: &AppState,
    processor: &str,
    order: &Order,
    reference: &str,
    outcome: &str,
) -> AppResult<Order> {
    let body = serde_json::to_vec(&Callback {
        reference: reference.to_owned(),
        order_id: Some(order.id.clone()),
        address: None,
        outcome: outcome.into(),
        amount_cents: None,
    })
    .map_err(AppError::internal)?;
    let signature = signing::sign(&state.callback_secret, &body);
    settle_callback(state, processor, &body, &signature).await
}
