//! Wallet and payments on every backend, through the API: balances, deposits by each sandbox
//! processor with their callbacks, withdrawals with their rules, the player's cancel, the
//! administrators' decisions, the history. The ledger's invariants are audited after each test.

// A binary of its own: its log test installs the process's log subscriber at TRACE and reads
// every line the process writes, which other tests running beside it would add to.
#[path = "suite/common/mod.rs"]
mod common;

use casino_core::payments::Processor;
use casino_server::ids::OrderId;
use common::players::{
    CARD, CARD_DIGITS, CVV, admin, audit, call, card, moto, player, real_balance,
};
use common::{TestApp, TestResponse, backends, spawn, spawn_with};
use serde_json::json;

async fn verify(t: &TestApp, admin: &str, username: &str, level: &str) {
    let body = json!({ "username": username, "verification": level });
    let r = call(t, "/api/admin/set_player_verification", admin, body).await;
    assert_eq!(
        (r.status, r.json()["code"].clone()),
        (200, json!("verification_updated"))
    );
}

#[tokio::test]
async fn balances_start_empty_and_wallets_open_in_other_currencies() {
    for b in backends() {
        let t = spawn(b);
        let token = player(&t, 1).await;
        let r = call(&t, "/api/front/get_player_balance", &token, json!({})).await;
        assert_eq!(
            r.json(),
            json!({ "wallets": [{ "currency": "EUR", "total": "0.00", "real": "0.00", "bonus": "0.00" }] })
        );
        let r = call(
            &t,
            "/api/front/add_currency",
            &token,
            json!({ "currency": "INR" }),
        )
        .await;
        let currencies: Vec<String> = r.json()["wallets"]
            .as_array()
            .unwrap()
            .iter()
            .map(|w| w["currency"].as_str().unwrap().to_owned())
            .collect();
        assert_eq!(currencies, ["EUR", "INR"]);
        let r = call(
            &t,
            "/api/front/add_currency",
            &token,
            json!({ "currency": "GBP" }),
        )
        .await;
        assert_eq!(
            (r.status, r.field("currency")),
            (422, "choice_invalid".into())
        );
        let r = t
            .post_with("/api/front/get_player_balance", "{}", &[])
            .await;
        assert_eq!(r.status, 401);
        let r = call(
            &t,
            "/api/front/get_processors",
            &token,
            json!({ "currency": "INR" }),
        )
        .await;
        let moto = r.json()["processors"]
            .as_array()
            .unwrap()
            .iter()
            .find(|p| p["id"] == "moto")
            .cloned()
            .unwrap();
        assert_eq!(
            moto,
            json!({ "id": "moto", "kind": "card", "currency": "INR", "min": "900.00", "max": "450000.00", "sandbox": true })
        );
    }
}

#[tokio::test]
async fn a_card_deposit_credits_once_and_bad_cards_are_refused() {
    for b in backends() {
        let t = spawn(b);
        let token = player(&t, 1).await;
        let r = moto(&t, &token, "25", "k-1", CARD).await;
        assert_eq!(r.status, 200, "{}", r.text());
        assert_eq!(r.json()["message"], "The deposit for €25.00 is complete!");
        assert_eq!(r.json()["transaction"]["details"], "visa •••• 1111");
        let id = r.json()["transaction"]["id"].clone();
        // The same attempt retried: the first answer, no second credit.
        let again = moto(&t, &token, "25", "k-1", CARD).await;
        assert_eq!(again.json()["transaction"]["id"], id);
        assert_eq!(real_balance(&t, &token).await, "25.00");

        let r = moto(&t, &token, "25", "k-2", "4000 0000 0000 0002").await;
        assert_eq!(
            (r.json()["code"].as_str(), r.json()["message"].as_str()),
            (
                Some("deposit_failed"),
                Some("The amount €25.00 could not be deposited!")
            )
        );
        let r = moto(&t, &token, "25", "k-3", "4111 1111 1111 1112").await;
        assert_eq!(
            (r.status, r.code(), r.field("number")),
            (422, "card_invalid".into(), "card_invalid".into())
        );
        let r = moto(&t, &token, "5", "k-4", CARD).await;
        assert_eq!(
            r.message(),
            "Sorry but the amount can not be less than €10.00"
        );
        let r = moto(&t, &token, "5001", "k-5", CARD).await;
        assert_eq!(
            r.message(),
            "Sorry but the amount can not be bigger than €5,000.00"
        );
        assert_eq!(real_balance(&t, &token).await, "25.00");
        audit(&t);
    }
}

