//! The sandbox processors' own pages, standing in for the pages real processors host: the card
//! issuer's 3-D Secure challenge and carespay's payment page. They answer the way the real
//! processors do: a signed callback settles the order, then the browser returns to the site's
//! `/threedsecure` page. Also the sandbox's crypto payment, which plays the processor's callback
//! for coins sent to a player's address. (Like a real processor's pages, these are in English.)

use axum::Form;
use axum::Json;
use axum::extract::{Path, Query, State};
use axum::response::{Html, IntoResponse, Redirect, Response};
use casino_schema::{SandboxCryptoPayment, TransactionAnswer};
use serde::Deserialize;

use super::auth::CurrentPlayer;
use super::deposit::{settle_callback, settle_callback_local};
use crate::error::{AppError, AppResult};
use crate::http::json::ApiJson;
use crate::payments::{Callback, sandbox, signing};
use crate::state::AppState;
use crate::wallet::orders::{self, Order, State as OrderState};

#[derive(Deserialize)]
pub struct PageQuery {
    #[serde(default)]
    lang: String,
}

#[derive(Deserialize)]
pub struct DecisionForm {
    decision: String,
    #[serde(default)]
    lang: String,
}

const STYLE: &str = "body{font-family:system-ui,sans-serif;background:#f4f5f7;color:#1d1f24;\
margin:0;display:grid;place-items:center;min-height:100vh}main{background:#fff;border-radius:12px;\
padding:2rem;max-width:26rem;box-shadow:0 4px 24px #0002}h1{font-size:1.3rem}dl{display:grid;\
grid-template-columns:auto 1fr;gap:.3rem 1rem}dt{color:#555}button{font-size:1rem;padding:.6rem 1.2rem;\
border-radius:8px;border:0;margin:.3rem .5rem 0 0;cursor:pointer}.ok{background:#157347;color:#fff}\
.no{background:#dde;color:#222}.tag{display:inline-block;background:#ffc107;border-radius:4px;\
padding:0 .4rem;font-size:.8rem}";

/// `GET /api/sandbox/style.css`: the pages' stylesheet (the CSP allows no inline style).
pub async fn style() -> Response {
    ([(axum::http::header::CONTENT_TYPE, "text/css")], STYLE).into_response()
}

fn escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

async fn pending_order(state: &AppState, processor: &str, id: String) -> AppResult<Order> {
    let processor = processor.to_owned();
    state
        .db
        .run(move |c| orders::find(c, &id))
        .await?
        .filter(|o| o.processor == processor && o.kind == "deposit")
        .ok_or_else(AppError::not_found)
}

/// `GET /api/sandbox/{processor}/challenge/{id}` (3-D Secure) and
/// `GET /api/sandbox/carespay/pay/{id}` (hosted payment page).
pub async fn page(
    State(state): State<AppState>,
    Path((processor, id)): Path<(String, String)>,
    Query(q): Query<PageQuery>,
) -> AppResult<Response> {
    let order = pending_order(&state, &processor, id).await?;
    let three_ds = processor != "carespay";
    let (title, text, yes, no) = if three_ds {
        (
            "3-D Secure authentication",
            "Your bank asks you to confirm this card payment.",
            "Confirm payment",
            "Refuse",
        )
    } else {
        ("carespay", "Pay this order with carespay.", "Pay", "Cancel")
    };
    let amount = casino_core::money::format_money(order.amount(), order.currency());
    let settled = if order.is(OrderState::Pending) {
        format!(
            "<form method=\"post\"><input type=\"hidden\" name=\"lang\" value=\"{lang}\">\
             <button class=\"ok\" name=\"decision\" value=\"approve\">{yes}</button>\
             <button class=\"no\" name=\"decision\" value=\"decline\">{no}</button></form>",
            lang = escape(&q.lang)
        )
    } else {
        "<p>This order is already settled.</p>".to_owned()
    };
    let html = format!(
        "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width,initial-scale=1\">\
         <title>{title}</title><link rel=\"stylesheet\" href=\"/api/sandbox/style.css\"></head>\
         <body><main><span class=\"tag\">SANDBOX</span><h1>{title}</h1><p>{text}</p>\
         <dl><dt>Merchant</dt><dd>Émeraude Casino</dd><dt>Amount</dt><dd>{amount}</dd>\
         <dt>Card</dt><dd>{card}</dd></dl>{settled}</main></body></html>",
        card = escape(order.details.as_deref().unwrap_or("-")),
    );
    Ok(Html(html).into_response())
}

