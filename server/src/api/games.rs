//! Game calls: the lobby's catalog, the game player's rounds, provably fair seeds, the bet
//! history and the thumbnails.

use axum::Json;
use axum::extract::{FromRequestParts, Path, State};
use axum::http::header::{AUTHORIZATION, CACHE_CONTROL, CONTENT_TYPE};
use axum::http::request::Parts;
use axum::response::IntoResponse;
use casino_core::games::{Action, GameBet, GameConfig};
use casino_core::money::{from_cents, to_json_string};
use casino_schema::{
    ActRequest, BetFilter, BetPage, BetRequest, BetRow, EmptyRequest, GameGroupList, GameList,
    GameListRequest, GameProviderList, GameUrl, GameUrlRequest, LiveBetRequest, OpenRoundRequest,
    RoundRequest, RoundView, SeedsRequest, SeedsView,
};
use diesel::prelude::*;

use super::auth::player_for_token;
use super::wallet::main_currency;
use crate::accounts::player::Player;
use crate::error::{AppError, AppResult, ErrorKind};
use crate::games::catalog::{Catalog, Game, Order};
use crate::games::purse::{self, Purse};
use crate::games::rounds::{self, Stepped};
use crate::games::{configs, live, seeds, thumbnail};
use crate::http::json::ApiJson;
use crate::state::AppState;

const MAX_PAGE_SIZE: u32 = 100;

/// The signed-in player if the request carries a token (which must then be genuine), else none:
/// fun play needs no account.
pub struct MaybePlayer(pub Option<Player>);

impl FromRequestParts<AppState> for MaybePlayer {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> AppResult<MaybePlayer> {
        let Some(header) = parts.headers.get(AUTHORIZATION) else {
            return Ok(MaybePlayer(None));
        };
        let token = header
            .to_str()
            .ok()
            .and_then(|v| v.strip_prefix("Bearer "))
            .ok_or_else(|| AppError::new(ErrorKind::Unauthorized, "unauthorized"))?;
        Ok(MaybePlayer(Some(player_for_token(state, token).await?)))
    }
}

fn game<'a>(state: &'a AppState, id: &str) -> AppResult<&'a Game> {
    state
        .catalog
        .get(id)
        .ok_or_else(|| AppError::on_field(ErrorKind::NotFound, "game_not_found", "game_id"))
}

fn cents(c: i64) -> String {
    to_json_string(from_cents(c))
}

#[utoipa::path(post, path = "/api/front/get_games", request_body = GameListRequest,
    responses((status = 200, body = GameList), (status = 422, body = casino_schema::ErrorEnvelope)))]
pub async fn get_games(
    State(state): State<AppState>,
    ApiJson(r): ApiJson<GameListRequest>,
) -> AppResult<Json<GameList>> {
    let order = Order::parse(r.order.as_deref())
        .ok_or_else(|| AppError::on_field(ErrorKind::Invalid, "choice_invalid", "order"))?;
    let blank = |s: &Option<String>| {
        s.as_deref()
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(str::to_owned)
    };
    let found = state
        .catalog
        .search(
            blank(&r.category).as_deref(),
            blank(&r.provider).as_deref(),
            r.search.as_deref(),
            order,
        )
        .ok_or_else(|| AppError::on_field(ErrorKind::Invalid, "choice_invalid", "category"))?;
    let page = r.page.unwrap_or(1).max(1);
    let page_size = r.page_size.unwrap_or(24).clamp(1, MAX_PAGE_SIZE);
    let games = found
        .iter()
        .skip(((page - 1) * page_size) as usize)
        .take(page_size as usize)
        .map(|g| g.summary.clone())
        .collect();
    Ok(Json(GameList {
        games,
        total: found.len() as u32,
        page,
        page_size,
    }))
}

#[utoipa::path(post, path = "/api/front/get_game_group_list", request_body = EmptyRequest,
    responses((status = 200, body = GameGroupList)))]