#[tokio::test]
async fn card_orders_stop_at_ten_a_day_per_email_and_terminal() {
    for b in backends() {
        let t = spawn(b);
        let token = player(&t, 1).await;
        for i in 0..10 {
            let r = moto(&t, &token, "10", &format!("k-{i}"), CARD).await;
            assert_eq!(r.status, 200, "{}", r.text());
        }
        let r = moto(&t, &token, "10", "k-10", CARD).await;
        assert_eq!(r.status, 429);
        assert_eq!(r.json()["error"]["code"], "card_orders_limit");
        // Another terminal keeps its own count.
        let body = json!({ "amount": "10", "currency": "EUR", "idempotency_key": common::idem("alt-1"), "card": card(CARD) });
        let r = call(&t, "/api/front/altitudepay_deposit_processor", &token, body).await;
        assert_eq!(r.json()["code"], "threeds_started");
        assert_eq!(real_balance(&t, &token).await, "100.00");
        audit(&t);
    }
}

#[tokio::test]
async fn three_d_secure_settles_by_signed_callback_and_returns_to_the_site() {
    for b in backends() {
        let t = spawn(b);
        let token = player(&t, 1).await;
        let body = json!({ "amount": "40.00", "currency": "EUR", "idempotency_key": common::idem("a-1"), "card": card(CARD) });
        let r = call(&t, "/api/front/altitudepay_deposit_processor", &token, body).await;
        assert_eq!(r.json()["code"], "threeds_started");
        let id = r.json()["transaction"]["id"].as_str().unwrap().to_owned();
        let url = r.json()["three_d_auth_url"].as_str().unwrap().to_owned();
        let key = t
            .state
            .payments
            .sandbox_page_key(Processor::Altitudepay, &OrderId::from(id.as_str()));
        assert_eq!(
            url,
            format!("/api/sandbox/altitudepay/challenge/{id}?lang=en&key={key}")
        );
        // Without its key (another visitor, another site's form), the page is not there.
        let bare = format!("/api/sandbox/altitudepay/challenge/{id}?lang=en");
        assert_eq!(t.get(&bare).await.status, 404);
        let forged = axum::http::Request::post(format!("/api/sandbox/altitudepay/challenge/{id}"))
            .header("content-type", "application/x-www-form-urlencoded")
            .body(axum::body::Body::from("decision=approve&lang=en"))
            .unwrap();
        assert_eq!(t.send(forged).await.status, 404);
        let page = t.get(&url).await;
        assert_eq!(page.status, 200);
        assert!(page.text().contains("€40.00"), "{}", page.text());
        assert!(
            page.text()
                .contains(&format!("name=\"key\" value=\"{key}\""))
        );
        assert!(page.text().contains("<h1>3-D Secure authentication</h1>"));
        // The issuer's page speaks the deposit's language.
        let fr = t.get(&url.replace("lang=en", "lang=fr")).await.text();
        for words in [
            "<html lang=\"fr\">",
            "<h1>Authentification 3-D Secure</h1>",
            ">Confirmer le paiement</button>",
            "<dt>Montant</dt>",
        ] {
            assert!(fr.contains(words), "{words} not in {fr}");
        }
        let decide = || {
            axum::http::Request::post(format!("/api/sandbox/altitudepay/challenge/{id}"))
                .header("content-type", "application/x-www-form-urlencoded")
                .body(axum::body::Body::from(format!(
                    "decision=approve&lang=en&key={key}"
                )))
                .unwrap()
        };
        let r = t.send(decide()).await;
        assert_eq!(
            (r.status, r.header("location")),
            (303, format!("/en/threedsecure?transaction={id}"))
        );
        let r = call(
            &t,
            "/api/front/get_financial_transaction",
            &token,
            json!({ "id": id }),
        )
        .await;
        assert_eq!(
            (r.json()["status"].as_str(), r.json()["state"].as_str()),
            (Some("complete"), Some("complete"))
        );
        // A second decision (the page reloaded) moves nothing.
        t.send(decide()).await;
        assert_eq!(real_balance(&t, &token).await, "40.00");

        // A callback with a forged signature is refused.
        let forged = json!({ "reference": "X", "order_id": id, "outcome": "approved" }).to_string();
        let r = t
            .post_with(
                "/api/payment/callback/altitudepay",
                &forged,
                &[("x-signature", "00ff")],
            )
            .await;
        assert_eq!(r.status, 401);
        audit(&t);
    }
}

