//! The content editor's calls (administrators): every item, an item's versions, create, update,
//! remove and restore, a preview of Markdown as the site renders it, and the site settings.

use axum::Json;
use axum::body::Bytes;
use axum::extract::State;
use axum::http::HeaderMap;
use casino_core::Locale;
use casino_schema::{
    ContentDraft, ContentHistory, ContentImage, ContentKey, ContentVersion, Done, EmptyRequest,
    IdRequest, PreviewAnswer, PreviewRequest, SettingsUpdate, SiteContent,
};

use super::admin::Admin;
use crate::api::openapi::StaffRefusals;
use crate::content::{render_markdown, upload_image};
use crate::error::AppResult;
use crate::geo::Visitor;
use crate::http::json::ApiJson;
use crate::staff_log::StaffAction;
use crate::state::AppState;

#[utoipa::path(post, path = "/api/admin/get_site_content", request_body = EmptyRequest,
    responses((status = 200, body = SiteContent), StaffRefusals))]
pub async fn get_site_content(
    State(state): State<AppState>,
    _admin: Admin,
    _body: ApiJson<EmptyRequest>,
) -> AppResult<Json<SiteContent>> {
    Ok(Json(state.content.all().await?))
}

#[utoipa::path(post, path = "/api/admin/get_content_history", request_body = ContentKey,
    responses((status = 200, body = ContentHistory), StaffRefusals))]
pub async fn get_content_history(
    State(state): State<AppState>,
    _admin: Admin,
    ApiJson(body): ApiJson<ContentKey>,
) -> AppResult<Json<ContentHistory>> {
    Ok(Json(state.content.history(body).await?))
}

#[utoipa::path(post, path = "/api/admin/create_site_content", request_body = ContentDraft,
    responses((status = 200, body = ContentVersion), StaffRefusals,
              (status = 409, body = casino_schema::ErrorEnvelope)))]
pub async fn create_site_content(
    State(state): State<AppState>,
    Admin(admin): Admin,
    ApiJson(body): ApiJson<ContentDraft>,
) -> AppResult<Json<ContentVersion>> {
    Ok(Json(state.content.create(&admin, body).await?))
}

#[utoipa::path(post, path = "/api/admin/update_template", request_body = ContentDraft,
    responses((status = 200, body = ContentVersion), StaffRefusals,
              (status = 404, body = casino_schema::ErrorEnvelope), (status = 409, body = casino_schema::ErrorEnvelope)))]
pub async fn update_template(
    State(state): State<AppState>,
    Admin(admin): Admin,
    ApiJson(body): ApiJson<ContentDraft>,
) -> AppResult<Json<ContentVersion>> {
    Ok(Json(state.content.update(&admin, body).await?))
}

#[utoipa::path(post, path = "/api/admin/remove_site_content", request_body = ContentKey,
    responses((status = 200, body = Done), StaffRefusals,
              (status = 404, body = casino_schema::ErrorEnvelope)))]
pub async fn remove_site_content(
    State(state): State<AppState>,
    Admin(admin): Admin,
    headers: HeaderMap,
    ApiJson(body): ApiJson<ContentKey>,
) -> AppResult<Json<Done>> {
    state.content.remove(&admin, body).await?;
    Ok(super::done(&headers, "content_removed"))
}

#[utoipa::path(post, path = "/api/admin/restore_site_content", request_body = IdRequest,
    responses((status = 200, body = ContentVersion), StaffRefusals,
              (status = 404, body = casino_schema::ErrorEnvelope)))]
pub async fn restore_site_content(
    State(state): State<AppState>,
    Admin(admin): Admin,
    ApiJson(body): ApiJson<IdRequest>,
) -> AppResult<Json<ContentVersion>> {
    Ok(Json(state.content.restore(&admin, body.id).await?))
}

/// The editor's live preview: the same rendering and sanitising as the site's pages.
#[utoipa::path(post, path = "/api/admin/preview_content", request_body = PreviewRequest,
    responses((status = 200, body = PreviewAnswer), StaffRefusals))]
pub async fn preview_content(
    _admin: Admin,
    ApiJson(body): ApiJson<PreviewRequest>,
) -> AppResult<Json<PreviewAnswer>> {
    let locale = Locale::parse(&body.locale).unwrap_or(Locale::DEFAULT);
    Ok(Json(PreviewAnswer {
        html: render_markdown(&body.body, locale),
    }))
}

/// The site settings: brand, access, blacklisted countries.
#[utoipa::path(post, path = "/api/admin/update_settings", request_body = SettingsUpdate,
    responses((status = 200, body = Done), StaffRefusals))]
pub async fn update_settings(
    State(state): State<AppState>,
    Admin(admin): Admin,
    visitor: Visitor,
    headers: HeaderMap,
    ApiJson(body): ApiJson<SettingsUpdate>,
) -> AppResult<Json<Done>> {
    state
        .content
        .save_settings(&admin, body, visitor.ip)
        .await?;
    // The site may now be closed to players, or their country refused: every player's open
    // pages check whether they may still listen.
    state.realtime.recheck(None);
    Ok(super::done(&headers, "settings_saved"))
}

/// A picture for the content (the body is the file itself): kept under its own hash and served
/// by the site.
#[utoipa::path(post, path = "/api/admin/upload_content_image",
    request_body(content = Vec<u8>, content_type = "application/octet-stream"),
    responses((status = 200, body = ContentImage), StaffRefusals,
              (status = 413, body = casino_schema::ErrorEnvelope), (status = 422, body = casino_schema::ErrorEnvelope)))]
pub async fn upload_content_image(
    State(state): State<AppState>,
    Admin(admin): Admin,
    body: Bytes,
) -> AppResult<Json<ContentImage>> {
    let path = upload_image(&state.content.files, body).await?;
    state
        .support
        .log(
            &admin,
            StaffAction::UploadContentImage,
            path.clone(),
            String::new(),
        )
        .await?;
    Ok(Json(ContentImage { path }))
}
