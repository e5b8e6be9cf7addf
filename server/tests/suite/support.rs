//! Support on every backend: the contact form keeps a ticket and e-mails support (and keeps it
//! when the mail server is unreachable, with the spec's fallback message); an agent's answer
//! reaches the player's mail box and e-mail; tickets are escalated and closed; a withdrawal's
//! approval lands in the mail box too; every staff call refuses players and the wrong roles; staff
//! actions are logged.

use crate::common;

use common::players::{CARD, admin, call, moto, player, staff};
use common::{TestApp, backends, spawn, spawn_with};
use serde_json::{Value, json};

const SENT: &str = "Your message has been successfully sent.";

fn contact(name: &str, subject: &str) -> Value {
    json!({ "name": name, "email": "lea@example.fr", "subject": subject,
            "message": "Hello, where is my withdrawal of last week?" })
}

/// A signed-in staff member with `role` (joueur{n}).
async fn inbox(t: &TestApp, token: &str) -> Value {
    let r = call(t, "/api/front/get_messages", token, json!({})).await;
    assert_eq!(r.status, 200, "{}", r.text());
    r.json()
}

async fn tickets(t: &TestApp, token: &str, status: Value) -> Vec<Value> {
    let r = call(
        t,
        "/api/support/get_tickets",
        token,
        json!({ "status": status }),
    )
    .await;
    assert_eq!(r.status, 200, "{}", r.text());
    r.json()["tickets"].as_array().unwrap().clone()
}

#[tokio::test]
async fn a_visitors_message_is_kept_and_mailed_to_support() {
    for b in backends() {
        let t = spawn(b);
        let r = t
            .post_with(
                "/api/front/player_send_message",
                &contact("Léa Martin", "My withdrawal").to_string(),
                &[],
            )
            .await;
        assert_eq!(r.status, 200, "{}", r.text());
        let answer = r.json();
        assert_eq!(
            (answer["code"].as_str(), answer["message"].as_str()),
            (Some("message_sent"), Some(SENT))
        );
        assert_eq!(answer["support_email"], "support@emeraude.casino");
        let number = answer["ticket"].as_str().unwrap().to_owned();
        assert_eq!(number.len(), 8);

        let mail = t.outbox().pop().unwrap();
        assert!(mail.contains("To: support@emeraude.casino"), "{mail}");
        assert!(
            mail.contains("Reply-To:") && mail.contains("lea@example.fr"),
            "{mail}"
        );
        assert!(
            mail.contains(&format!("[{number}] My withdrawal")),
            "{mail}"
        );
        assert!(
            mail.contains("Hello, where is my withdrawal of last week?"),
            "{mail}"
        );

        let agent = staff(&t, 2, "support").await;
        let waiting = tickets(&t, &agent, Value::Null).await;
        assert_eq!(waiting.len(), 1);
        assert_eq!(
            (
                &waiting[0]["number"],
                &waiting[0]["status"],
                &waiting[0]["mailed"],
                &waiting[0]["username"]
            ),
            (&json!(number), &json!("open"), &json!(true), &Value::Null)
        );

        // Bad input: every field says why, and no ticket is written.
        let bad = json!({ "name": " ", "email": "lea@", "subject": "Hi", "message": "Short" });
        let r = t
            .post_with("/api/front/player_send_message", &bad.to_string(), &[])
            .await;
        assert_eq!(r.status, 422, "{}", r.text());
        let fields = r.json()["error"]["fields"].clone();
        assert_eq!(fields["name"]["code"], "field_required");
        assert_eq!(fields["email"]["code"], "email_invalid");
        assert_eq!(
            fields["message"]["message"],
            "Please write 10 to 5000 characters."
        );
        assert!(fields.get("subject").is_none(), "{fields}");
        assert_eq!(tickets(&t, &agent, Value::Null).await.len(), 1);
    }
}

