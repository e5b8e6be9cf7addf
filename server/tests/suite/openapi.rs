//! The router and `/api/openapi.json` come from one list (`api::routes`), so no route goes
//! undocumented. These tests hold that: the only routes added outside the list are the API's
//! not-found fallbacks, and the document served lists every operation, the processors'
//! callback, the sockets and the sandbox pages included. They also hold that every operation
//! documents the refusals of what it reads (the JSON body, the player's or staff's session), so
//! a client (and Schemathesis, `scripts/schemathesis.sh`) meets no status the document lacks.

use crate::common;

use std::collections::BTreeSet;

use casino_server::db::Backend;
use common::players::{call, player};
use common::spawn;
use serde_json::json;

#[test]
fn no_route_is_added_outside_the_documented_list() {
    let src = concat!(env!("CARGO_MANIFEST_DIR"), "/src");
    let mut found = Vec::new();
    for dir in ["http", "api"] {
        for entry in walk(&std::path::Path::new(src).join(dir)) {
            let text = std::fs::read_to_string(&entry).unwrap();
            // `/metrics` is served on its own listener (METRICS_ADDR), never the site's.
            if entry.ends_with("http/scrape.rs") {
                continue;
            }
            for (n, line) in text.lines().enumerate() {
                let fallback = line.contains("\"/api\"") || line.contains("\"/api/{*rest}\"");
                if line.contains(".route(") && !fallback {
                    found.push(format!("{}:{}: {}", entry.display(), n + 1, line.trim()));
                }
            }
        }
    }
    assert!(
        found.is_empty(),
        "add routes with `.routes(routes!(handler))` in api::routes, so they are documented:\n{}",
        found.join("\n")
    );
}

/// The web app's route map (`web/src/api/generated/routes.ts`) is the route list's: a call added,
/// removed or retyped on the server fails here until `just gen-types` writes it again, and then
/// the web's type check names every call site that no longer fits.
#[test]
fn the_web_route_map_is_the_route_lists() {
    use casino_server::api::route_map;
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join(route_map::OUTPUT_PATH);
    let on_disk = std::fs::read_to_string(&path).unwrap_or_default();
    let map = route_map::typescript();
    assert!(
        on_disk == map,
        "{} is stale: run `just gen-types` and commit the result",
        path.display()
    );
    // Every JSON call is in it, with its types: the player's deposits, a staff call, a GET, an
    // upload and an answer that may be nothing.
    for line in [
        "'front/moto_deposit_processor': { method: 'POST'; body: Api.DepositRequest; answer: Api.DepositAnswer };",
        "'support/get_tickets': { method: 'POST'; body: Api.TicketFilter; answer: Api.TicketList };",
        "'front/auth/player': { method: 'GET'; body: undefined; answer: Api.UserView };",
        "'front/upload_document': { method: 'POST'; body: Blob; answer: Api.DocumentAnswer };",
        "'game/open_round': { method: 'POST'; body: Api.OpenRoundRequest; answer: null | Api.RoundView };",
    ] {
        assert!(map.contains(line), "the route map lacks {line}");
    }
}

fn walk(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let p = entry.unwrap().path();
        if p.is_dir() {
            files.extend(walk(&p));
        } else {
            files.push(p);
        }
    }
    files
}

#[tokio::test]
async fn the_served_document_lists_every_operation() {
    let t = spawn(Backend::Sqlite);
    let r = t.get("/api/openapi.json").await;
    assert_eq!(r.status, 200);
    let doc = r.json();
    let operations: BTreeSet<String> = doc["paths"]
        .as_object()
        .unwrap()
        .iter()
        .flat_map(|(path, item)| {
            item.as_object()
                .unwrap()
                .keys()
                .map(move |method| format!("{} {path}", method.to_uppercase()))
        })
        .collect();
    for op in [
        "GET /healthz",
        "GET /readyz",
        "GET /api/openapi.json",
        "POST /api/front/auth/login/",
        "POST /api/front/auth/logout",
        "POST /api/payment/callback/{processor}",
        "GET /api/ws",
        "GET /api/live/ws",
        "GET /api/thumbnails/{file}",
        "GET /api/sandbox/style.css",
        "GET /api/sandbox/{processor}/challenge/{id}",
        "POST /api/sandbox/{processor}/challenge/{id}",
        "GET /api/sandbox/{processor}/pay/{id}",
        "POST /api/sandbox/{processor}/pay/{id}",
        "POST /api/sandbox/crypto_payment",
        "POST /api/front/moto_deposit_processor",
        "POST /api/admin/complete_withdrawal",
        "POST /api/admin/get_held_payments",
        "POST /api/admin/credit_held_payment",
        "POST /api/admin/return_held_payment",
        "POST /api/admin/record_affiliate_commission",
        "POST /api/admin/confirm_affiliate_commission",
        "POST /api/game/live_bet",
        "POST /api/front/get_promotion_template",
        "POST /api/front/get_deposit_bonuses",
        "POST /api/front/get_player_bonuses",
        "POST /api/front/claim_bonus",
        "POST /api/front/get_referral",
        "POST /api/front/bonuscode_deposit_processor",
        "POST /api/front/cancel_bonus",
        "POST /api/front/get_loyalty",
        "POST /api/front/loyalty_redeem_processor",
        "POST /api/front/get_content_template",
        "POST /api/front/get_faq_template",
        "POST /api/front/get_slider",
        "POST /api/admin/get_site_content",
        "POST /api/admin/create_site_content",
        "POST /api/admin/update_template",
        "POST /api/admin/remove_site_content",
        "POST /api/front/upload_document",
        "GET /api/front/document_file/{id}",
        "POST /api/kyc/review_document",
        "POST /api/front/set_session_limit",
        "POST /api/front/request_refund",
        "POST /api/admin/get_report",
        "POST /api/admin/get_aml_flags",
        "POST /api/front/get_live_tables",
    ] {
        assert!(operations.contains(op), "{op} is not documented");
    }
    assert_eq!(operations.len(), 124, "{operations:#?}");
}