async fn confirm_wire(t: &TestApp, token: &str, id: &str) -> TestResponse {
    call(
        t,
        "/api/admin/confirm_wire_deposit",
        token,
        json!({ "id": id }),
    )
    .await
}

#[tokio::test]
async fn wire_deposits_wait_for_an_administrator_and_vouchers_for_their_callback() {
    for b in backends() {
        let t = spawn(b);
        let token = player(&t, 1).await;
        let boss = admin(&t).await;
        let body =
            json!({ "amount": "100", "currency": "EUR", "idempotency_key": common::idem("w-1") });
        let r = call(&t, "/api/front/wire_deposit_processor", &token, body).await;
        let reference = r.json()["wire"]["reference"].as_str().unwrap().to_owned();
        assert!(reference.starts_with("WIRE-"));
        assert_eq!(r.json()["transaction"]["status"], "pending");
        let r = call(
            &t,
            "/api/front/get_eupayment_financial_transaction",
            &token,
            json!({ "reference": reference }),
        )
        .await;
        let id = r.json()["id"].as_str().unwrap().to_owned();
        let r = call(&t, "/api/admin/get_wire_deposits", &boss, json!({})).await;
        assert_eq!(r.json()["items"][0]["username"], "joueur1");
        assert_eq!(r.json()["items"][0]["actions"], json!(["confirm_wire"]));
        // Two administrators confirm a wire: the first one's confirmation is recorded.
        let r = confirm_wire(&t, &boss, &id).await;
        assert_eq!(
            r.json()["message"],
            "Your approval of €100.00 is recorded. A second administrator must confirm it before it is carried out."
        );
        assert_eq!(real_balance(&t, &token).await, "0.00");
        let r = call(&t, "/api/admin/get_wire_deposits", &boss, json!({})).await;
        assert_eq!(r.json()["items"][0]["approved_by"], "joueur999");
        let r = confirm_wire(&t, &boss, &id).await;
        assert_eq!((r.status, r.code()), (409, "second_approval_needed".into()));
        let second = common::players::staff(&t, 998, "admin").await;
        let r = confirm_wire(&t, &second, &id).await;
        assert_eq!(r.json()["message"], "The deposit for €100.00 is complete!");
        let r = confirm_wire(&t, &second, &id).await;
        assert_eq!(r.status, 409);
        assert_eq!(real_balance(&t, &token).await, "100.00");

        let body = json!({ "amount": "50", "currency": "EUR", "idempotency_key": common::idem("v-1"), "voucher": "1234 5678 9012 3456" });
        let r = call(&t, "/api/front/cashlib_deposit_processor", &token, body).await;
        assert_eq!(r.json()["code"], "deposit_pending");
        let id = r.json()["transaction"]["id"].as_str().unwrap().to_owned();
        let mut status = String::new();
        for _ in 0..50 {
            tokio::time::sleep(std::time::Duration::from_millis(100)).await;
            let r = call(
                &t,
                "/api/front/get_financial_transaction",
                &token,
                json!({ "id": id }),
            )
            .await;
            status = r.json()["status"].as_str().unwrap().to_owned();
            if status != "pending" {
                break;
            }
        }
        assert_eq!(status, "complete");
        assert_eq!(real_balance(&t, &token).await, "150.00");
        audit(&t);
    }
}