#[tokio::test]
async fn with_the_mail_server_unreachable_the_ticket_is_kept_and_the_page_says_so() {
    for b in backends() {
        let t = spawn_with(b, &[("SMTP_URL", "smtp://127.0.0.1:1")]);
        let r = t
            .post_with(
                "/api/front/player_send_message",
                &contact("Léa Martin", "Help").to_string(),
                &[],
            )
            .await;
        assert_eq!(r.status, 200, "{}", r.text());
        assert_eq!(r.json()["code"], "mailing_failed");
        // Nobody can sign up while mail is down, so the ticket is read from the database.
        use casino_server::db::schema::support_tickets::dsl as st;
        use diesel::prelude::*;
        let mut c = t.state.db.pool.get().unwrap();
        let kept: Vec<(String, bool)> = st::support_tickets
            .select((st::status, st::mailed))
            .load(&mut c)
            .unwrap();
        assert_eq!(kept, [("open".to_owned(), false)]);
    }
}

#[tokio::test]
async fn an_answer_reaches_the_players_mail_box_and_e_mail() {
    for b in backends() {
        let t = spawn(b);
        let token = player(&t, 1).await;
        let r = call(
            &t,
            "/api/front/player_send_message",
            &token,
            contact("Léa", "Bonus question"),
        )
        .await;
        assert_eq!(r.status, 200, "{}", r.text());
        let agent = staff(&t, 2, "support").await;
        let listed = tickets(&t, &agent, Value::Null).await;
        assert_eq!(listed[0]["username"], "joueur1");
        let id = listed[0]["id"].as_str().unwrap().to_owned();

        let short = call(
            &t,
            "/api/support/answer_ticket",
            &agent,
            json!({ "id": id, "message": "Yes." }),
        )
        .await;
        assert_eq!(
            (short.status, short.field("message")),
            (422, "text_length".to_owned())
        );
        let r = call(
            &t,
            "/api/support/answer_ticket",
            &agent,
            json!({ "id": id, "message": "Your bonus is wagered 30 times; you are halfway." }),
        )
        .await;
        assert_eq!(
            (r.status, r.json()["code"].clone()),
            (200, json!("ticket_answered"))
        );

        let view = call(&t, "/api/support/get_ticket", &agent, json!({ "id": id }))
            .await
            .json();
        assert_eq!(view["ticket"]["status"], "answered");
        let authors: Vec<&Value> = view["messages"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| &m["staff"])
            .collect();
        assert_eq!(authors, [&Value::Null, &json!("joueur2")]);

        let mine = inbox(&t, &token).await;
        assert_eq!(mine["unread"], 1);
        let m = &mine["messages"][0];
        assert_eq!(
            (
                m["kind"].as_str(),
                m["subject"].as_str(),
                m["read"].as_bool()
            ),
            (
                Some("support_reply"),
                Some("Re: Bonus question"),
                Some(false)
            )
        );
        // The answer itself, without the e-mail's pointer back to the mail box it is in.
        assert_eq!(
            m["body"],
            "Your bonus is wagered 30 times; you are halfway."
        );
        let mail = t.outbox().pop().unwrap();
        assert!(
            mail.contains("To: lea@example.fr") && mail.contains("Subject: Re: Bonus question"),
            "{mail}"
        );
        assert!(mail.contains("in your mail box on the site"), "{mail}");

        // Read: by its owner only.
        let other = player(&t, 3).await;
        let r = call(
            &t,
            "/api/front/mark_message_read",
            &other,
            json!({ "id": m["id"] }),
        )
        .await;
        assert_eq!(r.status, 404);
        let r = call(
            &t,
            "/api/front/mark_message_read",
            &token,
            json!({ "id": m["id"] }),
        )
        .await;
        assert_eq!((r.status, r.json()["unread"].clone()), (200, json!(0)));

        // Escalated to a manager, then closed; both logged.
        let r = call(
            &t,
            "/api/support/escalate_ticket",
            &agent,
            json!({ "id": id }),
        )
        .await;
        assert_eq!(r.json()["code"], "ticket_escalated");
        assert_eq!(tickets(&t, &agent, json!("escalated")).await.len(), 1);
        // Escalated above the agent: only a manager closes it.
        let r = call(&t, "/api/support/close_ticket", &agent, json!({ "id": id })).await;
        assert_eq!(
            (r.status, r.message()),
            (
                403,
                "This ticket was escalated to a manager: only a manager can close it.".to_owned()
            )
        );
        assert_eq!(tickets(&t, &agent, json!("escalated")).await.len(), 1);
        let manager = staff(&t, 4, "manager").await;
        assert_eq!(tickets(&t, &manager, json!("escalated")).await.len(), 1);
        let r = call(
            &t,
            "/api/support/close_ticket",
            &manager,
            json!({ "id": id }),
        )
        .await;
        assert_eq!(r.json()["code"], "ticket_closed");
        assert!(tickets(&t, &agent, Value::Null).await.is_empty());
        let r = call(
            &t,
            "/api/support/close_ticket",
            &agent,
            json!({ "id": "nope" }),
        )
        .await;
        assert_eq!((r.status, r.code()), (404, "ticket_not_found".to_owned()));

        let boss = admin(&t).await;
        let log = call(&t, "/api/admin/get_staff_actions", &boss, json!({}))
            .await
            .json();
        let actions: Vec<(&str, &str)> = log["actions"]
            .as_array()
            .unwrap()
            .iter()
            .map(|a| (a["staff"].as_str().unwrap(), a["action"].as_str().unwrap()))
            .collect();
        assert_eq!(
            actions,
            [
                ("joueur4", "close_ticket"),
                ("joueur2", "escalate_ticket"),
                ("joueur2", "answer_ticket")
            ]
        );
    }
}

