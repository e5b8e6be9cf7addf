//! The sandbox processors' own pages, standing in for the pages real processors host: the card
//! issuer's 3-D Secure challenge and carespay's payment page. They answer the way the real
//! processors do: a signed callback settles the order, then the browser returns to the site's
//! `/threedsecure` page. Also the sandbox's crypto payment, which plays the processor's callback
//! for coins sent to a player's address. Like a real issuer's pages, they speak the player's
//! language (the deposit's `lang`).

use axum::Form;
use axum::Json;
use axum::extract::{Path, Query, State};
use axum::response::{Html, IntoResponse, Redirect, Response};
use casino_core::payments::Processor;
use casino_schema::{SandboxCryptoPayment, TransactionAnswer};
use serde::Deserialize;

use super::auth::CurrentPlayer;
use super::sandbox_words::words;
use crate::api::openapi::PlayerRefusals;
use crate::error::{AppError, AppResult};
use crate::http::json::ApiJson;
use crate::state::AppState;
use crate::wallet::orders::State as OrderState;

#[derive(Deserialize)]
pub struct PageQuery {
    #[serde(default)]
    lang: String,
    /// The page's key, from the deposit's answer (`Payments::sandbox_page_key`).
    #[serde(default)]
    key: String,
}

/// The page's form: the decision, and the page's key (which no other site's form can know).
#[derive(Deserialize)]
pub struct DecisionForm {
    decision: String,
    #[serde(default)]
    lang: String,
    #[serde(default)]
    key: String,
}

const STYLE: &str = "body{font-family:system-ui,sans-serif;background:#f4f5f7;color:#1d1f24;\
margin:0;display:grid;place-items:center;min-height:100vh}main{background:#fff;border-radius:12px;\
padding:2rem;max-width:26rem;box-shadow:0 4px 24px #0002}h1{font-size:1.3rem}dl{display:grid;\
grid-template-columns:auto 1fr;gap:.3rem 1rem}dt{color:#555}button{font-size:1rem;padding:.6rem 1.2rem;\
border-radius:8px;border:0;margin:.3rem .5rem 0 0;cursor:pointer}.ok{background:#157347;color:#fff}\
.no{background:#dde;color:#222}.tag{display:inline-block;background:#ffc107;border-radius:4px;\
padding:0 .4rem;font-size:.8rem}";

/// The sandbox pages' stylesheet (the CSP allows no inline style).
#[utoipa::path(get, path = "/api/sandbox/style.css", responses((status = 200, content_type = "text/css")))]
pub async fn style() -> Response {
    ([(axum::http::header::CONTENT_TYPE, "text/css")], STYLE).into_response()
}

fn escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// The 3-D Secure challenge of a card deposit (the issuer's page in a real flow).
#[utoipa::path(get, path = "/api/sandbox/{processor}/challenge/{id}",
    params(("processor" = String, Path), ("id" = String, Path), ("lang" = Option<String>, Query),
           ("key" = Option<String>, Query, description = "the page's key, from the deposit's answer")),
    responses((status = 200, content_type = "text/html"), (status = 404, body = casino_schema::ErrorEnvelope)))]
pub async fn challenge_page(
    state: State<AppState>,
    path: Path<(String, String)>,
    query: Query<PageQuery>,
) -> AppResult<Response> {
    page(state, path, query).await
}

/// carespay's hosted payment page.
#[utoipa::path(get, path = "/api/sandbox/{processor}/pay/{id}",
    params(("processor" = String, Path), ("id" = String, Path), ("lang" = Option<String>, Query),
           ("key" = Option<String>, Query, description = "the page's key, from the deposit's answer")),
    responses((status = 200, content_type = "text/html"), (status = 404, body = casino_schema::ErrorEnvelope)))]
pub async fn pay_page(
    state: State<AppState>,
    path: Path<(String, String)>,
    query: Query<PageQuery>,
) -> AppResult<Response> {
    page(state, path, query).await
}

