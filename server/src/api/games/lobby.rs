//! The lobby: games, categories, providers and thumbnails.

use axum::Json;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::http::header::{CACHE_CONTROL, CONTENT_TYPE};
use axum::response::{IntoResponse, Response};
use casino_schema::{
    EmptyRequest, GameGroupList, GameList, GameListRequest, GameProviderList, LiveTables,
};

use crate::error::AppResult;
use crate::games::{live_table_statuses, search_lobby};
use crate::http::json::ApiJson;
use crate::state::AppState;

#[utoipa::path(post, path = "/api/front/get_games", request_body = GameListRequest,
    responses((status = 200, body = GameList)))]
pub async fn get_games(
    State(state): State<AppState>,
    ApiJson(r): ApiJson<GameListRequest>,
) -> AppResult<Json<GameList>> {
    Ok(Json(search_lobby(&state.games.catalog, &r)?))
}

#[utoipa::path(post, path = "/api/front/get_game_group_list", request_body = EmptyRequest,
    responses((status = 200, body = GameGroupList)))]
pub async fn get_game_group_list(
    State(state): State<AppState>,
    _body: ApiJson<EmptyRequest>,
) -> Json<GameGroupList> {
    Json(GameGroupList {
        groups: state.games.catalog.groups(),
    })
}

#[utoipa::path(post, path = "/api/front/get_game_providers", request_body = EmptyRequest,
    responses((status = 200, body = GameProviderList)))]
pub async fn get_game_providers(
    State(state): State<AppState>,
    _body: ApiJson<EmptyRequest>,
) -> Json<GameProviderList> {
    Json(GameProviderList {
        providers: state.games.catalog.providers(),
    })
}

/// Where each live table stands (phase, time left, players), for the lobby's live cards.
#[utoipa::path(post, path = "/api/front/get_live_tables", request_body = EmptyRequest,
    responses((status = 200, body = LiveTables)))]
pub async fn get_live_tables(
    State(state): State<AppState>,
    _body: ApiJson<EmptyRequest>,
) -> AppResult<Json<LiveTables>> {
    let now = state.games.clock.now_millis();
    Ok(Json(live_table_statuses(&state.games, now).await?))
}

#[utoipa::path(get, path = "/api/thumbnails/{file}", params(("file" = String, Path)),
    responses((status = 200, content_type = "image/svg+xml"),
              (status = 404, body = casino_schema::ErrorEnvelope)))]
pub async fn thumbnail_svg(State(state): State<AppState>, Path(file): Path<String>) -> Response {
    match crate::games::thumbnail_svg(&state.games.catalog, &file) {
        Some(svg) => (
            [
                (CONTENT_TYPE, "image/svg+xml"),
                (CACHE_CONTROL, "public, max-age=86400"),
            ],
            svg,
        )
            .into_response(),
        None => StatusCode::NOT_FOUND.into_response(),
    }
}