#[tokio::test]
async fn support_finds_a_player_and_reads_their_file() {
    for b in backends() {
        let t = spawn(b);
        let token = player(&t, 1).await;
        player(&t, 12).await;
        moto(&t, &token, "40", "d-1", CARD).await;
        let r = call(
            &t,
            "/api/front/player_send_message",
            &token,
            contact("Léa", "Limits"),
        )
        .await;
        assert_eq!(r.status, 200, "{}", r.text());
        let agent = staff(&t, 2, "support").await;

        let found = |q: &str| {
            call(
                &t,
                "/api/support/find_players",
                &agent,
                json!({ "query": q }),
            )
        };
        let names = |v: Value| -> Vec<String> {
            v["players"]
                .as_array()
                .unwrap()
                .iter()
                .map(|p| p["username"].as_str().unwrap().to_owned())
                .collect()
        };
        assert_eq!(
            names(found("JOUEUR1").await.json()),
            ["joueur1", "joueur12"]
        );
        assert_eq!(names(found("joueur12@").await.json()), ["joueur12"]);
        assert_eq!(
            names(found("mart").await.json()).len(),
            3,
            "every test player is a Martin"
        );
        assert_eq!(names(found("jo%").await.json()), Vec::<String>::new());
        let r = found("j").await;
        assert_eq!(
            (r.status, r.field("query")),
            (422, "field_required".to_owned())
        );

        let r = call(
            &t,
            "/api/support/get_player_file",
            &agent,
            json!({ "username": "Joueur1" }),
        )
        .await;
        assert_eq!(r.status, 200, "{}", r.text());
        let file = r.json();
        assert_eq!(file["player"]["username"], "joueur1");
        assert_eq!(file["verification"], "none");
        assert_eq!(file["balance"]["wallets"][0]["real"], "40.00");
        assert_eq!(file["transactions"][0]["amount"], "40.00");
        assert_eq!(file["bets"], json!([]));
        assert_eq!(file["tickets"][0]["subject"], "Limits");
        let r = call(
            &t,
            "/api/support/get_player_file",
            &agent,
            json!({ "username": "nobody" }),
        )
        .await;
        assert_eq!((r.status, r.code()), (404, "player_not_found".to_owned()));
    }
}

