//! Support calls: the contact form (visitors and players), a player's mail box, the support
//! console's tickets (support and administrators), and the staff log (administrators).

use std::collections::BTreeMap;

use axum::Json;
use axum::extract::State;
use axum::http::HeaderMap;
use casino_core::support::ContactForm;
use casino_schema::{
    ContactAnswer, ContactMessage, Done, EmptyRequest, IdRequest, Inbox, PlayerBreakRequest,
    PlayerFile, PlayerMatches, PlayerProfileChange, PlayerSearch, PlayerStateChange,
    StaffActionList, StaffLogRequest, TicketFilter, TicketList, TicketReply, TicketStatus,
    TicketView, UsernameRequest,
};

use super::admin::{Admin, SupportAgent};
use super::auth::CurrentPlayer;
use super::games::MaybePlayer;
use crate::api::openapi::{PlayerRefusals, StaffRefusals};
use crate::error::AppResult;
use crate::geo::Visitor;
use crate::http::json::ApiJson;
use crate::http::locale::request_locale;
use crate::state::AppState;

/// The contact form: kept as a ticket and e-mailed to support. When the e-mail cannot go out
/// the ticket is still kept, and the answer says so with the address to write to.
#[utoipa::path(post, path = "/api/front/player_send_message", request_body = ContactMessage,
    responses((status = 200, body = ContactAnswer), PlayerRefusals,
              (status = 429, body = casino_schema::ErrorEnvelope)))]
pub async fn player_send_message(
    State(state): State<AppState>,
    MaybePlayer(player): MaybePlayer,
    visitor: Visitor,
    headers: HeaderMap,
    ApiJson(body): ApiJson<ContactMessage>,
) -> AppResult<Json<ContactAnswer>> {
    let lang = request_locale(&headers);
    let form = ContactForm {
        name: body.name,
        email: body.email,
        subject: body.subject,
        message: body.message,
    };
    let reference = body.reference.unwrap_or_default();
    // Each message is e-mailed to support: an address sends a few an hour.
    state
        .accounts
        .count(&visitor, "contact", crate::accounts::CONTACT_LIMIT)
        .await?;
    let sent = state
        .support
        .contact(player.as_ref(), form, reference, lang)
        .await?;
    let code = if sent.mailed {
        "message_sent"
    } else {
        "mailing_failed"
    };
    let address = state.support.address.clone();
    let params = BTreeMap::from([("email".to_owned(), address.clone())]);
    Ok(Json(ContactAnswer {
        code: code.into(),
        message: casino_core::i18n::message(lang, code, &params),
        ticket: sent.ticket,
        support_email: address,
    }))
}

#[utoipa::path(post, path = "/api/front/get_messages", request_body = EmptyRequest,
    responses((status = 200, body = Inbox), PlayerRefusals))]
pub async fn get_messages(
    State(state): State<AppState>,
    CurrentPlayer(p): CurrentPlayer,
    _body: ApiJson<EmptyRequest>,
) -> AppResult<Json<Inbox>> {
    Ok(Json(state.support.inbox(&p.id).await?))
}

#[utoipa::path(post, path = "/api/front/mark_message_read", request_body = IdRequest,
    responses((status = 200, body = Inbox), PlayerRefusals,
              (status = 404, body = casino_schema::ErrorEnvelope)))]
pub async fn mark_message_read(
    State(state): State<AppState>,
    CurrentPlayer(p): CurrentPlayer,
    ApiJson(body): ApiJson<IdRequest>,
) -> AppResult<Json<Inbox>> {
    Ok(Json(state.support.mark_read(&p.id, body.id).await?))
}

#[utoipa::path(post, path = "/api/support/get_tickets", request_body = TicketFilter,
    responses((status = 200, body = TicketList), StaffRefusals))]
pub async fn get_tickets(
    State(state): State<AppState>,
    _staff: SupportAgent,
    ApiJson(body): ApiJson<TicketFilter>,
) -> AppResult<Json<TicketList>> {
    Ok(Json(TicketList {
        tickets: state.support.tickets(body.status).await?,
    }))
}

#[utoipa::path(post, path = "/api/support/get_ticket", request_body = IdRequest,
    responses((status = 200, body = TicketView), StaffRefusals,
              (status = 404, body = casino_schema::ErrorEnvelope)))]
pub async fn get_ticket(
    State(state): State<AppState>,
    _staff: SupportAgent,
    ApiJson(body): ApiJson<IdRequest>,
) -> AppResult<Json<TicketView>> {
    Ok(Json(state.support.ticket(body.id).await?))
}

/// An answer: to the player's mail box and by e-mail.
#[utoipa::path(post, path = "/api/support/answer_ticket", request_body = TicketReply,
    responses((status = 200, body = Done), StaffRefusals,
              (status = 404, body = casino_schema::ErrorEnvelope)))]
pub async fn answer_ticket(
    State(state): State<AppState>,
    SupportAgent(agent): SupportAgent,
    headers: HeaderMap,
    ApiJson(body): ApiJson<TicketReply>,
) -> AppResult<Json<Done>> {
    state.support.answer(&agent, body.id, body.message).await?;
    Ok(super::done(&headers, "ticket_answered"))
}