/// The decision on the sandbox page: the processor's signed callback settles the order, then the
/// browser goes back to the site.
pub async fn decide(
    State(state): State<AppState>,
    Path((processor, id)): Path<(String, String)>,
    Form(form): Form<DecisionForm>,
) -> AppResult<Response> {
    let order = pending_order(&state, &processor, id).await?;
    let outcome = match form.decision.as_str() {
        "approve" => "approved",
        "decline" => "declined",
        _ => return Err(AppError::invalid_request()),
    };
    if order.is(OrderState::Pending) {
        let reference = sandbox::reference(if processor == "carespay" { "CP" } else { "ALT" });
        settle_callback_local(&state, &processor, &order, &reference, outcome).await?;
    }
    let prefix = casino_core::Locale::parse(&form.lang)
        .map(|l| l.url_prefix())
        .filter(|p| !p.is_empty())
        .map(|p| format!("/{p}"))
        .unwrap_or_default();
    Ok(Redirect::to(&format!("{prefix}/threedsecure?transaction={}", order.id)).into_response())
}

/// `POST /api/sandbox/crypto_payment`: coins sent to one of the signed-in player's addresses,
/// announced by the processor's signed callback.
pub async fn crypto_payment(
    State(state): State<AppState>,
    CurrentPlayer(p): CurrentPlayer,
    headers: axum::http::HeaderMap,
    ApiJson(body): ApiJson<SandboxCryptoPayment>,
) -> AppResult<Json<TransactionAnswer>> {
    let now = state.clock.now_millis();
    let address = body.address.trim().to_owned();
    let owner_address = address.clone();
    let (owner, asset) = state
        .db
        .run(move |c| {
            use crate::db::schema::crypto_addresses as a;
            use diesel::prelude::*;
            Ok(a::table
                .filter(a::address.eq(owner_address))
                .select((a::player_id, a::asset))
                .first::<(String, String)>(c)
                .optional()?)
        })
        .await?
        .ok_or_else(AppError::not_found)?;
    if owner != p.id {
        return Err(AppError::not_found());
    }
    let amount =
        casino_core::validate::number(&body.amount).map_err(|e| AppError::rule("amount", &e))?;
    let cents = casino_core::money::to_cents(amount).map_err(|_| AppError::invalid_request())?;
    if cents <= 0 {
        return Err(AppError::rule(
            "amount",
            &casino_core::RuleError::NumberInvalid,
        ));
    }
    let processor = if asset == "BTC" { "bitcoin" } else { "usdt" };
    let cb = Callback {
        reference: format!(
            "tx-{}-{}",
            now,
            &uuid::Uuid::new_v4().simple().to_string()[..8]
        ),
        order_id: None,
        address: Some(address),
        outcome: "approved".into(),
        amount_cents: Some(cents),
    };
    let raw = serde_json::to_vec(&cb).map_err(AppError::internal)?;
    let signature = signing::sign(&state.callback_secret, &raw);
    let order = settle_callback(&state, processor, &raw, &signature).await?;
    let params = std::collections::BTreeMap::from([(
        "amount".to_owned(),
        casino_core::money::format_money(order.amount(), order.currency()),
    )]);
    Ok(Json(TransactionAnswer {
        code: "deposit_complete".into(),
        message: casino_core::i18n::message(
            crate::locale::request_locale(&headers),
            "deposit_complete",
            &params,
        ),
        transaction: order.view(),
    }))
}
