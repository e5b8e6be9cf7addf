//! The payments sandbox and the production settings, through the API: with the sandbox off
//! (production's default) the simulated processors and `/api/sandbox/*` are gone, so no player
//! can credit himself; the pages learn by a cookie whether to show the sandbox notice; an https
//! site tells browsers to keep to it.

use crate::common;

use common::players::{CARD, call, moto, player};
use common::{backends, spawn, spawn_with};
use serde_json::json;

#[tokio::test]
async fn without_the_sandbox_only_real_processors_remain_and_nobody_credits_himself() {
    for b in backends() {
        let t = spawn_with(b, &[("PAYMENTS_SANDBOX", "off")]);
        let token = player(&t, 1).await;

        let list = call(
            &t,
            "/api/front/get_processors",
            &token,
            json!({ "currency": "EUR" }),
        )
        .await;
        assert_eq!(list.status, 200, "{}", list.text());
        let processors: Vec<(String, bool)> = list.json()["processors"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| {
                (
                    p["id"].as_str().unwrap().to_owned(),
                    p["sandbox"].as_bool().unwrap(),
                )
            })
            .collect();
        assert_eq!(
            processors,
            [
                ("wire".to_owned(), false),
                ("bitcoin".to_owned(), false),
                ("usdt".to_owned(), false)
            ]
        );

        // A card deposit has no processor to go to.
        let r = moto(&t, &token, "50", "d-1", CARD).await;
        assert_eq!(r.status, 404, "{}", r.text());

        // The simulated crypto payment, to the player's own address: not there at all.
        let wallet = call(
            &t,
            "/api/front/generate_wallet",
            &token,
            json!({ "asset": "BTC" }),
        )
        .await;
        assert_eq!(wallet.status, 200, "{}", wallet.text());
        let address = wallet.json()["address"].as_str().unwrap().to_owned();
        let r = call(
            &t,
            "/api/sandbox/crypto_payment",
            &token,
            json!({ "address": address, "amount": "1000000" }),
        )
        .await;
        assert_eq!(r.status, 404, "{}", r.text());
        assert_eq!(r.json()["error"]["code"], "not_found");
        assert_eq!(t.get("/api/sandbox/style.css").await.status, 404);
        let balance = call(&t, "/api/front/get_player_balance", &token, json!({})).await;
        assert_eq!(balance.json()["wallets"][0]["real"], "0.00");

        // Pages are told the sandbox is off (an old notice cookie is cleared).
        let page = t.get("/").await;
        assert_eq!(
            page.header("set-cookie"),
            "casino_sandbox=; Path=/; Max-Age=0; SameSite=Lax"
        );
    }
}

#[tokio::test]
async fn the_sandbox_tells_every_page_and_https_asks_for_strict_transport() {
    let b = backends().into_iter().next().unwrap();
    let t = spawn(b);
    let page = t.get("/").await;
    assert_eq!(page.status, 200);
    assert_eq!(
        page.header("set-cookie"),
        "casino_sandbox=on; Path=/; SameSite=Lax"
    );
    assert_eq!(page.header("strict-transport-security"), "");
    // API answers carry no cookie.
    assert_eq!(t.get("/healthz").await.header("set-cookie"), "");

    let b = backends().into_iter().next().unwrap();
    let t = spawn_with(b, &[("PUBLIC_URL", "https://emeraude.example")]);
    let page = t.get("/").await;
    assert_eq!(
        page.header("set-cookie"),
        "casino_sandbox=on; Path=/; SameSite=Lax; Secure"
    );
    assert_eq!(
        page.header("strict-transport-security"),
        "max-age=31536000; includeSubDomains"
    );
}
