//! Identity verification on every backend: documents judged by casino-core's rules before they
//! are kept (nothing is stored for a refused one), read only by their owner and the KYC team,
//! reviewed from the queue with the 24-hour promise, and the verdict in the player's mail box
//! and e-mail; three approved documents verify the identity, once.

use crate::common;

use axum::body::Body;
use axum::http::Request;
use casino_server::clock::Clock;
use common::players::{call, player, staff};
use common::{TestApp, TestResponse, backends, spawn_at};
use serde_json::{Value, json};

/// 2027-01-15 08:00 UTC.
const NOW: i64 = 1_800_000_000_000;
const HOUR: i64 = 3_600_000;

/// The header of a PNG picture: all the rules read.
fn png(width: u32, height: u32, colour_type: u8) -> Vec<u8> {
    let mut b = b"\x89PNG\r\n\x1a\n\0\0\0\x0dIHDR".to_vec();
    b.extend(width.to_be_bytes());
    b.extend(height.to_be_bytes());
    b.extend([8, colour_type, 0, 0, 0, 0, 0, 0, 0]);
    b
}

async fn upload(t: &TestApp, token: &str, query: &str, bytes: Vec<u8>, lang: &str) -> TestResponse {
    let req = Request::post(format!("/api/front/upload_document?{query}"))
        .header("authorization", format!("Bearer {token}"))
        .header("content-type", "application/octet-stream")
        .header("accept-language", lang)
        .body(Body::from(bytes))
        .unwrap();
    t.send(req).await
}

async fn ok(t: &TestApp, token: &str, path: &str, body: Value) -> Value {
    let r = call(t, path, token, body).await;
    assert_eq!(r.status, 200, "{path}: {}", r.text());
    r.json()
}

async fn sign_in(t: &TestApp, n: usize) -> String {
    let r = t.login(&format!("joueur{n}"), "Secret#2026").await;
    r.json()["accessToken"].as_str().unwrap().to_owned()
}

fn refusal(r: &TestResponse, field: &str) -> (u16, String, String) {
    let e = &r.json()["error"]["fields"][field];
    (
        r.status,
        e["code"].as_str().unwrap_or_default().to_owned(),
        e["message"].as_str().unwrap_or_default().to_owned(),
    )
}

fn stored_files(t: &TestApp) -> usize {
    let dir = t.state.config.files_dir.join("identity-documents");
    walk(&dir)
}

fn walk(dir: &std::path::Path) -> usize {
    std::fs::read_dir(dir).map_or(0, |d| {
        d.filter_map(Result::ok)
            .map(|e| {
                let p = e.path();
                if p.is_dir() { walk(&p) } else { 1 }
            })
            .sum()
    })
}

