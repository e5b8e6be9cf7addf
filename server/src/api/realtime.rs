//! `GET /api/ws?token=`: the realtime socket of a signed-in player (browsers cannot set headers
//! on a WebSocket, so the access token comes in the query). It forwards the player's own events
//! and nothing else. `GET /api/live/ws?game_id=`: a live table's socket.

use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{Query, State};
use axum::response::Response;
use serde::Deserialize;

use crate::error::AppResult;
use crate::state::AppState;

#[derive(Deserialize, utoipa::IntoParams)]
pub struct Auth {
    /// The player's access token.
    token: String,
}

#[utoipa::path(get, path = "/api/ws", params(Auth),
    responses((status = 101, description = "WebSocket of RealtimeEvent messages"),
              (status = 400, body = casino_schema::ErrorEnvelope,
               description = "Not a WebSocket upgrade, or no token"),
              (status = 401, body = casino_schema::ErrorEnvelope)))]
pub async fn socket(
    State(state): State<AppState>,
    Query(auth): Query<Auth>,
    ws: WebSocketUpgrade,
) -> AppResult<Response> {
    let p = super::auth::player_for_token(&state, &auth.token).await?;
    Ok(ws.on_upgrade(move |socket| forward(state, p.id, socket)))
}

async fn forward(state: AppState, player_id: String, mut socket: WebSocket) {
    let mut events = state.realtime.subscribe();
    loop {
        tokio::select! {
            event = events.recv() => match event {
                Ok((to, event)) if to == player_id => {
                    let Ok(text) = serde_json::to_string(&event) else { continue };
                    if socket.send(Message::Text(text.into())).await.is_err() {
                        break;
                    }
                }
                Ok(_) | Err(tokio::sync::broadcast::error::RecvError::Lagged(_)) => {}
                Err(tokio::sync::broadcast::error::RecvError::Closed) => break,
            },
            incoming = socket.recv() => match incoming {
                Some(Ok(Message::Close(_))) | None | Some(Err(_)) => break,
                Some(Ok(_)) => {}
            },
        }
    }
}

#[derive(Deserialize, utoipa::IntoParams)]
pub struct Table {
    /// A live table's game id.
    game_id: String,
}

/// `GET /api/live/ws?game_id=`: a live table's socket, open to anyone (watching a table needs no
/// account; chips go through `game/live_bet`). It sends the table's state at once, then every
/// change. Watching keeps the table running.
#[utoipa::path(get, path = "/api/live/ws", params(Table),
    responses((status = 101, description = "WebSocket of LiveTableEvent messages"),
              (status = 400, body = casino_schema::ErrorEnvelope,
               description = "Not a WebSocket upgrade, or no game_id"),
              (status = 404, body = casino_schema::ErrorEnvelope)))]
pub async fn live_socket(
    State(state): State<AppState>,
    Query(table): Query<Table>,
    ws: WebSocketUpgrade,
) -> AppResult<Response> {
    let (events, first) = state.games.live.watch(&table.game_id).ok_or_else(|| {
        crate::error::AppError::on_field(
            crate::error::ErrorKind::NotFound,
            "game_not_found",
            "game_id",
        )
    })?;
    Ok(ws.on_upgrade(move |socket| forward_table(events, first, socket)))
}

async fn forward_table(
    mut events: tokio::sync::broadcast::Receiver<casino_schema::LiveTableEvent>,
    first: Option<casino_schema::LiveTableEvent>,
    mut socket: WebSocket,
) {
    let send = |event: &casino_schema::LiveTableEvent| {
        serde_json::to_string(event).map(|t| Message::Text(t.into()))
    };
    if let Some(Ok(message)) = first.as_ref().map(send)
        && socket.send(message).await.is_err()
    {
        return;
    }
    loop {
        tokio::select! {
            event = events.recv() => match event {
                Ok(event) => {
                    let Ok(message) = send(&event) else { continue };
                    if socket.send(message).await.is_err() {
                        break;
                    }
                }
                // A socket that fell behind skips to the newest state: each message is whole.
                Err(tokio::sync::broadcast::error::RecvError::Lagged(_)) => {}
                Err(tokio::sync::broadcast::error::RecvError::Closed) => break,
            },
            incoming = socket.recv() => match incoming {
                Some(Ok(Message::Close(_))) | None | Some(Err(_)) => break,
                Some(Ok(_)) => {}
            },
        }
    }
}