pub async fn get_game_group_list(State(state): State<AppState>) -> Json<GameGroupList> {
    Json(GameGroupList {
        groups: state.catalog.groups(),
    })
}

#[utoipa::path(post, path = "/api/front/get_game_providers", request_body = EmptyRequest,
    responses((status = 200, body = GameProviderList)))]
pub async fn get_game_providers(State(state): State<AppState>) -> Json<GameProviderList> {
    Json(GameProviderList {
        providers: state.catalog.providers(),
    })
}

#[utoipa::path(get, path = "/api/thumbnails/{file}", params(("file" = String, Path)),
    responses((status = 200, content_type = "image/svg+xml"), (status = 404)))]
pub async fn thumbnail_svg(
    State(state): State<AppState>,
    Path(file): Path<String>,
) -> axum::response::Response {
    let Some(game) = file
        .strip_suffix(".svg")
        .and_then(|id| state.catalog.get(id))
    else {
        return axum::http::StatusCode::NOT_FOUND.into_response();
    };
    (
        [
            (CONTENT_TYPE, "image/svg+xml"),
            (CACHE_CONTROL, "public, max-age=86400"),
        ],
        thumbnail::svg(&game.entry),
    )
        .into_response()
}

/// Whose money a call plays with: the signed-in player's main wallet for real play, the fun
/// session for fun play.
async fn purse_for(
    state: &AppState,
    player: Option<Player>,
    mode: &str,
    fun_session: Option<String>,
) -> AppResult<Purse> {
    match mode {
        "real" => {
            let p = player.ok_or_else(|| AppError::new(ErrorKind::Unauthorized, "unauthorized"))?;
            Ok(Purse::Real {
                currency: main_currency(&p.currency),
                player: p.id,
            })
        }
        "fun" => {
            let session = fun_session.ok_or_else(|| {
                AppError::on_field(ErrorKind::NotFound, "fun_session_unknown", "fun_session")
            })?;
            let id = session.clone();
            let known = state
                .db
                .run(move |c| purse::fun_session_exists(c, &id))
                .await?;
            if known {
                Ok(Purse::Fun { session })
            } else {
                Err(AppError::on_field(
                    ErrorKind::NotFound,
                    "fun_session_unknown",
                    "fun_session",
                ))
            }
        }
        _ => Err(AppError::on_field(
            ErrorKind::Invalid,
            "choice_invalid",
            "mode",
        )),
    }
}

async fn game_url(
    state: &AppState,
    player: Option<Player>,
    r: GameUrlRequest,
    live: bool,
) -> AppResult<GameUrl> {
    let now = state.clock.now_millis();
    let g = game_of_kind(state, &r.game_id, live)?;
    let fun_session = if r.mode == "fun" {
        let known = match r.fun_session.clone() {
            Some(id) => {
                state
                    .db
                    .run(move |c| purse::fun_session_exists(c, &id))
                    .await?
            }
            None => false,
        };
        let id = match (known, r.fun_session) {
            (true, Some(id)) => id,
            _ => {
                let id = uuid::Uuid::new_v4().to_string();
                let (new_id, owner) = (id.clone(), player.as_ref().map(|p| p.id.clone()));
                state
                    .db
                    .run(move |c| purse::open_fun_session(c, &new_id, owner.as_deref(), now))
                    .await?;
                id
            }
        };
        Some(id)
    } else {
        None
    };
    let p = purse_for(state, player, &r.mode, fun_session.clone()).await?;
    if live {
        state.live.want(&g.entry.id, now);
        crate::games::live::start(state);
    }
    let purse = p.clone();
    let balance = state.db.run(move |c| purse.balance(c)).await?;
    let (min, max) = g.config().limits();
    Ok(GameUrl {
        url: format!("/online-casino/{}?mode={}", g.entry.id, r.mode),
        mode: r.mode,
        game: g.summary.clone(),
        config: serde_json::to_value(g.config()).map_err(AppError::internal)?,
        min_bet: cents(min),
        max_bet: cents(max),
        currency: p.currency_code().into(),
        fun_session,
        balance: cents(balance),
    })
}

