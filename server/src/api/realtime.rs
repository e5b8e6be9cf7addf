//! `GET /api/ws?token=`: the realtime socket of a signed-in player (browsers cannot set headers
//! on a WebSocket, so the access token comes in the query). It forwards the player's own events
//! and nothing else.

use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{Query, State};
use axum::response::Response;
use serde::Deserialize;

use crate::error::AppResult;
use crate::state::AppState;

#[derive(Deserialize)]
pub struct Auth {
    token: String,
}

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