macro_rules! ticket_states {
    ($($name:ident => $status:ident, $code:literal),* $(,)?) => {$(
        #[utoipa::path(post, path = concat!("/api/support/", stringify!($name)), request_body = IdRequest,
            responses((status = 200, body = Done), StaffRefusals,
                      (status = 404, body = casino_schema::ErrorEnvelope)))]
        pub async fn $name(
            State(state): State<AppState>,
            SupportAgent(agent): SupportAgent,
            headers: HeaderMap,
            ApiJson(body): ApiJson<IdRequest>,
        ) -> AppResult<Json<Done>> {
            state
                .support
                .set_status(&agent, body.id, TicketStatus::$status)
                .await?;
            Ok(super::done(&headers, $code))
        }
    )*};
}

ticket_states! {
    escalate_ticket => Escalated, "ticket_escalated",
    close_ticket => Closed, "ticket_closed",
}

#[utoipa::path(post, path = "/api/admin/get_staff_actions", request_body = StaffLogRequest,
    responses((status = 200, body = StaffActionList), StaffRefusals))]
pub async fn get_staff_actions(
    State(state): State<AppState>,
    _admin: Admin,
    headers: HeaderMap,
    ApiJson(body): ApiJson<StaffLogRequest>,
) -> AppResult<Json<StaffActionList>> {
    let locale = crate::http::locale::request_locale(&headers);
    Ok(Json(
        state.support.staff_actions(body.before, locale).await?,
    ))
}

#[utoipa::path(post, path = "/api/support/find_players", request_body = PlayerSearch,
    responses((status = 200, body = PlayerMatches), StaffRefusals))]
pub async fn find_players(
    State(state): State<AppState>,
    _staff: SupportAgent,
    ApiJson(body): ApiJson<PlayerSearch>,
) -> AppResult<Json<PlayerMatches>> {
    Ok(Json(PlayerMatches {
        players: state.support.find_players(body.query).await?,
    }))
}

#[utoipa::path(post, path = "/api/support/get_player_file", request_body = UsernameRequest,
    responses((status = 200, body = PlayerFile), StaffRefusals,
              (status = 404, body = casino_schema::ErrorEnvelope)))]
pub async fn get_player_file(
    State(state): State<AppState>,
    SupportAgent(staff): SupportAgent,
    ApiJson(body): ApiJson<UsernameRequest>,
) -> AppResult<Json<PlayerFile>> {
    Ok(Json(
        state
            .support
            .player_file(&staff, &state.games, body.username)
            .await?,
    ))
}

/// Suspends, closes or reopens a player's account, with the reason the staff log keeps.
#[utoipa::path(post, path = "/api/support/set_player_state", request_body = PlayerStateChange,
    responses((status = 200, body = Done), StaffRefusals,
              (status = 404, body = casino_schema::ErrorEnvelope), (status = 409, body = casino_schema::ErrorEnvelope)))]
pub async fn set_player_state(
    State(state): State<AppState>,
    SupportAgent(agent): SupportAgent,
    headers: HeaderMap,
    ApiJson(body): ApiJson<PlayerStateChange>,
) -> AppResult<Json<Done>> {
    let code = state.support.set_player_state(&agent, body).await?;
    Ok(super::done(&headers, code))
}

/// Starts a time-out or a self-exclusion on the player's request, with a reason; never shortens
/// one running.
#[utoipa::path(post, path = "/api/support/set_player_break", request_body = PlayerBreakRequest,
    responses((status = 200, body = Done), StaffRefusals,
              (status = 404, body = casino_schema::ErrorEnvelope)))]
pub async fn set_player_break(
    State(state): State<AppState>,
    SupportAgent(agent): SupportAgent,
    headers: HeaderMap,
    ApiJson(body): ApiJson<PlayerBreakRequest>,
) -> AppResult<Json<Done>> {
    let until = state.support.set_player_break(&agent, body).await?;
    let code = "player_break_started";
    let params = [(
        "until".to_owned(),
        casino_core::datetime::format_datetime(until).unwrap_or_default(),
    )]
    .into();
    Ok(Json(Done {
        code: code.into(),
        message: casino_core::i18n::message(request_locale(&headers), code, &params),
    }))
}

/// Corrects a player's identity details on their request (never the username), with a reason.
#[utoipa::path(post, path = "/api/support/update_player_profile", request_body = PlayerProfileChange,
    responses((status = 200, body = Done), StaffRefusals,
              (status = 404, body = casino_schema::ErrorEnvelope), (status = 409, body = casino_schema::ErrorEnvelope)))]
pub async fn update_player_profile(
    State(state): State<AppState>,
    SupportAgent(agent): SupportAgent,
    headers: HeaderMap,
    ApiJson(body): ApiJson<PlayerProfileChange>,
) -> AppResult<Json<Done>> {
    state.support.update_player_profile(&agent, body).await?;
    Ok(super::done(&headers, "player_profile_updated"))
}
