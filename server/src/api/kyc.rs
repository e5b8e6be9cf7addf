//! Identity verification: the player's documents (`front/get_documents`,
//! `front/upload_document`, `front/document_file/{id}`) and the KYC team's queue
//! (`kyc/get_document_queue`, `kyc/review_document`).

use axum::Json;
use axum::body::Bytes;
use axum::extract::{Path, Query, State};
use axum::http::header::{CACHE_CONTROL, CONTENT_DISPOSITION, CONTENT_TYPE};
use axum::http::{HeaderMap, HeaderValue};
use axum::response::{IntoResponse, Response};
use casino_schema::{DocumentAnswer, DocumentReview, DocumentsView, Done, EmptyRequest, KycQueue};
use serde::Deserialize;

use super::admin::KycAgent;
use super::auth::CurrentPlayer;
use crate::api::openapi::{PlayerRefusals, StaffRefusals};
use crate::error::AppResult;
use crate::http::json::ApiJson;
use crate::state::AppState;

/// The player's documents, what is still missing, and when they are due.
#[utoipa::path(post, path = "/api/front/get_documents", request_body = EmptyRequest,
    responses((status = 200, body = DocumentsView), PlayerRefusals))]
pub async fn get_documents(
    State(state): State<AppState>,
    CurrentPlayer(p): CurrentPlayer,
    _body: ApiJson<EmptyRequest>,
) -> AppResult<Json<DocumentsView>> {
    Ok(Json(state.kyc.view(&p).await?))
}

/// What the upload names in its address: the body is the file itself.
#[derive(Deserialize, utoipa::IntoParams)]
pub struct UploadQuery {
    /// `identity_front`, `identity_back`, `proof_of_address` or `payment_method`.
    #[serde(default)]
    kind: String,
    /// The date on a proof of address (`YYYY-MM-DD`).
    #[serde(default)]
    issued_on: String,
}

/// A document's picture (PNG, JPEG or GIF, at most 5 MB, in colour, 300 dpi), judged and kept
/// for the KYC team.
#[utoipa::path(post, path = "/api/front/upload_document", params(UploadQuery),
    request_body(content = Vec<u8>, content_type = "application/octet-stream"),
    responses((status = 200, body = DocumentAnswer), PlayerRefusals,
              (status = 413, body = casino_schema::ErrorEnvelope), (status = 422, body = casino_schema::ErrorEnvelope)))]
pub async fn upload_document(
    State(state): State<AppState>,
    CurrentPlayer(p): CurrentPlayer,
    headers: HeaderMap,
    Query(q): Query<UploadQuery>,
    body: Bytes,
) -> AppResult<Json<DocumentAnswer>> {
    let documents = state.kyc.upload(&p, &q.kind, &q.issued_on, body).await?;
    Ok(Json(DocumentAnswer {
        code: "document_received".into(),
        message: super::message(&headers, "document_received"),
        documents,
    }))
}

/// A document's picture, for its owner or the KYC team: never cached, never sniffed.
#[utoipa::path(get, path = "/api/front/document_file/{id}", params(("id" = String, Path)),
    responses((status = 200, content_type = "image/png"), PlayerRefusals,
              (status = 404, body = casino_schema::ErrorEnvelope)))]
pub async fn document_file(
    State(state): State<AppState>,
    CurrentPlayer(p): CurrentPlayer,
    Path(id): Path<String>,
) -> AppResult<Response> {
    let (bytes, media_type) = state.kyc.file(&p, id).await?;
    let media_type =
        HeaderValue::from_str(&media_type).unwrap_or(HeaderValue::from_static("image/png"));
    Ok((
        [
            (CONTENT_TYPE, media_type),
            (CACHE_CONTROL, HeaderValue::from_static("private, no-store")),
            (CONTENT_DISPOSITION, HeaderValue::from_static("inline")),
        ],
        bytes,
    )
        .into_response())
}

/// The documents waiting for the KYC team, oldest first.
#[utoipa::path(post, path = "/api/kyc/get_document_queue", request_body = EmptyRequest,
    responses((status = 200, body = KycQueue), StaffRefusals))]
pub async fn get_document_queue(
    State(state): State<AppState>,
    _agent: KycAgent,
    _body: ApiJson<EmptyRequest>,
) -> AppResult<Json<KycQueue>> {
    Ok(Json(state.kyc.queue().await?))
}

/// Approves a document, refuses it or asks for another (with the reason the player reads).
#[utoipa::path(post, path = "/api/kyc/review_document", request_body = DocumentReview,
    responses((status = 200, body = Done), StaffRefusals,
              (status = 404, body = casino_schema::ErrorEnvelope), (status = 409, body = casino_schema::ErrorEnvelope)))]
pub async fn review_document(
    State(state): State<AppState>,
    KycAgent(agent): KycAgent,
    headers: HeaderMap,
    ApiJson(review): ApiJson<DocumentReview>,
) -> AppResult<Json<Done>> {
    let code = state.kyc.review(&agent, review).await?;
    Ok(super::done(&headers, code))
}