#[tokio::test]
async fn a_document_is_judged_before_it_is_kept() {
    for b in backends() {
        let clock = Clock::manual(NOW);
        let t = spawn_at(b, &[], clock.clone());
        let lea = player(&t, 1).await;

        let r = upload(
            &t,
            &lea,
            "kind=identity_front",
            b"%PDF-1.7\n".to_vec(),
            "en",
        )
        .await;
        assert_eq!(
            refusal(&r, "file"),
            (
                422,
                "document_format".into(),
                "Send a PNG, JPEG or GIF picture: other files, PDF included, are not taken.".into()
            )
        );
        let r = upload(&t, &lea, "kind=identity_front", png(1200, 800, 0), "fr").await;
        assert_eq!(
            refusal(&r, "file"),
            (
                422,
                "document_greyscale".into(),
                "Cette image est en noir et blanc : envoyez une image en couleur.".into()
            )
        );
        let r = upload(
            &t,
            &lea,
            "kind=proof_of_address&issued_on=2027-01-10",
            png(1200, 800, 2),
            "en",
        )
        .await;
        assert_eq!(
            refusal(&r, "file"),
            (
                422,
                "document_resolution".into(),
                "This picture is too small to read: it needs at least 3508 × 2480 pixels (300 dpi).".into()
            )
        );
        let a4 = png(2480, 3508, 2);
        let r = upload(&t, &lea, "kind=proof_of_address", a4.clone(), "en").await;
        assert_eq!(refusal(&r, "issued_on").1, "field_required");
        let r = upload(
            &t,
            &lea,
            "kind=proof_of_address&issued_on=2026-10-14",
            a4.clone(),
            "en",
        )
        .await;
        assert_eq!(
            refusal(&r, "issued_on").2,
            "This proof of address is more than 3 months old: send a more recent one."
        );
        let r = upload(&t, &lea, "kind=passport", png(1200, 800, 2), "en").await;
        assert_eq!(refusal(&r, "kind").1, "choice_invalid");
        let r = upload(&t, &lea, "", png(1200, 800, 2), "en").await;
        assert_eq!(refusal(&r, "kind").1, "choice_invalid");

        // Nothing was kept of any of them.
        let view = ok(&t, &lea, "/api/front/get_documents", json!({})).await;
        assert_eq!(view["documents"], json!([]));
        assert_eq!(
            (&view["missing"], &view["missing_for_larger"]),
            (
                &json!(["identity_front", "identity_back", "proof_of_address"]),
                &json!([])
            )
        );
        assert_eq!(view["verification"], "none");
        let registered = view["due_at"].as_i64().unwrap() - 30 * 24 * HOUR;
        assert!((NOW - 60_000..=NOW).contains(&registered), "{view}");
        assert_eq!(view["max_bytes"], 5 * 1024 * 1024);
        assert_eq!(
            (&view["kinds"], &view["dated_kinds"]),
            (
                &json!([
                    "identity_front",
                    "identity_back",
                    "proof_of_address",
                    "payment_method"
                ]),
                &json!(["proof_of_address"])
            )
        );
        assert_eq!(stored_files(&t), 0);

        // A good one is kept, its answer in the player's language.
        let front = png(1011, 638, 2);
        let r = upload(&t, &lea, "kind=identity_front", front.clone(), "fr").await;
        assert_eq!(r.status, 200, "{}", r.text());
        let answer = r.json();
        assert_eq!(
            answer["message"],
            "Votre document est bien reçu. L'équipe KYC vous répond sous 24 heures."
        );
        let doc = &answer["documents"]["documents"][0];
        assert_eq!(
            (&doc["kind"], &doc["status"]),
            (&json!("identity_front"), &json!("pending"))
        );
        assert_eq!(
            answer["documents"]["missing"],
            json!(["identity_back", "proof_of_address"])
        );
        assert_eq!(stored_files(&t), 1);

        // Only its owner and the KYC team read it, never cached or sniffed.
        let path = format!("/api/front/document_file/{}", doc["id"].as_str().unwrap());
        let mine = t.get_with_token(&path, &lea).await;
        assert_eq!((mine.status, mine.body.clone()), (200, front.clone()));
        assert_eq!(
            (
                mine.header("content-type"),
                mine.header("cache-control"),
                mine.header("x-content-type-options")
            ),
            (
                "image/png".into(),
                "private, no-store".into(),
                "nosniff".into()
            )
        );
        let other = player(&t, 2).await;
        let r = t.get_with_token(&path, &other).await;
        assert_eq!(
            (r.status, r.json()["error"]["code"].clone()),
            (404, json!("document_not_found"))
        );
        let agent = staff(&t, 3, "kyc").await;
        assert_eq!(t.get_with_token(&path, &agent).await.body, front);
        assert_eq!(t.get(&path).await.status, 401);
    }
}

