//! `GET /api/ws`: the realtime socket of a signed-in player. Its first message is the access
//! token (`{"token": "…"}`), never the URL, which proxies and browsers log. It forwards the
//! player's own events and nothing else. `GET /api/live/ws?game_id=`: a live table's socket.

use axum::extract::ws::{CloseFrame, Message, Utf8Bytes, WebSocket, WebSocketUpgrade};
use axum::extract::{Query, State};
use axum::response::Response;
use serde::Deserialize;

use super::auth::Who;
use crate::error::AppResult;
use crate::geo::Visitor;
use crate::ids::PlayerId;
use crate::player::Player;
use crate::realtime::Push;
use crate::state::AppState;

/// How long a new socket has to send its token.
const HELLO_WAIT: std::time::Duration = std::time::Duration::from_secs(10);
/// The close code of a socket whose token is missing, not genuine, or whose session ended.
const UNAUTHORIZED: u16 = 4401;

/// Sockets only ever read a short hello (and pings): a small read buffer keeps an idle socket's
/// memory low (tungstenite reserves 128 KiB for each by default, which 10,000 sockets turn into
/// well over a gigabyte), and a message past 16 KiB is refused rather than read.
fn sized(ws: WebSocketUpgrade) -> WebSocketUpgrade {
    const READ_BUFFER: usize = 4 * 1024;
    const LARGEST_IN: usize = 16 * 1024;
    // Each message leaves whole at once: there is nothing to gather first.
    ws.read_buffer_size(READ_BUFFER)
        .write_buffer_size(0)
        .max_message_size(LARGEST_IN)
        .max_frame_size(LARGEST_IN)
}

/// The socket's first message.
#[derive(Deserialize)]
struct Hello {
    token: String,
}

#[utoipa::path(get, path = "/api/ws",
    responses((status = 101, description = "WebSocket of RealtimeEvent messages. The client's first \
                 message is `{\"token\": \"<access token>\"}` within 10 seconds; a socket without a \
                 genuine token of a session that may act, or whose session ends, is closed with code 4401."),
              (status = 400, body = casino_schema::ErrorEnvelope,
               description = "Not a WebSocket upgrade")))]
pub async fn socket(
    State(state): State<AppState>,
    visitor: Visitor,
    ws: WebSocketUpgrade,
) -> Response {
    sized(ws).on_upgrade(move |socket| async move {
        let _open = crate::metrics::Open::socket("player");
        serve(state, visitor, socket).await
    })
}

/// Reads the token, admits its player, then forwards their events.
async fn serve(state: AppState, visitor: Visitor, mut socket: WebSocket) {
    let token = match tokio::time::timeout(HELLO_WAIT, socket.recv()).await {
        Ok(Some(Ok(Message::Text(text)))) => serde_json::from_str::<Hello>(&text).ok(),
        _ => None,
    }
    .map(|h| h.token);
    let Some(token) = token else {
        return close_unauthorized(socket).await;
    };
    match admitted(&state, &visitor, &token).await {
        Some(p) => forward(state, p.id, (visitor, token), socket).await,
        None => close_unauthorized(socket).await,
    }
}

/// The player of a token whose session may act, from a visitor the site serves.
async fn admitted(state: &AppState, visitor: &Visitor, token: &str) -> Option<Player> {
    let p = super::auth::player_for_token(state, token).await.ok()?;
    super::auth::admit_visitor(state, visitor, Who::Player(&p))
        .await
        .ok()?;
    Some(p)
}

async fn close_unauthorized(mut socket: WebSocket) {
    let frame = CloseFrame {
        code: UNAUTHORIZED,
        reason: "unauthorized".into(),
    };
    let _ = socket.send(Message::Close(Some(frame))).await;
}

/// How often an open socket checks that its session still stands.
const SESSION_CHECK: std::time::Duration = std::time::Duration::from_secs(10);

/// Forwards the player's events until the socket closes or its session ends (the token expired,
/// the password changed, the account was suspended or closed, the site was closed to players):
/// then the socket is closed, and no event of the player reaches it any more.
async fn forward(
    state: AppState,
    player_id: PlayerId,
    (visitor, token): (Visitor, String),
    mut socket: WebSocket,
) {
    let mut events = state.realtime.subscribe(&player_id);
    let mut check = tokio::time::interval(SESSION_CHECK);
    check.tick().await;
    loop {
        // Whether to check the session now: at the regular look, or when told it may have ended.
        let look = tokio::select! {
            _ = check.tick() => true,
            event = events.recv() => match event {
                Ok(Push::Recheck) => true,
                Ok(Push::Event(event)) => {
                    let Ok(text) = serde_json::to_string(&event) else { continue };
                    if socket.send(Message::Text(text.into())).await.is_err() {
                        break;
                    }
                    false
                }
                // What was skipped may have been a notice to look.
                Err(tokio::sync::broadcast::error::RecvError::Lagged(_)) => true,
                Err(tokio::sync::broadcast::error::RecvError::Closed) => break,
            },
            incoming = socket.recv() => match incoming {
                Some(Ok(Message::Close(_))) | None | Some(Err(_)) => break,
                Some(Ok(_)) => false,
            },
        };
        if look && admitted(&state, &visitor, &token).await.is_none() {
            close_unauthorized(socket).await;
            return;
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
    Ok(sized(ws).on_upgrade(move |socket| async move {
        let _open = crate::metrics::Open::socket("live_table");
        forward_table(events, first, socket).await
    }))
}

async fn forward_table(
    mut events: tokio::sync::broadcast::Receiver<crate::games::Told>,
    first: Option<crate::games::Told>,
    mut socket: WebSocket,
) {
    // The text is shared with every socket of the table (checked as UTF-8, not copied).
    let send = |told: &crate::games::Told| Utf8Bytes::try_from(told.clone()).map(Message::Text);
    if let Some(Ok(message)) = first.as_ref().map(send)
        && socket.send(message).await.is_err()
    {
        return;
    }
    loop {
        tokio::select! {
            event = events.recv() => match event {
                Ok(told) => {
                    let Ok(message) = send(&told) else { continue };
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