#[utoipa::path(post, path = "/api/front/get_game_url", request_body = GameUrlRequest,
    responses((status = 200, body = GameUrl), (status = 401, body = casino_schema::ErrorEnvelope),
        (status = 404, body = casino_schema::ErrorEnvelope)))]
pub async fn get_game_url(
    State(state): State<AppState>,
    MaybePlayer(player): MaybePlayer,
    ApiJson(r): ApiJson<GameUrlRequest>,
) -> AppResult<Json<GameUrl>> {
    Ok(Json(game_url(&state, player, r, false).await?))
}

#[utoipa::path(post, path = "/api/front/get_live_game_url", request_body = GameUrlRequest,
    responses((status = 200, body = GameUrl), (status = 401, body = casino_schema::ErrorEnvelope),
        (status = 404, body = casino_schema::ErrorEnvelope)))]
pub async fn get_live_game_url(
    State(state): State<AppState>,
    MaybePlayer(player): MaybePlayer,
    ApiJson(r): ApiJson<GameUrlRequest>,
) -> AppResult<Json<GameUrl>> {
    Ok(Json(game_url(&state, player, r, true).await?))
}

/// The round as the API shows it: the seed pair's commitment always, its server seed once
/// revealed by a rotation. Real money moved, so the player's other pages hear of it.
fn round_view(state: &AppState, purse: &Purse, stepped: Stepped) -> AppResult<RoundView> {
    let Stepped {
        round: r,
        seed,
        allowed,
        balance_cents,
    } = stepped;
    if let Purse::Real { player, .. } = purse
        && state.realtime.has_listeners()
    {
        let (state, player) = (state.clone(), player.clone());
        tokio::spawn(async move { super::wallet::announce(&state, &player, None).await });
    }
    let name = state
        .catalog
        .get(&r.game_id)
        .map_or_else(|| r.game_id.clone(), |g| g.entry.name.clone());
    let parse = |s: &str| serde_json::from_str::<serde_json::Value>(s).map_err(AppError::internal);
    Ok(RoundView {
        game_name: name,
        mode: r.mode.clone(),
        currency: r.currency.clone(),
        stake: cents(r.stake_cents),
        win: cents(r.win_cents),
        finished: r.finished,
        allowed,
        bet: parse(&r.bet)?,
        actions: serde_json::from_str(&r.actions).map_err(AppError::internal)?,
        view: parse(&r.view)?,
        commitment: seed.commitment,
        client_seed: seed.client_seed,
        nonce: r.nonce as u64,
        server_seed: (!seed.active).then_some(seed.server_seed),
        created_at: r.created_at,
        balance: cents(balance_cents),
        live_round_id: r.live_round_id,
        config: None,
        id: r.id,
        game_id: r.game_id,
    })
}

/// A game that is (or is not) a live table: the other kind is "not found" for a call.
fn game_of_kind<'a>(state: &'a AppState, id: &str, live: bool) -> AppResult<&'a Game> {
    let g = game(state, id)?;
    if g.entry.live != live {
        return Err(AppError::on_field(
            ErrorKind::Invalid,
            "game_not_found",
            "game_id",
        ));
    }
    Ok(g)
}

/// What a bet request carries, checked: its idempotency key, the engine's bet and whose money.
async fn placing(
    state: &AppState,
    player: Option<Player>,
    mode: &str,
    fun_session: Option<String>,
    key: &str,
    bet: serde_json::Value,
) -> AppResult<(String, GameBet, Purse)> {
    let key = idempotency_key(key)?;
    let bet = parse_bet(bet)?;
    Ok((key, bet, purse_for(state, player, mode, fun_session).await?))
}

