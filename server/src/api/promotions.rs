//! `front/get_promotion_template`: the promotions page's bonus campaigns.

use axum::Json;
use axum::extract::State;
use axum::http::HeaderMap;
use casino_schema::{PromotionPage, PromotionRequest};

use super::games::MaybePlayer;
use crate::api::openapi::PlayerRefusals;
use crate::bonuses::reader_currency;
use crate::error::AppResult;
use crate::http::json::ApiJson;
use crate::http::locale::request_locale;
use crate::state::AppState;

/// A page of the promotions, or the one `id` names, in the request's language and in the
/// signed-in player's currency (a visitor's: the language's own). An unknown `id` is 404.
#[utoipa::path(post, path = "/api/front/get_promotion_template", request_body = PromotionRequest,
    responses((status = 200, body = PromotionPage), PlayerRefusals,
        (status = 404, body = casino_schema::ErrorEnvelope)))]
pub async fn get_promotion_template(
    State(state): State<AppState>,
    headers: HeaderMap,
    MaybePlayer(player): MaybePlayer,
    ApiJson(r): ApiJson<PromotionRequest>,
) -> AppResult<Json<PromotionPage>> {
    let lang = request_locale(&headers);
    let currency = reader_currency(player.as_ref(), lang);
    Ok(Json(state.bonuses.template(r, lang, currency).await?))
}