#[tokio::test]
async fn crypto_addresses_are_derived_per_player_and_credited_once() {
    for b in backends() {
        let t = spawn(b);
        let first = player(&t, 1).await;
        let second = player(&t, 2).await;
        let r = call(
            &t,
            "/api/front/generate_wallet",
            &first,
            json!({ "asset": "BTC" }),
        )
        .await;
        assert_eq!(
            r.json()["address"],
            "bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu"
        );
        assert!(r.json()["qr_svg"].as_str().unwrap().contains("<svg"));
        let again = call(
            &t,
            "/api/front/generate_wallet",
            &first,
            json!({ "asset": "BTC" }),
        )
        .await;
        assert_eq!(again.json()["address"], r.json()["address"]);
        let other = call(
            &t,
            "/api/front/generate_wallet",
            &second,
            json!({ "asset": "BTC" }),
        )
        .await;
        assert_eq!(
            other.json()["address"],
            "bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g"
        );
        let usdt = call(
            &t,
            "/api/front/generate_wallet",
            &first,
            json!({ "asset": "USDT" }),
        )
        .await;
        assert_eq!(
            usdt.json()["address"],
            "0x9858EfFD232B4033E47d90003D41EC34EcaEda94"
        );

        // The processor's callback, delivered twice (each delivery signed anew): one credit.
        for delivery in 0..2 {
            let fields = json!({ "reference": "txid-1", "address": "bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu",
                                 "outcome": "approved", "amount_cents": 12345,
                                 "sent_at": t.state.payments.clock.now_millis() + delivery });
            let (cb, signature) = common::signed_callback(&t, "bitcoin", fields);
            let r = t
                .post_with(
                    "/api/payment/callback/bitcoin",
                    &cb,
                    &[("x-signature", &signature)],
                )
                .await;
            assert_eq!(r.status, 200, "{}", r.text());
        }
        assert_eq!(real_balance(&t, &first).await, "123.45");
        // The sandbox's simulated payment to someone else's address is refused.
        let body =
            json!({ "address": "bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu", "amount": "10" });
        let r = call(&t, "/api/sandbox/crypto_payment", &second, body).await;
        assert_eq!(r.status, 404);
        audit(&t);
    }
}

#[tokio::test]
async fn withdrawals_follow_the_rules_and_the_administrators() {
    for b in backends() {
        let t = spawn(b);
        let token = player(&t, 1).await;
        let boss = admin(&t).await;
        moto(&t, &token, "100", "d-1", CARD).await;
        let bank = json!({ "account": "FR76 3000 6000 0112 3456 7890 189", "beneficiary": "Léa Martin",
                           "bic": "AGRIFRPP", "bank_name": "Crédit Agricole", "zip_code": "75002",
                           "address": "1 rue de la Paix, Paris" });
        let ask = |amount: &str, key: &str| json!({ "processor": "bank", "amount": amount, "currency": "EUR", "idempotency_key": common::idem(key), "bank": bank });
        let r = call(
            &t,
            "/api/payment/send_withdrawal_request",
            &token,
            ask("50", "w-1"),
        )
        .await;
        assert_eq!(r.code(), "verification_required");
        verify(&t, &boss, "joueur1", "verified").await;
        let r = call(
            &t,
            "/api/payment/send_withdrawal_request",
            &token,
            ask("50", "w-1"),
        )
        .await;
        assert_eq!(r.code(), "wager_not_met");
        let r = call(
            &t,
            "/api/payment/send_withdrawal_request",
            &token,
            ask("150", "w-1"),
        )
        .await;
        assert_eq!(r.code(), "amount_above_balance");
        let mut bad = ask("50", "w-2");
        bad["bank"]["bic"] = json!("12");
        let r = call(&t, "/api/payment/send_withdrawal_request", &token, bad).await;
        assert_eq!((r.status, r.field("bic")), (422, "bic_invalid".into()));
        assert_eq!(real_balance(&t, &token).await, "100.00");

        // Every admin call refuses a player.
        for path in [
            "get_withdrawal_requests",
            "approve_withdrawal",
            "reject_withdrawal",
            "complete_withdrawal",
            "get_wire_deposits",
            "confirm_wire_deposit",
            "set_player_verification",
        ] {
            let r = call(&t, &format!("/api/admin/{path}"), &token, json!({})).await;
            assert_eq!((r.status, r.code()), (403, "forbidden".into()), "{path}");
        }
        audit(&t);
    }
}