#[tokio::test]
async fn the_kyc_team_reviews_and_the_player_is_told() {
    for b in backends() {
        let clock = Clock::manual(NOW);
        let t = spawn_at(b, &[], clock.clone());
        let lea = player(&t, 1).await;
        staff(&t, 3, "kyc").await;
        let card = png(1011, 638, 2);
        for kind in ["identity_front", "identity_back"] {
            let r = upload(&t, &lea, &format!("kind={kind}"), card.clone(), "en").await;
            assert_eq!(r.status, 200, "{}", r.text());
            clock.advance(60_000);
        }
        // A second picture of the same kind replaces the one waiting.
        let r = upload(&t, &lea, "kind=identity_back", png(1100, 700, 6), "en").await;
        assert_eq!(
            r.json()["documents"]["documents"].as_array().unwrap().len(),
            2
        );
        let r = upload(
            &t,
            &lea,
            "kind=proof_of_address&issued_on=2027-01-02",
            png(3508, 2480, 2),
            "en",
        )
        .await;
        assert_eq!(r.status, 200, "{}", r.text());

        // Players cannot see the queue; the KYC team sees it oldest first.
        let r = call(&t, "/api/kyc/get_document_queue", &lea, json!({})).await;
        assert_eq!(r.status, 403);
        // A day later (tokens do not last that long: both sign in again).
        clock.advance(25 * HOUR);
        let lea = sign_in(&t, 1).await;
        let agent = sign_in(&t, 3).await;
        let queue = ok(&t, &agent, "/api/kyc/get_document_queue", json!({})).await;
        let items = queue["items"].as_array().unwrap();
        let kinds: Vec<_> = items.iter().map(|i| i["kind"].as_str().unwrap()).collect();
        assert_eq!(
            kinds,
            ["identity_front", "identity_back", "proof_of_address"]
        );
        assert_eq!(queue["promise_hours"], 24);
        assert_eq!(
            (
                &items[0]["username"],
                &items[0]["full_name"],
                &items[0]["late"],
                &items[1]["width"]
            ),
            (
                &json!("joueur1"),
                &json!("Léa Martin"),
                &json!(true),
                &json!(1100)
            )
        );
        assert_eq!(items[0]["due_at"].as_i64().unwrap(), NOW + 24 * HOUR);
        let id = |i: usize| items[i]["id"].as_str().unwrap().to_owned();

        // A refusal needs its reason; the player reads it in the mail box and the e-mail.
        let r = call(
            &t,
            "/api/kyc/review_document",
            &agent,
            json!({ "id": id(1), "decision": "reject" }),
        )
        .await;
        assert_eq!(
            (r.status, r.field("reason")),
            (422, "field_required".into())
        );
        let r = call(
            &t,
            "/api/kyc/review_document",
            &agent,
            json!({ "id": id(1), "decision": "keep", "reason": "" }),
        )
        .await;
        assert_eq!(
            (r.status, r.field("decision")),
            (422, "choice_invalid".into())
        );
        let reason = "The corners of the card are cut off.";
        let done = ok(
            &t,
            &agent,
            "/api/kyc/review_document",
            json!({ "id": id(1), "decision": "request", "reason": reason }),
        )
        .await;
        assert_eq!(done["code"], "document_requested");
        let r = call(
            &t,
            "/api/kyc/review_document",
            &agent,
            json!({ "id": id(1), "decision": "approve" }),
        )
        .await;
        assert_eq!(
            (r.status, r.json()["error"]["code"].clone()),
            (409, json!("document_reviewed"))
        );
        let inbox = ok(&t, &lea, "/api/front/get_messages", json!({})).await;
        let m = &inbox["messages"][0];
        assert_eq!(
            (&m["kind"], &m["subject"]),
            (
                &json!("document_needed"),
                &json!("We need another document")
            )
        );
        assert!(
            m["body"].as_str().unwrap().contains(
                "could not accept your identity document (back): The corners of the card are cut off."
            ),
            "{m}"
        );
        assert!(
            t.outbox()
                .last()
                .unwrap()
                .contains("Subject: We need another document")
        );
        let view = ok(&t, &lea, "/api/front/get_documents", json!({})).await;
        let back = &view["documents"]
            .as_array()
            .unwrap()
            .iter()
            .find(|d| d["kind"] == "identity_back")
            .unwrap();
        assert_eq!(
            (&back["status"], &back["reason"]),
            (&json!("requested"), &json!(reason))
        );
        assert_eq!(view["missing"], json!(["identity_back"]));

        // Two approvals leave the identity unverified; the third document verifies it, told once.
        for i in [0, 2] {
            ok(
                &t,
                &agent,
                "/api/kyc/review_document",
                json!({ "id": id(i), "decision": "approve" }),
            )
            .await;
        }
        let view = ok(&t, &lea, "/api/front/get_documents", json!({})).await;
        assert_eq!(view["verification"], "none");
        let r = upload(&t, &lea, "kind=identity_back", card.clone(), "en").await;
        // The three identity documents sent: only the larger withdrawals' proof is left, and above what.
        let view = &r.json()["documents"];
        assert_eq!(
            (
                &view["missing"],
                &view["missing_for_larger"],
                &view["larger_above"]
            ),
            (
                &json!(["payment_method"]),
                &json!(["payment_method"]),
                &json!("2500")
            )
        );
        let back = r.json()["documents"]["documents"][0]["id"]
            .as_str()
            .unwrap()
            .to_owned();
        let mails = t.outbox().len();
        clock.advance(60_000);
        ok(
            &t,
            &agent,
            "/api/kyc/review_document",
            json!({ "id": back, "decision": "approve" }),
        )
        .await;
        let view = ok(&t, &lea, "/api/front/get_documents", json!({})).await;
        assert_eq!(
            (&view["verification"], &view["due_at"], &view["missing"]),
            (&json!("verified"), &Value::Null, &json!(["payment_method"]))
        );
        let inbox = ok(&t, &lea, "/api/front/get_messages", json!({})).await;
        assert_eq!(inbox["messages"][0]["subject"], "Your identity is verified");
        assert_eq!(t.outbox().len(), mails + 1);

        // The payment method adds the extra verification, with no second message.
        let r = upload(&t, &lea, "kind=payment_method", card.clone(), "en").await;
        let pm = r.json()["documents"]["documents"][0]["id"]
            .as_str()
            .unwrap()
            .to_owned();
        ok(
            &t,
            &agent,
            "/api/kyc/review_document",
            json!({ "id": pm, "decision": "approve" }),
        )
        .await;
        let view = ok(&t, &lea, "/api/front/get_documents", json!({})).await;
        assert_eq!(
            (&view["verification"], &view["missing"]),
            (&json!("enhanced"), &json!([]))
        );
        assert_eq!(t.outbox().len(), mails + 1);
        let queue = ok(&t, &agent, "/api/kyc/get_document_queue", json!({})).await;
        assert_eq!(queue["items"], json!([]));

        let boss = staff(&t, 4, "admin").await;
        let log = ok(&t, &boss, "/api/admin/get_staff_actions", json!({})).await;
        let mut reviews: Vec<String> = log["actions"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|a| a["action"] == "review_document" && a["target"] == "joueur1")
            .map(|a| a["detail"].as_str().unwrap().to_owned())
            .collect();
        reviews.sort();
        // The decisions in the reader's words (English here), the agent's reason as written.
        assert_eq!(
            reviews,
            [
                "Approved: identity document (back)".into(),
                "Approved: identity document (front)".into(),
                "Approved: payment method".into(),
                "Approved: proof of address".into(),
                format!("Asked again: identity document (back) — {reason}"),
            ]
        );
        let bearer = format!("Bearer {boss}");
        let french = t
            .post_with(
                "/api/admin/get_staff_actions",
                "{}",
                &[("authorization", &bearer), ("accept-language", "fr")],
            )
            .await;
        assert!(
            french
                .text()
                .contains("Approuvé : pièce d'identité (recto)"),
            "{}",
            french.text()
        );
    }
}