#[tokio::test]
async fn an_approved_withdrawal_lands_in_the_mail_box() {
    for b in backends() {
        let t = spawn_with(b, &[("WITHDRAWAL_UNWAGERED", "fee")]);
        let token = player(&t, 1).await;
        let boss = admin(&t).await;
        moto(&t, &token, "100", "d-1", CARD).await;
        let r = call(
            &t,
            "/api/admin/set_player_verification",
            &boss,
            json!({ "username": "joueur1", "verification": "verified" }),
        )
        .await;
        assert_eq!(r.status, 200, "{}", r.text());
        let body = json!({ "processor": "bitcoin", "amount": "50", "currency": "EUR", "idempotency_key": common::idem("w-1"),
                           "address": "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4" });
        let r = call(&t, "/api/payment/send_withdrawal_request", &token, body).await;
        assert_eq!(r.status, 200, "{}", r.text());
        let id = r.json()["transaction"]["id"].clone();
        let r = call(
            &t,
            "/api/admin/approve_withdrawal",
            &boss,
            json!({ "id": id }),
        )
        .await;
        assert_eq!(r.status, 200, "{}", r.text());

        // Newest first, after the news of the verified identity.
        let mine = inbox(&t, &token).await;
        assert_eq!(mine["unread"], 2);
        assert_eq!(mine["messages"][1]["kind"], "identity_verified");
        assert_eq!(mine["messages"][0]["kind"], "withdrawal_scheduled");
        assert_eq!(
            mine["messages"][0]["subject"],
            "Your withdrawal of €50.00 is scheduled"
        );
        let log = call(&t, "/api/admin/get_staff_actions", &boss, json!({}))
            .await
            .json();
        let actions: Vec<&str> = log["actions"]
            .as_array()
            .unwrap()
            .iter()
            .map(|a| a["action"].as_str().unwrap())
            .collect();
        assert_eq!(actions, ["approve_withdrawal", "set_player_verification"]);
    }
}

/// An agent's close racing another agent's escalation never closes the escalated ticket: the
/// close either comes first (the escalation then reopens it as escalated) or is refused, whatever
/// the ticket was when the close read it. On PostgreSQL the two run at once.
#[tokio::test]
async fn an_agents_close_racing_an_escalation_leaves_the_ticket_escalated() {
    use casino_server::db::schema::support_tickets as st;
    use diesel::prelude::*;
    for b in backends() {
        let t = std::sync::Arc::new(spawn(b));
        let r = t
            .post_with(
                "/api/front/player_send_message",
                &contact("Léa", "Racing").to_string(),
                &[],
            )
            .await;
        assert_eq!(r.status, 200, "{}", r.text());
        let closer = staff(&t, 2, "support").await;
        let escalator = staff(&t, 3, "support").await;
        let id = tickets(&t, &closer, Value::Null).await[0]["id"]
            .as_str()
            .unwrap()
            .to_owned();
        for _ in 0..20 {
            {
                let mut c = t.state.db.pool.get().unwrap();
                diesel::update(st::table.find(&id))
                    .set(st::status.eq("open"))
                    .execute(&mut c)
                    .unwrap();
            }
            let close = {
                let (t, token, id) = (t.clone(), closer.clone(), id.clone());
                tokio::spawn(async move {
                    call(&t, "/api/support/close_ticket", &token, json!({ "id": id })).await
                })
            };
            let escalate = {
                let (t, token, id) = (t.clone(), escalator.clone(), id.clone());
                tokio::spawn(async move {
                    call(
                        &t,
                        "/api/support/escalate_ticket",
                        &token,
                        json!({ "id": id }),
                    )
                    .await
                })
            };
            let (close, escalate) = (close.await.unwrap(), escalate.await.unwrap());
            assert_eq!(escalate.status, 200, "{}", escalate.text());
            assert!(
                [200, 403].contains(&close.status),
                "{}: {}",
                close.status,
                close.text()
            );
            let mut c = t.state.db.pool.get().unwrap();
            let status: String = st::table
                .find(&id)
                .select(st::status)
                .first(&mut c)
                .unwrap();
            assert_eq!(status, "escalated", "close answered {}", close.status);
        }
    }
}