#[tokio::test]
async fn under_the_fee_policy_withdrawals_are_charged_cancelled_approved_and_paid() {
    for b in backends() {
        let t = spawn_with(b, &[("WITHDRAWAL_UNWAGERED", "fee")]);
        let token = player(&t, 1).await;
        let boss = admin(&t).await;
        verify(&t, &boss, "joueur1", "verified").await;
        moto(&t, &token, "100", "d-1", CARD).await;
        let r = call(
            &t,
            "/api/front/get_withdrawal_processors",
            &token,
            json!({ "currency": "EUR" }),
        )
        .await;
        assert_eq!(
            r.json()["context"],
            json!({ "currency": "EUR", "balance": "100.00", "deposited": "100.00", "wagered": "0.00",
                    "withdrawn_this_month": "0.00", "verification": "verified", "policy": "fee",
                    "bonus_wagering_left": "0.00", "limits_active": "false",
                    "wagering_left": "300.00" })
        );
        let ask = |amount: &str, key: &str| {
            json!({ "processor": "bitcoin", "amount": amount, "currency": "EUR", "idempotency_key": common::idem(key),
                    "address": "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4" })
        };
        let r = call(
            &t,
            "/api/payment/send_withdrawal_request",
            &token,
            ask("60", "w-1"),
        )
        .await;
        assert_eq!(r.json()["code"], "withdrawal_sent");
        assert_eq!(
            (
                r.json()["transaction"]["fee"].as_str(),
                r.json()["transaction"]["cancellable"].as_bool()
            ),
            (Some("6.00"), Some(true))
        );
        let first = r.json()["transaction"]["id"].as_str().unwrap().to_owned();
        assert_eq!(real_balance(&t, &token).await, "40.00");
        let r = call(
            &t,
            "/api/front/cancel_withdrawal_request",
            &token,
            json!({ "id": first }),
        )
        .await;
        assert_eq!(r.json()["code"], "withdrawal_cancelled");
        assert_eq!(real_balance(&t, &token).await, "100.00");
        let r = call(
            &t,
            "/api/front/cancel_withdrawal_request",
            &token,
            json!({ "id": first }),
        )
        .await;
        assert_eq!(r.status, 409);

        let r = call(
            &t,
            "/api/payment/send_withdrawal_request",
            &token,
            ask("30", "w-2"),
        )
        .await;
        let second = r.json()["transaction"]["id"].as_str().unwrap().to_owned();
        // The queue offers what the order's state allows.
        let actions = |r: &TestResponse| r.json()["items"][0]["actions"].clone();
        let r = call(&t, "/api/admin/get_withdrawal_requests", &boss, json!({})).await;
        assert_eq!(actions(&r), json!(["approve", "reject"]));
        let r = call(
            &t,
            "/api/admin/approve_withdrawal",
            &boss,
            json!({ "id": second }),
        )
        .await;
        assert_eq!(r.json()["message"], "Withdrawal of €30.00 scheduled");
        let r = call(&t, "/api/admin/get_withdrawal_requests", &boss, json!({})).await;
        assert_eq!(actions(&r), json!(["complete"]));
        let r = call(
            &t,
            "/api/front/cancel_withdrawal_request",
            &token,
            json!({ "id": second }),
        )
        .await;
        assert_eq!(r.status, 409);
        let r = call(
            &t,
            "/api/admin/complete_withdrawal",
            &boss,
            json!({ "id": second }),
        )
        .await;
        assert_eq!(r.json()["transaction"]["status"], "complete");
        let mails = t.outbox();
        assert!(
            mails
                .iter()
                .any(|m| m.contains("Your withdrawal of €30.00 has been approved")),
            "{mails:?}"
        );
        assert!(
            mails
                .iter()
                .any(|m| m.contains("The transfer of your withdrawal of €30.00 has been made"))
        );

        let r = call(
            &t,
            "/api/payment/send_withdrawal_request",
            &token,
            ask("20", "w-3"),
        )
        .await;
        let third = r.json()["transaction"]["id"].as_str().unwrap().to_owned();
        let r = call(
            &t,
            "/api/admin/reject_withdrawal",
            &boss,
            json!({ "id": third }),
        )
        .await;
        assert_eq!(r.json()["transaction"]["status"], "cancelled");
        assert_eq!(real_balance(&t, &token).await, "70.00");

        // The history: newest first, filtered, paged; another player's id is not found.
        let r = call(
            &t,
            "/api/front/get_financial_transactions",
            &token,
            json!({ "type": "withdrawal", "status": "cancelled" }),
        )
        .await;
        let states: Vec<String> = r.json()["items"]
            .as_array()
            .unwrap()
            .iter()
            .map(|i| i["state"].as_str().unwrap().to_owned())
            .collect();
        assert_eq!(states, ["rejected", "cancelled"]);
        let r = call(
            &t,
            "/api/front/get_financial_transactions",
            &token,
            json!({ "per_page": 2, "page": 2 }),
        )
        .await;
        assert_eq!(
            (
                r.json()["total"].as_u64(),
                r.json()["items"].as_array().unwrap().len()
            ),
            (Some(4), 2)
        );
        let stranger = player(&t, 2).await;
        let r = call(
            &t,
            "/api/front/get_financial_transaction",
            &stranger,
            json!({ "id": first }),
        )
        .await;
        assert_eq!(r.status, 404);
        let r = call(
            &t,
            "/api/front/cancel_withdrawal_request",
            &stranger,
            json!({ "id": third }),
        )
        .await;
        assert_eq!(r.status, 404);
        audit(&t);
    }
}