fn idempotency_key(key: &str) -> AppResult<String> {
    uuid::Uuid::parse_str(key.trim())
        .map(|k| k.to_string())
        .map_err(|_| AppError::on_field(ErrorKind::Invalid, "invalid_request", "idempotency_key"))
}

fn parse_bet(bet: serde_json::Value) -> AppResult<GameBet> {
    serde_json::from_value(bet)
        .map_err(|_| AppError::on_field(ErrorKind::Invalid, "bet_invalid", "bet"))
}

#[utoipa::path(post, path = "/api/game/bet", request_body = BetRequest,
    responses((status = 200, body = RoundView), (status = 422, body = casino_schema::ErrorEnvelope)))]
pub async fn bet(
    State(state): State<AppState>,
    MaybePlayer(player): MaybePlayer,
    ApiJson(r): ApiJson<BetRequest>,
) -> AppResult<Json<RoundView>> {
    let now = state.clock.now_millis();
    let g = game_of_kind(&state, &r.game_id, false)?;
    let (key, bet, p) = placing(
        &state,
        player,
        &r.mode,
        r.fun_session,
        &r.idempotency_key,
        r.bet,
    )
    .await?;
    let (record, purse, k) = (state.configs.record_for(g), p.clone(), key.clone());
    let opened = state
        .db
        .write(move |c| rounds::open(c, &purse, &record, &bet, &k, now))
        .await;
    let stepped = once(&state, g, &p, &key, opened).await?;
    Ok(Json(round_view(&state, &p, stepped)?))
}

#[utoipa::path(post, path = "/api/game/act", request_body = ActRequest,
    responses((status = 200, body = RoundView), (status = 409, body = casino_schema::ErrorEnvelope),
        (status = 422, body = casino_schema::ErrorEnvelope)))]
pub async fn act(
    State(state): State<AppState>,
    MaybePlayer(player): MaybePlayer,
    ApiJson(r): ApiJson<ActRequest>,
) -> AppResult<Json<RoundView>> {
    let now = state.clock.now_millis();
    let action: Action = serde_json::from_value(r.action)
        .map_err(|_| AppError::on_field(ErrorKind::Invalid, "action_not_allowed", "action"))?;
    let mode = if r.fun_session.is_some() {
        "fun"
    } else {
        "real"
    };
    let p = purse_for(&state, player, mode, r.fun_session).await?;
    let (purse, id, catalog) = (p.clone(), r.round_id.clone(), state.catalog.clone());
    let config = state
        .db
        .run(move |c| round_config(c, &catalog, &purse, &id))
        .await?;
    let (purse, id) = (p.clone(), r.round_id);
    let stepped = state
        .db
        .write(move |c| rounds::act(c, &purse, &id, &config, action, r.step, now))
        .await?;
    Ok(Json(round_view(&state, &p, stepped)?))
}

#[utoipa::path(post, path = "/api/game/open_round", request_body = OpenRoundRequest,
    responses((status = 200, body = Option<RoundView>)))]
pub async fn open_round(
    State(state): State<AppState>,
    MaybePlayer(player): MaybePlayer,
    ApiJson(r): ApiJson<OpenRoundRequest>,
) -> AppResult<Json<Option<RoundView>>> {
    let g = game(&state, &r.game_id)?;
    let p = purse_for(&state, player, &r.mode, r.fun_session).await?;
    let (purse, game_id, catalog) = (p.clone(), g.entry.id.clone(), state.catalog.clone());
    let stepped = state
        .db
        .run(move |c| {
            let Some(id) = rounds::open_round(c, &purse, &game_id)? else {
                return Ok(None);
            };
            let config = round_config(c, &catalog, &purse, &id)?;
            rounds::current(c, &purse, &id, &config).map(Some)
        })
        .await?;
    Ok(Json(match stepped {
        Some(s) => Some(round_view(&state, &p, s)?),
        None => None,
    }))
}

#[utoipa::path(post, path = "/api/game/round", request_body = RoundRequest,
    responses((status = 200, body = RoundView), (status = 404, body = casino_schema::ErrorEnvelope)))]