async fn page(
    State(state): State<AppState>,
    Path((processor, id)): Path<(String, String)>,
    Query(q): Query<PageQuery>,
) -> AppResult<Response> {
    let processor = Processor::parse(&processor).ok_or_else(AppError::not_found)?;
    let order = state.payments.sandbox_order(processor, id, &q.key).await?;
    let locale = casino_core::Locale::parse(&q.lang).unwrap_or(casino_core::Locale::DEFAULT);
    let w = words(locale);
    let (title, text, yes, no) = if processor != Processor::Carespay {
        (w.challenge_title, w.challenge_text, w.confirm, w.refuse)
    } else {
        (processor.code(), w.pay_text, w.pay, w.cancel)
    };
    let amount = casino_core::money::format_money(order.amount(), order.currency, locale);
    let settled = if order.is(OrderState::Pending) {
        format!(
            "<form method=\"post\"><input type=\"hidden\" name=\"lang\" value=\"{lang}\">\
             <input type=\"hidden\" name=\"key\" value=\"{key}\">\
             <button class=\"ok\" name=\"decision\" value=\"approve\">{yes}</button>\
             <button class=\"no\" name=\"decision\" value=\"decline\">{no}</button></form>",
            lang = escape(&q.lang),
            key = escape(&q.key)
        )
    } else {
        format!("<p>{}</p>", w.settled)
    };
    let html = format!(
        "<!doctype html><html lang=\"{lang}\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width,initial-scale=1\">\
         <title>{title}</title><link rel=\"stylesheet\" href=\"/api/sandbox/style.css\"></head>\
         <body><main><span class=\"tag\">SANDBOX</span><h1>{title}</h1><p>{text}</p>\
         <dl><dt>{merchant}</dt><dd>Émeraude Casino</dd><dt>{amount_word}</dt><dd>{amount}</dd>\
         <dt>{card_word}</dt><dd>{card}</dd></dl>{settled}</main></body></html>",
        lang = locale.tag(),
        merchant = w.merchant,
        amount_word = w.amount,
        card_word = w.card,
        card = escape(order.details.as_deref().unwrap_or("-")),
    );
    Ok(Html(html).into_response())
}

/// The decision on the 3-D Secure page.
#[utoipa::path(post, path = "/api/sandbox/{processor}/challenge/{id}",
    params(("processor" = String, Path), ("id" = String, Path)),
    request_body(content_type = "application/x-www-form-urlencoded", content = String),
    responses((status = 303, description = "back to the site's /threedsecure page"),
              (status = 404, body = casino_schema::ErrorEnvelope),
              (status = 415, body = casino_schema::ErrorEnvelope,
               description = "The body is not a url-encoded form"),
              (status = 422, body = casino_schema::ErrorEnvelope,
               description = "The form has no valid decision")))]
pub async fn decide_challenge(
    state: State<AppState>,
    path: Path<(String, String)>,
    form: Form<DecisionForm>,
) -> AppResult<Response> {
    decide(state, path, form).await
}

/// The decision on carespay's page.
#[utoipa::path(post, path = "/api/sandbox/{processor}/pay/{id}",
    params(("processor" = String, Path), ("id" = String, Path)),
    request_body(content_type = "application/x-www-form-urlencoded", content = String),
    responses((status = 303, description = "back to the site's /threedsecure page"),
              (status = 404, body = casino_schema::ErrorEnvelope),
              (status = 415, body = casino_schema::ErrorEnvelope,
               description = "The body is not a url-encoded form"),
              (status = 422, body = casino_schema::ErrorEnvelope,
               description = "The form has no valid decision")))]
pub async fn decide_pay(
    state: State<AppState>,
    path: Path<(String, String)>,
    form: Form<DecisionForm>,
) -> AppResult<Response> {
    decide(state, path, form).await
}

/// The decision on a sandbox page: the processor's signed callback settles the order, then the
/// browser goes back to the site.
async fn decide(
    State(state): State<AppState>,
    Path((processor, id)): Path<(String, String)>,
    Form(form): Form<DecisionForm>,
) -> AppResult<Response> {
    let processor = Processor::parse(&processor).ok_or_else(AppError::not_found)?;
    let order = state
        .payments
        .sandbox_decide(processor, (id, &form.key), &form.decision)
        .await?;
    let prefix = casino_core::Locale::parse(&form.lang)
        .map(|l| l.url_prefix())
        .filter(|p| !p.is_empty())
        .map(|p| format!("/{p}"))
        .unwrap_or_default();
    Ok(Redirect::to(&format!("{prefix}/threedsecure?transaction={}", order.id)).into_response())
}

/// Coins sent to one of the signed-in player's addresses, announced by the processor's signed
/// callback.
#[utoipa::path(post, path = "/api/sandbox/crypto_payment", request_body = SandboxCryptoPayment,
    responses((status = 200, body = TransactionAnswer), PlayerRefusals,
              (status = 404, body = casino_schema::ErrorEnvelope)))]
pub async fn crypto_payment(
    State(state): State<AppState>,
    CurrentPlayer(p): CurrentPlayer,
    headers: axum::http::HeaderMap,
    ApiJson(body): ApiJson<SandboxCryptoPayment>,
) -> AppResult<Json<TransactionAnswer>> {
    let order = state
        .payments
        .sandbox_crypto_payment(&p.id, &body.address, &body.amount)
        .await?;
    let params = std::collections::BTreeMap::from([(
        "amount".to_owned(),
        casino_core::money::format_money(
            order.amount(),
            order.currency,
            crate::http::locale::request_locale(&headers),
        ),
    )]);
    // Coins for a player who may not deposit now are held, not credited: the answer says so.
    let code = match order.state.as_str() {
        "complete" => "deposit_complete",
        "held" => "deposit_held",
        _ => "deposit_pending",
    };
    Ok(Json(TransactionAnswer {
        code: code.into(),
        message: casino_core::i18n::message(
            crate::http::locale::request_locale(&headers),
            code,
            &params,
        ),
        transaction: order.view(),
    }))
}