#[tokio::test]
async fn players_depositing_withdrawing_and_cancelling_at_once_keep_the_ledger_sound() {
    for b in backends() {
        let t = std::sync::Arc::new(spawn_with(b, &[("WITHDRAWAL_UNWAGERED", "fee")]));
        let boss = admin(&t).await;
        let mut tokens = Vec::new();
        for n in 0..8 {
            tokens.push(player(&t, n).await);
            verify(&t, &boss, &format!("joueur{n}"), "verified").await;
        }
        let mut tasks = Vec::new();
        for (n, token) in tokens.iter().cloned().enumerate() {
            let t = t.clone();
            tasks.push(tokio::spawn(async move {
                for round in 0..3 {
                    let r = moto(&t, &token, "50", &format!("d-{n}-{round}"), CARD).await;
                    assert_eq!(r.status, 200, "{}", r.text());
                    let body = json!({ "processor": "bitcoin", "amount": "20", "currency": "EUR",
                        "idempotency_key": common::idem(format!("w-{n}-{round}")),
                        "address": "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4" });
                    let r = call(&t, "/api/payment/send_withdrawal_request", &token, body).await;
                    assert_eq!(r.status, 200, "{}", r.text());
                    if round % 2 == 0 {
                        let id = r.json()["transaction"]["id"].clone();
                        let r = call(
                            &t,
                            "/api/front/cancel_withdrawal_request",
                            &token,
                            json!({ "id": id }),
                        )
                        .await;
                        assert_eq!(r.status, 200, "{}", r.text());
                    }
                }
            }));
        }
        for task in tasks {
            task.await.unwrap();
        }
        // 3 deposits of 50, one withdrawal of 20 kept: 130 each.
        for token in &tokens {
            assert_eq!(real_balance(&t, token).await, "130.00");
        }
        audit(&t);
    }
}