/// A replaced picture's file is removed, a player keeps at most 20 documents with the KYC team
/// (a refused upload keeps no file), an agent's reading of a document is in the staff log, and
/// nobody reviews their own documents.
#[tokio::test]
async fn uploads_are_capped_replaced_files_go_and_readings_are_logged() {
    for b in backends() {
        let t = spawn_at(b, &[], Clock::manual(NOW));
        player(&t, 1).await;
        let lea = sign_in(&t, 1).await;
        let card = png(1011, 638, 2);
        for _ in 0..2 {
            let r = upload(&t, &lea, "kind=identity_front", card.clone(), "en").await;
            assert_eq!(r.status, 200, "{}", r.text());
        }
        assert_eq!(stored_files(&t), 1, "the replaced picture's file is gone");

        let agent = staff(&t, 3, "kyc").await;
        let boss = common::players::admin(&t).await;
        let own = upload(&t, &agent, "kind=identity_front", card.clone(), "en").await;
        let own_id = own.json()["documents"]["documents"][0]["id"]
            .as_str()
            .unwrap()
            .to_owned();
        let r = call(
            &t,
            "/api/kyc/review_document",
            &agent,
            json!({ "id": own_id, "decision": "approve" }),
        )
        .await;
        assert_eq!(r.status, 403, "{}", r.text());
        assert_eq!(r.json()["error"]["code"], "own_account_decision");

        // Refused and sent again until 20 are kept.
        let refuse_waiting = async |t: &TestApp| {
            let docs = ok(t, &lea, "/api/front/get_documents", json!({})).await;
            let waiting = docs["documents"]
                .as_array()
                .unwrap()
                .iter()
                .find(|d| d["status"] == "pending")
                .map(|d| d["id"].as_str().unwrap().to_owned())
                .unwrap();
            let refuse =
                json!({ "id": waiting, "decision": "reject", "reason": "The picture is blurred." });
            ok(t, &agent, "/api/kyc/review_document", refuse).await;
            waiting
        };
        for n in 1..20 {
            refuse_waiting(&t).await;
            t.state.clock.advance(1000);
            let r = upload(&t, &lea, "kind=identity_front", card.clone(), "en").await;
            assert_eq!(r.status, 200, "upload {n}: {}", r.text());
        }
        let id = refuse_waiting(&t).await;
        let before = stored_files(&t);
        let r = upload(&t, &lea, "kind=identity_front", card.clone(), "en").await;
        assert_eq!(
            refusal(&r, "file"),
            (
                422,
                "documents_limit".into(),
                "You have sent 20 documents already: please wait for the KYC team's answer before sending more, or contact support.".into()
            )
        );
        assert_eq!(stored_files(&t), before, "a refused upload keeps no file");

        t.state.clock.advance(1000);
        let path = format!("/api/front/document_file/{id}");
        assert_eq!(t.get_with_token(&path, &agent).await.status, 200);
        let log = ok(&t, &boss, "/api/admin/get_staff_actions", json!({})).await;
        assert_eq!(
            (
                &log["actions"][0]["staff"],
                &log["actions"][0]["action"],
                &log["actions"][0]["target"]
            ),
            (
                &json!("joueur3"),
                &json!("read_document"),
                &json!("joueur1")
            )
        );
    }
}
