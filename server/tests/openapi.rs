//! The router and `/api/openapi.json` come from one list (`api::routes`), so no route goes
//! undocumented. These tests hold that: the only routes added outside the list are the API's
//! not-found fallbacks, and the document served lists every operation, the processors'
//! callback, the sockets and the sandbox pages included.

mod common;

use std::collections::BTreeSet;

use casino_server::db::Backend;
use common::spawn;

#[test]
fn no_route_is_added_outside_the_documented_list() {
    let src = concat!(env!("CARGO_MANIFEST_DIR"), "/src");
    let mut found = Vec::new();
    for dir in ["http", "api"] {
        for entry in walk(&std::path::Path::new(src).join(dir)) {
            let text = std::fs::read_to_string(&entry).unwrap();
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
        "GET /api/openapi.json",
        "POST /api/front/auth/login/",
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
    ] {
        assert!(operations.contains(op), "{op} is not documented");
    }
    assert_eq!(operations.len(), 110, "{operations:#?}");
}