/// Every staff call, and the roles allowed to make it.
const STAFF_CALLS: &[(&str, &[&str])] = &[
    ("/api/admin/get_withdrawal_requests", &["admin"]),
    ("/api/admin/approve_withdrawal", &["admin"]),
    ("/api/admin/reject_withdrawal", &["admin"]),
    ("/api/admin/complete_withdrawal", &["admin"]),
    ("/api/admin/get_wire_deposits", &["admin"]),
    ("/api/admin/confirm_wire_deposit", &["admin"]),
    ("/api/admin/get_held_payments", &["admin"]),
    ("/api/admin/credit_held_payment", &["admin"]),
    ("/api/admin/return_held_payment", &["admin"]),
    ("/api/admin/get_affiliate_commissions", &["admin"]),
    ("/api/admin/get_aml_flags", &["admin"]),
    ("/api/admin/record_affiliate_commission", &["admin"]),
    ("/api/admin/confirm_affiliate_commission", &["admin"]),
    ("/api/admin/reject_affiliate_commission", &["admin"]),
    ("/api/admin/set_player_verification", &["kyc", "admin"]),
    ("/api/admin/get_bonus_campaigns", &["admin"]),
    ("/api/admin/save_bonus_campaign", &["admin"]),
    ("/api/admin/save_bonus_code", &["admin"]),
    (
        "/api/admin/get_player_bonuses",
        &["support", "manager", "admin"],
    ),
    ("/api/admin/get_staff_actions", &["admin"]),
    ("/api/admin/get_report", &["admin"]),
    ("/api/admin/get_site_content", &["admin"]),
    ("/api/admin/get_content_history", &["admin"]),
    ("/api/admin/create_site_content", &["admin"]),
    ("/api/admin/update_template", &["admin"]),
    ("/api/admin/remove_site_content", &["admin"]),
    ("/api/admin/restore_site_content", &["admin"]),
    ("/api/admin/preview_content", &["admin"]),
    ("/api/admin/update_settings", &["admin"]),
    ("/api/admin/upload_content_image", &["admin"]),
    ("/api/support/get_tickets", &["support", "manager", "admin"]),
    ("/api/support/get_ticket", &["support", "manager", "admin"]),
    (
        "/api/support/answer_ticket",
        &["support", "manager", "admin"],
    ),
    (
        "/api/support/escalate_ticket",
        &["support", "manager", "admin"],
    ),
    (
        "/api/support/close_ticket",
        &["support", "manager", "admin"],
    ),
    (
        "/api/support/find_players",
        &["support", "manager", "admin"],
    ),
    (
        "/api/support/get_player_file",
        &["support", "manager", "admin"],
    ),
    (
        "/api/support/set_player_state",
        &["support", "manager", "admin"],
    ),
    (
        "/api/support/update_player_profile",
        &["support", "manager", "admin"],
    ),
    (
        "/api/support/set_player_break",
        &["support", "manager", "admin"],
    ),
    ("/api/kyc/get_document_queue", &["kyc", "admin"]),
    ("/api/kyc/review_document", &["kyc", "admin"]),
];

#[tokio::test]
async fn every_staff_call_refuses_players_and_the_wrong_roles() {
    for b in backends() {
        let t = spawn(b);
        let tokens = [
            ("player", player(&t, 1).await),
            ("support", staff(&t, 2, "support").await),
            ("kyc", staff(&t, 3, "kyc").await),
            ("manager", staff(&t, 4, "manager").await),
            ("admin", admin(&t).await),
        ];
        let documented: Vec<String> = serde_json::from_str::<Value>(
            &t.get("/api/openapi.json").await.text(),
        )
        .unwrap()["paths"]
            .as_object()
            .unwrap()
            .keys()
            .filter(|p| {
                ["/api/admin/", "/api/support/", "/api/kyc/"]
                    .iter()
                    .any(|s| p.starts_with(s))
            })
            .cloned()
            .collect();
        // The table is every staff call the API documents, no more, no less.
        let mut listed: Vec<&str> = STAFF_CALLS.iter().map(|(p, _)| *p).collect();
        let mut documented: Vec<&str> = documented.iter().map(String::as_str).collect();
        listed.sort_unstable();
        documented.sort_unstable();
        assert_eq!(listed, documented);
        for (path, allowed) in STAFF_CALLS {
            for (role, token) in &tokens {
                let r = call(&t, path, token, json!({})).await;
                if allowed.contains(role) {
                    assert_ne!(r.status, 403, "{role} on {path}: {}", r.text());
                    assert_ne!(r.status, 500, "{role} on {path}: {}", r.text());
                } else {
                    assert_eq!(
                        (r.status, r.message()),
                        (403, "You are not allowed to do this.".to_owned()),
                        "{role} on {path}"
                    );
                }
            }
        }
    }
}