/// Each handler's `#[utoipa::path]` and its signature, from the sources of `api`.
fn handlers() -> Vec<(String, String, String)> {
    let dir = std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/src/api"));
    let mut found = Vec::new();
    for file in walk(dir) {
        let text = std::fs::read_to_string(&file).unwrap();
        for chunk in text.split("#[utoipa::path(").skip(1) {
            let (annotation, rest) = chunk.split_once("pub async fn ").unwrap();
            let signature = &rest[..rest.find('{').unwrap()];
            let name = signature[..signature.find('(').unwrap()].to_owned();
            found.push((name, annotation.to_owned(), signature.to_owned()));
        }
    }
    found
}

/// `word` stands alone in `text` (`Admin`, not `AdminQueue`).
fn has_word(text: &str, word: &str) -> bool {
    text.match_indices(word).any(|(i, _)| {
        let before = text[..i].chars().next_back();
        let after = text[i + word.len()..].chars().next();
        !before.is_some_and(|c| c.is_alphanumeric() || c == '_')
            && !after.is_some_and(|c| c.is_alphanumeric() || c == '_')
    })
}

/// A player's extractors refuse with 401 (`PlayerRefusals`), the staff's with 401 or 403
/// (`StaffRefusals`), each set written once in `api/openapi.rs`; a JSON body is read by
/// `ApiJson`, whose refusals the document adds from the declared request body, so a handler
/// declares one exactly when it reads one.
#[test]
fn each_handler_documents_what_its_extractors_refuse() {
    let mut missing = Vec::new();
    for (name, annotation, signature) in handlers() {
        let player = ["CurrentPlayer", "CurrentSession", "MaybePlayer"]
            .iter()
            .any(|extractor| has_word(&signature, extractor));
        if player && !annotation.contains("PlayerRefusals") {
            missing.push(format!(
                "{name}: a player's call lists PlayerRefusals (401)"
            ));
        }
        let staff = ["Admin", "SupportAgent", "KycAgent"]
            .iter()
            .any(|role| has_word(&signature, role));
        if staff && !annotation.contains("StaffRefusals") {
            missing.push(format!("{name}: a staff call lists StaffRefusals"));
        }
        let reads_json = signature.contains("ApiJson<");
        let declares_json = annotation.contains("request_body =")
            || annotation.contains("content_type = \"application/json\"");
        if reads_json != declares_json {
            missing.push(format!(
                "{name}: reads a JSON body: {reads_json}, declares one: {declares_json}"
            ));
        }
    }
    assert!(missing.is_empty(), "{}", missing.join("\n"));
}

#[tokio::test]
async fn every_failure_is_the_envelope_and_every_input_lists_its_refusals() {
    let t = spawn(Backend::Sqlite);
    let doc = t.get("/api/openapi.json").await.json();
    let envelope = "#/components/schemas/ErrorEnvelope";
    for (path, item) in doc["paths"].as_object().unwrap() {
        for (method, op) in item.as_object().unwrap() {
            let responses = op["responses"].as_object().unwrap();
            for (status, response) in responses {
                if status.starts_with('4') || status.starts_with('5') {
                    let schema = &response["content"]["application/json"]["schema"]["$ref"];
                    assert_eq!(schema, envelope, "{method} {path} {status}");
                }
            }
            if op["requestBody"]["content"]
                .get("application/json")
                .is_some()
            {
                for status in ["400", "413", "415", "422"] {
                    assert!(responses.contains_key(status), "{method} {path} {status}");
                }
            }
            if op["parameters"].as_array().is_some_and(|p| !p.is_empty()) {
                assert!(responses.contains_key("400"), "{method} {path} 400");
            }
        }
    }
}

/// Schemathesis found these: a page number the document allows (any u32) overflowed the offset
/// and answered 500. Far past the last page is an empty page.
#[tokio::test]
async fn any_page_number_the_document_allows_is_a_page() {
    let t = spawn(Backend::Sqlite);
    let token = player(&t, 1).await;
    for (path, body) in [
        (
            "/api/front/get_games",
            json!({ "page": u32::MAX, "page_size": 100 }),
        ),
        (
            "/api/front/get_bet_list",
            json!({ "page": u32::MAX, "page_size": 100 }),
        ),
        (
            "/api/front/get_financial_transactions",
            json!({ "page": u32::MAX, "per_page": 100 }),
        ),
    ] {
        let r = call(&t, path, &token, body).await;
        assert_eq!(r.status, 200, "{path}: {}", r.text());
    }
}
