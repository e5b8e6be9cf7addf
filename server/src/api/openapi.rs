//! The OpenAPI document, served at `/api/openapi.json`: the API's title and shared schemas here,
//! every operation from the router's list (`api::routes`), and the refusals that many routes
//! share (the JSON body's, the parameters', the staff roles') written once here rather than in
//! every handler.

use std::collections::BTreeMap;
use std::sync::OnceLock;

use axum::Json;
use utoipa::openapi::path::Operation;
use utoipa::openapi::{ContentBuilder, Ref, RefOr, Response, ResponseBuilder};
use utoipa::{IntoResponses, OpenApi};

#[derive(OpenApi)]
#[openapi(
    info(
        title = "Casino API",
        description = "Every call of the casino web site. Failures always answer with ErrorEnvelope, localised by the X-Locale header (the page's language), else the `locale` cookie, else Accept-Language. Every call that takes a JSON body may also answer 400 (not JSON), 413 (too large), 415 (not sent as application/json) and 422 (not the body's shape, or a value a rule refuses); every call with parameters, 400 for one that cannot be read."
    ),
    components(schemas(
        casino_schema::ErrorEnvelope,
        casino_schema::ApiError,
        casino_schema::FieldError
    ))
)]
pub struct ApiDoc;

/// The document of every route, taken from the same list the router is built from.
pub fn document() -> &'static utoipa::openapi::OpenApi {
    static DOC: OnceLock<utoipa::openapi::OpenApi> = OnceLock::new();
    DOC.get_or_init(|| {
        let mut doc = crate::api::routes().split_for_parts().1;
        add_shared_refusals(&mut doc);
        doc
    })
}

/// This document.
#[utoipa::path(get, path = "/api/openapi.json", responses((status = 200, description = "OpenAPI 3.1")))]
pub async fn openapi_json() -> Json<utoipa::openapi::OpenApi> {
    Json(document().clone())
}

/// A failure's response in the document: the envelope, and what the status means there.
fn failure(description: &str) -> RefOr<Response> {
    let envelope = ContentBuilder::new()
        .schema(Some(Ref::from_schema_name("ErrorEnvelope")))
        .build();
    ResponseBuilder::new()
        .description(description)
        .content("application/json", envelope)
        .build()
        .into()
}

/// What `ApiJson` refuses (`http::json`), the same on every route that reads a JSON body.
const JSON_BODY_REFUSALS: [(&str, &str); 4] = [
    ("400", "The body is not JSON (malformed_json)."),
    (
        "413",
        "The body is larger than the call takes (payload_too_large).",
    ),
    (
        "415",
        "The body is not sent as application/json (unsupported_media_type).",
    ),
    (
        "422",
        "The body is not the request's shape (invalid_request), or a rule refused a value.",
    ),
];

/// What axum's `Path` and `Query` refuse: a parameter that is not UTF-8, a repeated or missing one.
const PARAMETER_REFUSAL: (&str, &str) = (
    "400",
    "A path or query parameter cannot be read (invalid_request).",
);

/// The refusals of the extractors every route reads its input with, added from what each
/// operation declares so no route can forget one: `ApiJson`'s for a JSON body, `Path`'s and
/// `Query`'s for parameters. A status the handler documents itself keeps its description.
fn add_shared_refusals(doc: &mut utoipa::openapi::OpenApi) {
    for item in doc.paths.paths.values_mut() {
        let operations = [
            &mut item.get,
            &mut item.put,
            &mut item.post,
            &mut item.delete,
            &mut item.patch,
        ];
        for op in operations.into_iter().flatten() {
            let mut refusals = Vec::new();
            if takes_json(op) {
                refusals.extend(JSON_BODY_REFUSALS);
            }
            if op.parameters.as_ref().is_some_and(|p| !p.is_empty()) {
                refusals.push(PARAMETER_REFUSAL);
            }
            for (status, description) in refusals {
                op.responses
                    .responses
                    .entry(status.to_owned())
                    .or_insert_with(|| failure(description));
            }
        }
    }
}

fn takes_json(op: &Operation) -> bool {
    op.request_body
        .as_ref()
        .is_some_and(|body| body.content.contains_key("application/json"))
}

/// The refusal of the player's session extractors (`api::auth::{CurrentPlayer, MaybePlayer}`):
/// 401 without a valid session (or with a token that is not one). Every route reading the
/// player's session names it among its `responses`.
pub struct PlayerRefusals;

impl IntoResponses for PlayerRefusals {
    fn responses() -> BTreeMap<String, RefOr<Response>> {
        BTreeMap::from([(
            "401".to_owned(),
            failure("No valid session (unauthorized)."),
        )])
    }
}

/// The refusals of the staff's role extractors (`api::admin::{Admin, SupportAgent, KycAgent}`):
/// 401 without a valid session, 403 without the role. Every staff route names it among its
/// `responses`.
pub struct StaffRefusals;

impl IntoResponses for StaffRefusals {
    fn responses() -> BTreeMap<String, RefOr<Response>> {
        BTreeMap::from([
            (
                "401".to_owned(),
                failure("No valid session (unauthorized)."),
            ),
            (
                "403".to_owned(),
                failure("The signed-in user does not hold the role this call needs (forbidden)."),
            ),
        ])
    }
}