#[tokio::test]
async fn support_suspends_closes_and_reopens_an_account_with_a_reason() {
    for b in backends() {
        let t = spawn(b);
        let lea = player(&t, 1).await;
        let agent = staff(&t, 2, "support").await;
        let boss = admin(&t).await;
        let change = |action: &str, username: &str, reason: &str| json!({ "username": username, "action": action, "reason": reason });

        let r = call(
            &t,
            "/api/support/set_player_state",
            &agent,
            change("suspend", "joueur1", "Chargeback reported by the bank"),
        )
        .await;
        assert_eq!(r.status, 200, "{}", r.text());
        assert_eq!(r.json()["code"], "player_suspended");
        // The player's session ends at once; signing in again opens the restricted area only
        // (restricted_area.rs).
        let r = call(&t, "/api/front/get_player_balance", &lea, json!({})).await;
        assert_eq!(r.status, 401);
        let r = t.login("joueur1", "Secret#2026").await;
        assert_eq!(r.status, 200, "{}", r.text());
        let r = call(
            &t,
            "/api/support/set_player_state",
            &agent,
            change("suspend", "joueur1", "Again, by mistake"),
        )
        .await;
        assert_eq!(
            (r.status, r.code()),
            (409, "account_state_unchanged".to_owned())
        );

        let r = call(
            &t,
            "/api/support/set_player_state",
            &agent,
            change("reopen", "joueur1", "The bank withdrew the chargeback"),
        )
        .await;
        assert_eq!(r.json()["code"], "player_reopened");
        assert_eq!(t.login("joueur1", "Secret#2026").await.status, 200);
        let r = call(
            &t,
            "/api/support/set_player_state",
            &boss,
            change("close", "joueur1", "Asked by the player to close"),
        )
        .await;
        // A closure is announced with a day's notice (restricted_area.rs).
        assert_eq!(r.json()["code"], "player_closing");

        // Refused: field by field, an unknown player, a staff account changed by support.
        let r = call(
            &t,
            "/api/support/set_player_state",
            &agent,
            change("ban", "joueur1", ""),
        )
        .await;
        assert_eq!(r.status, 422);
        assert_eq!(
            (r.field("action"), r.field("reason")),
            ("choice_invalid".to_owned(), "field_required".to_owned())
        );
        let r = call(
            &t,
            "/api/support/set_player_state",
            &agent,
            change("suspend", "nobody", "No such player"),
        )
        .await;
        assert_eq!(r.status, 404);
        let r = call(
            &t,
            "/api/support/set_player_state",
            &agent,
            change("suspend", "joueur999", "Trying on an admin"),
        )
        .await;
        assert_eq!(
            (r.status, r.code()),
            (403, "administrator_needed".to_owned())
        );

        let log = call(&t, "/api/admin/get_staff_actions", &boss, json!({}))
            .await
            .json();
        let lines: Vec<(&str, &str, &str)> = log["actions"]
            .as_array()
            .unwrap()
            .iter()
            .map(|a| {
                (
                    a["staff"].as_str().unwrap(),
                    a["action"].as_str().unwrap(),
                    a["detail"].as_str().unwrap(),
                )
            })
            .collect();
        assert_eq!(
            lines,
            vec![
                ("joueur999", "close_player", "Asked by the player to close"),
                (
                    "joueur2",
                    "reopen_player",
                    "The bank withdrew the chargeback"
                ),
                (
                    "joueur2",
                    "suspend_player",
                    "Chargeback reported by the bank"
                ),
            ]
        );
    }
}