pub async fn round(
    State(state): State<AppState>,
    MaybePlayer(player): MaybePlayer,
    ApiJson(r): ApiJson<RoundRequest>,
) -> AppResult<Json<RoundView>> {
    let mode = if r.fun_session.is_some() {
        "fun"
    } else {
        "real"
    };
    let p = purse_for(&state, player, mode, r.fun_session).await?;
    let (purse, id) = (p.clone(), r.round_id);
    let catalog = state.catalog.clone();
    let (stepped, config) = state
        .db
        .run(move |c| {
            let config = round_config(c, &catalog, &purse, &id)?;
            Ok((rounds::current(c, &purse, &id, &config)?, config))
        })
        .await?;
    Ok(Json(RoundView {
        config: Some(serde_json::to_value(config).map_err(AppError::internal)?),
        ..round_view(&state, &p, stepped)?
    }))
}

/// The configuration a stored round of the purse was played under.
fn round_config(
    c: &mut crate::db::DbConnection,
    catalog: &Catalog,
    purse: &Purse,
    round_id: &str,
) -> AppResult<GameConfig> {
    let row = rounds::load(c, purse, round_id)?;
    let today = catalog.get(&row.game_id).ok_or_else(AppError::not_found)?;
    configs::of_round(c, row.config_hash.as_deref(), today)
}

#[utoipa::path(post, path = "/api/game/live_bet", request_body = LiveBetRequest,
    responses((status = 200, body = RoundView), (status = 409, body = casino_schema::ErrorEnvelope),
        (status = 422, body = casino_schema::ErrorEnvelope)))]
pub async fn live_bet(
    State(state): State<AppState>,
    MaybePlayer(player): MaybePlayer,
    ApiJson(r): ApiJson<LiveBetRequest>,
) -> AppResult<Json<RoundView>> {
    let now = state.clock.now_millis();
    let g = game_of_kind(&state, &r.game_id, true)?;
    let (key, bet, p) = placing(
        &state,
        player,
        &r.mode,
        r.fun_session,
        &r.idempotency_key,
        r.bet,
    )
    .await?;
    let (record, purse, k) = (state.configs.record_for(g), p.clone(), key.clone());
    let round_id = r.live_round_id;
    let placed = state
        .db
        .write(move |c| live::bet(c, &purse, &record, &round_id, &bet, &k, now))
        .await;
    let stepped = once(&state, g, &p, &key, placed).await?;
    Ok(Json(round_view(&state, &p, stepped)?))
}

/// The answer to a bet: the round it opened, or for a repeated idempotency key the round the
/// first request opened (the repeat wrote nothing). The game's configuration is stored by then.
async fn once(
    state: &AppState,
    g: &Game,
    purse: &Purse,
    key: &str,
    written: AppResult<Stepped>,
) -> AppResult<Stepped> {
    match written {
        Ok(stepped) => {
            state.configs.mark(&g.config_hash);
            Ok(stepped)
        }
        Err(e) if e.code == rounds::REPEATED => {
            let (purse, key, config) = (
                purse.clone(),
                rounds::request_key(purse, key),
                g.config().clone(),
            );
            state
                .db
                .run(move |c| rounds::first_answer(c, &purse, &key, &config))
                .await
        }
        Err(e) => Err(e),
    }
}

async fn seeds_call(
    state: &AppState,
    player: Option<Player>,
    r: SeedsRequest,
    change: Option<Option<String>>,
) -> AppResult<SeedsView> {
    let now = state.clock.now_millis();
    let p = purse_for(state, player, &r.mode, r.fun_session).await?;
    let owner = p.owner();
    match change {
        None => state.db.run(move |c| seeds::view(c, &owner, now)).await,
        Some(client_seed) => {
            if let Some(s) = &client_seed
                && !seeds::valid_client_seed(s)
            {
                return Err(AppError::on_field(
                    ErrorKind::Invalid,
                    "client_seed_invalid",
                    "client_seed",
                ));
            }
            state
                .db
                .write(move |c| {
                    // An open round would become predictable once its seed is revealed.
                    if rounds::has_open(c, &owner)? {
                        return Err(AppError::new(ErrorKind::Conflict, "round_open"));
                    }
                    seeds::rotate(c, &owner, client_seed.as_deref(), now)?;
                    seeds::view(c, &owner, now)
                })
                .await
        }
    }
}