/// Everything the server logs in this test binary, at every level.
fn captured_logs() -> std::sync::Arc<std::sync::Mutex<Vec<u8>>> {
    use std::sync::{Arc, Mutex, OnceLock};
    static LOGS: OnceLock<Arc<Mutex<Vec<u8>>>> = OnceLock::new();
    LOGS.get_or_init(|| {
        let logs = Arc::new(Mutex::new(Vec::new()));
        let sink = logs.clone();
        let _ = tracing_subscriber::fmt()
            .with_max_level(tracing::Level::TRACE)
            .with_ansi(false)
            .with_writer(move || LogSink(sink.clone()))
            .try_init();
        logs
    })
    .clone()
}

struct LogSink(std::sync::Arc<std::sync::Mutex<Vec<u8>>>);

impl std::io::Write for LogSink {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

#[tokio::test]
async fn card_numbers_and_cvv_are_never_stored_or_logged() {
    let logs = captured_logs();
    for b in backends() {
        let t = spawn(b);
        let token = player(&t, 1).await;
        moto(&t, &token, "25", "k-1", CARD).await;
        let body = json!({ "amount": "30", "currency": "EUR", "idempotency_key": common::idem("a-1"), "card": card(CARD) });
        call(&t, "/api/front/altitudepay_deposit_processor", &token, body).await;
        moto(&t, &token, "25", "k-2", "4000 0000 0000 0002").await;
        let dump = database_text(&t);
        assert!(dump.contains("visa •••• 1111"), "the summary is kept");
        for secret in [CARD_DIGITS, "4111 1111 1111 1111", "4000000000000002"] {
            assert!(!dump.contains(secret), "{secret} found in the database");
        }
        assert!(
            !dump.contains(&format!("\"{CVV}\"")) && !dump.contains("cvv"),
            "CVV stored"
        );
    }
    let logged = String::from_utf8_lossy(&logs.lock().unwrap()).into_owned();
    assert!(
        logged.contains("/api/front/moto_deposit_processor"),
        "the requests were logged"
    );
    for secret in [
        CARD_DIGITS,
        "4111 1111 1111 1111",
        "4000000000000002",
        "cvv",
    ] {
        assert!(!logged.contains(secret), "{secret} found in the logs");
    }
    assert!(
        !logged
            .split(|c: char| !c.is_ascii_digit())
            .any(|n| n == CVV),
        "CVV logged"
    );
}

/// Every row of every table as text: the SQLite file itself (with its write-ahead log), or
/// PostgreSQL's rows as JSON.
fn database_text(t: &TestApp) -> String {
    use diesel::RunQueryDsl;
    match t.backend {
        casino_server::db::Backend::Sqlite => {
            let path = &t.state.config.database_url;
            let mut bytes = std::fs::read(path).unwrap();
            bytes.extend(std::fs::read(format!("{path}-wal")).unwrap_or_default());
            String::from_utf8_lossy(&bytes).into_owned()
        }
        casino_server::db::Backend::Postgres => {
            #[derive(diesel::QueryableByName)]
            struct Row {
                #[diesel(sql_type = diesel::sql_types::Text)]
                t: String,
            }
            let mut c = t.state.db.pool.get().unwrap();
            let tables: Vec<Row> = diesel::sql_query(
                "SELECT table_name AS t FROM information_schema.tables WHERE table_schema = 'public'",
            )
            .load(&mut c)
            .unwrap();
            let mut out = String::new();
            for table in tables {
                let rows: Vec<Row> = diesel::sql_query(format!(
                    "SELECT row_to_json(x)::text AS t FROM \"{}\" x",
                    table.t
                ))
                .load(&mut c)
                .unwrap();
                for r in rows {
                    out.push_str(&r.t);
                    out.push('\n');
                }
            }
            out
        }
    }
}