#[tokio::test]
async fn support_corrects_a_players_details_on_request_never_the_username() {
    for b in backends() {
        let t = spawn(b);
        let lea = player(&t, 1).await;
        player(&t, 3).await;
        let agent = staff(&t, 2, "support").await;
        let boss = admin(&t).await;
        let details = |email: &str, mobile: &str, city: &str, reason: &str| {
            json!({ "username": "joueur1", "email": email, "mobile": mobile, "gender": "female",
                    "birth_date": "1990-05-04", "first_name": "Léa", "last_name": "Martin-Durand",
                    "address": "1 rue de la Paix", "postal_code": "75002", "city": city,
                    "country": "FR", "reason": reason })
        };
        let married = details(
            "lea.durand@example.fr",
            "+33 6 11 22 00 01",
            "Lyon",
            "Married, asked by phone",
        );
        // The e-mail address resets the password: only an administrator changes it.
        let r = call(
            &t,
            "/api/support/update_player_profile",
            &agent,
            married.clone(),
        )
        .await;
        assert_eq!(
            (r.status, r.code()),
            (403, "administrator_needed".to_owned())
        );
        let r = call(&t, "/api/support/update_player_profile", &boss, married).await;
        assert_eq!(
            (r.status, r.json()["code"].as_str()),
            (200, Some("player_profile_updated"))
        );
        // Every session ended, and the old address was told.
        assert_eq!(
            call(&t, "/api/front/get_player_profile", &lea, json!({}))
                .await
                .status,
            401
        );
        let told = t.outbox();
        let told = told.last().unwrap();
        assert!(told.contains("To: joueur1@example.fr"), "{told}");
        assert!(
            told.contains("Subject: Your e-mail address was changed"),
            "{told}"
        );
        assert!(told.contains("lea.durand@example.fr"), "{told}");
        let lea = t.login("lea.durand@example.fr", "Secret#2026").await.json()["accessToken"]
            .as_str()
            .unwrap()
            .to_owned();
        let profile = call(&t, "/api/front/get_player_profile", &lea, json!({}))
            .await
            .json();
        assert_eq!(
            (
                profile["email"].as_str(),
                profile["last_name"].as_str(),
                profile["city"].as_str(),
                profile["username"].as_str()
            ),
            (
                Some("lea.durand@example.fr"),
                Some("Martin-Durand"),
                Some("Lyon"),
                Some("joueur1")
            )
        );
        // The new address signs in; the log says what changed and why.
        assert_eq!(
            t.login("lea.durand@example.fr", "Secret#2026").await.status,
            200
        );
        let log = call(&t, "/api/admin/get_staff_actions", &boss, json!({}))
            .await
            .json();
        assert_eq!(log["actions"][0]["action"], "update_player_profile");
        assert_eq!(
            log["actions"][0]["detail"],
            "email, last_name, city: Married, asked by phone"
        );

        // Another player's address, and a form that breaks the rules, are refused field by field.
        let r = call(
            &t,
            "/api/support/update_player_profile",
            &boss,
            details(
                "joueur3@example.fr",
                "+33 6 11 22 00 01",
                "Lyon",
                "Wrong address",
            ),
        )
        .await;
        assert_eq!(
            (r.status, r.field("email")),
            (409, "email_exists".to_owned())
        );
        let r = call(
            &t,
            "/api/support/update_player_profile",
            &boss,
            details("lea@", "12", "", ""),
        )
        .await;
        assert_eq!(r.status, 422);
        let fields: Vec<String> = r.json()["error"]["fields"]
            .as_object()
            .unwrap()
            .keys()
            .cloned()
            .collect();
        assert_eq!(fields, ["city", "email", "mobile", "reason"]);
        // The username is not a field: a body naming one is refused whole.
        let mut renamed = details(
            "lea.durand@example.fr",
            "+33 6 11 22 00 01",
            "Lyon",
            "Rename",
        );
        renamed["new_username"] = json!("lea");
        let r = call(&t, "/api/support/update_player_profile", &agent, renamed).await;
        assert_eq!(r.status, 422, "{}", r.text());
    }
}