#[utoipa::path(post, path = "/api/game/seeds", request_body = SeedsRequest,
    responses((status = 200, body = SeedsView)))]
pub async fn get_seeds(
    State(state): State<AppState>,
    MaybePlayer(player): MaybePlayer,
    ApiJson(r): ApiJson<SeedsRequest>,
) -> AppResult<Json<SeedsView>> {
    Ok(Json(seeds_call(&state, player, r, None).await?))
}

#[utoipa::path(post, path = "/api/game/rotate_seed", request_body = SeedsRequest,
    responses((status = 200, body = SeedsView), (status = 409, body = casino_schema::ErrorEnvelope)))]
pub async fn rotate_seed(
    State(state): State<AppState>,
    MaybePlayer(player): MaybePlayer,
    ApiJson(r): ApiJson<SeedsRequest>,
) -> AppResult<Json<SeedsView>> {
    let client_seed = r.client_seed.clone();
    Ok(Json(
        seeds_call(&state, player, r, Some(client_seed)).await?,
    ))
}

#[utoipa::path(post, path = "/api/front/get_bet_list", request_body = BetFilter,
    responses((status = 200, body = BetPage), (status = 401, body = casino_schema::ErrorEnvelope)))]
pub async fn get_bet_list(
    State(state): State<AppState>,
    super::auth::CurrentPlayer(p): super::auth::CurrentPlayer,
    ApiJson(f): ApiJson<BetFilter>,
) -> AppResult<Json<BetPage>> {
    use crate::db::schema::game_rounds as g;
    let page = f.page.unwrap_or(1).max(1);
    let page_size = f.page_size.unwrap_or(20).clamp(1, MAX_PAGE_SIZE);
    let owner = Purse::Real {
        player: p.id.clone(),
        currency: main_currency(&p.currency),
    }
    .owner();
    let filter = f.clone();
    let (rows, total) = state
        .db
        .run(move |c| {
            let query = || {
                let mut q = g::table.filter(g::owner.eq(owner.clone())).into_boxed();
                if let Some(id) = filter.game_id.clone().filter(|s| !s.is_empty()) {
                    q = q.filter(g::game_id.eq(id));
                }
                if let Some(t) = filter.from {
                    q = q.filter(g::created_at.ge(t));
                }
                if let Some(t) = filter.to {
                    q = q.filter(g::created_at.le(t));
                }
                q
            };
            let total: i64 = query().count().get_result(c)?;
            let rows: Vec<(String, String, i64, String, i64, i64, bool)> = query()
                .order(g::created_at.desc())
                .offset(i64::from((page - 1) * page_size))
                .limit(i64::from(page_size))
                .select((
                    g::id,
                    g::game_id,
                    g::created_at,
                    g::currency,
                    g::stake_cents,
                    g::win_cents,
                    g::finished,
                ))
                .load(c)?;
            Ok((rows, total))
        })
        .await?;
    let bets = rows
        .into_iter()
        .map(
            |(id, game_id, created_at, currency, stake, win, finished)| BetRow {
                game_name: state
                    .catalog
                    .get(&game_id)
                    .map_or_else(|| game_id.clone(), |g| g.entry.name.clone()),
                round_id: id,
                game_id,
                created_at,
                currency,
                bet: cents(stake),
                win: cents(win),
                total: cents(win - stake),
                finished,
            },
        )
        .collect();
    Ok(Json(BetPage {
        bets,
        total: total as u32,
        page,
        page_size,
    }))
}
