//! The promotions page's bonus campaigns on every backend: the list in the reader's language and
//! currency, page after page, one campaign with its full terms, and an unknown one.

use crate::common;

use common::players::{call, form};
use common::{TestApp, TestResponse, backends, spawn};
use serde_json::{Value, json};

const PATH: &str = "/api/front/get_promotion_template";

async fn ask(t: &TestApp, body: Value, lang: &str) -> TestResponse {
    t.post_with(PATH, &body.to_string(), &[("x-locale", lang)])
        .await
}

fn ids(r: &TestResponse) -> Vec<String> {
    r.json()["promotions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["id"].as_str().unwrap().to_owned())
        .collect()
}

#[tokio::test]
async fn the_list_comes_in_pages_in_the_readers_language() {
    for b in backends() {
        let t = spawn(b);
        let r = ask(&t, json!({}), "fr").await;
        assert_eq!(r.status, 200, "{}", r.text());
        let page = r.json();
        assert_eq!(
            (
                page["total"].as_u64(),
                page["page"].as_u64(),
                page["page_size"].as_u64()
            ),
            (Some(8), Some(1), Some(8))
        );
        // Every kind of bonus the site gives, on the first page.
        assert_eq!(
            ids(&r),
            [
                "welcome",
                "cashback",
                "reload",
                "weekly",
                "monthly",
                "refer",
                "loyalty",
                "bonus-code"
            ]
        );
        let kinds: Vec<&str> = page["promotions"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p["kind"].as_str().unwrap())
            .collect();
        assert_eq!(
            kinds,
            [
                "welcome", "cashback", "reload", "weekly", "monthly", "referral", "loyalty", "code"
            ]
        );
        assert_eq!(page["promotions"][0]["title"], "Bonus de bienvenue");
        assert_eq!(
            page["promotions"][0]["summary"],
            "Un bonus sur votre premier dépôt."
        );
        assert_eq!(page["promotions"][0]["currency"], "EUR");
        assert_eq!(page["promotions"][2]["title"], "Bonus de recharge");
        assert_eq!(
            page["promotions"][3]["summary"],
            "Chaque mercredi, un bonus rien que pour vous, à prendre avec un dépôt dans la semaine."
        );

        // "Load more": the pages after the first.
        let r = ask(&t, json!({ "page": 2, "page_size": 3 }), "fr").await;
        assert_eq!(ids(&r), ["weekly", "monthly", "refer"]);
        let r = ask(&t, json!({ "page": 3, "page_size": 3 }), "fr").await;
        assert_eq!(ids(&r), ["loyalty", "bonus-code"]);
        let r = ask(&t, json!({ "page": 2 }), "fr").await;
        assert_eq!((r.json()["total"].as_u64(), ids(&r).len()), (Some(8), 0));
        let r = ask(&t, json!({ "page": 1, "page_size": 100 }), "en").await;
        assert_eq!(r.json()["page_size"], 24);
        assert_eq!(ids(&r).len(), 8);
        let titles: Vec<String> = r.json()["promotions"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p["title"].as_str().unwrap().to_owned())
            .collect();
        assert_eq!(
            titles,
            [
                "Welcome bonus",
                "Weekly cashback",
                "Reload bonus",
                "Weekly bonus",
                "Monthly bonus",
                "Refer a friend",
                "Loyalty points",
                "Bonus codes"
            ]
        );

        // Unknown fields are refused like everywhere else.
        let r = ask(&t, json!({ "pages": 2 }), "en").await;
        assert_eq!(r.status, 422, "{}", r.text());
    }
}

#[tokio::test]
async fn one_promotion_has_its_terms_and_figures() {
    for b in backends() {
        let t = spawn(b);
        let r = ask(&t, json!({ "id": "welcome" }), "en").await;
        assert_eq!(r.status, 200, "{}", r.text());
        assert_eq!(r.json()["total"], 1);
        let p = &r.json()["promotions"][0];
        assert_eq!(p["id"], "welcome");
        assert_eq!(p["kind"], "welcome");
        assert_eq!(p["version"], 1);
        assert_eq!(p["min_deposit"], "20.00");
        assert_eq!(p["bonus_percent"], 100);
        assert_eq!(p["bonus_amount"], "20.00");
        assert_eq!(p["max_bonus"], "200.00");
        assert_eq!(p["cashback_percent"], Value::Null);
        assert_eq!(p["wagering_multiple"], 30);
        assert_eq!(p["validity_days"], 30);
        assert_eq!(p["max_bet"], "5.00");
        let terms = p["terms"].as_str().unwrap();
        assert!(
            terms.starts_with("100% of your deposit up to €200.00, from a deposit of €20.00. The bonus must be wagered 30 times within 30 days"),
            "{terms}"
        );
        assert!(!terms.contains('{'), "{terms}");

        let r = ask(&t, json!({ "id": "cashback" }), "fr").await;
        let p = &r.json()["promotions"][0];
        assert_eq!(p["kind"], "cashback");
        assert_eq!(p["cashback_percent"], 10);
        assert_eq!(
            (
                &p["bonus_percent"],
                &p["bonus_amount"],
                &p["min_deposit"],
                &p["max_bonus"]
            ),
            (&Value::Null, &Value::Null, &Value::Null, &Value::Null)
        );
        assert!(
            p["terms"]
                .as_str()
                .unwrap()
                .starts_with("10 % de la perte nette de la semaine")
        );

        let r = ask(&t, json!({ "id": "reload" }), "en").await;
        let p = &r.json()["promotions"][0];
        assert_eq!(
            (
                p["kind"].as_str(),
                p["bonus_percent"].as_u64(),
                p["min_deposit"].as_str(),
                p["max_bonus"].as_str(),
                p["wagering_multiple"].as_u64(),
                p["validity_days"].as_u64(),
            ),
            (
                Some("reload"),
                Some(50),
                Some("20.00"),
                Some("100.00"),
                Some(30),
                Some(14)
            )
        );
        assert!(
            p["terms"]
                .as_str()
                .unwrap()
                .starts_with("50% of each deposit after your first, up to €100.00"),
            "{}",
            p["terms"]
        );

        let r = ask(&t, json!({ "id": "refer" }), "en").await;
        let p = &r.json()["promotions"][0];
        assert_eq!(
            (p["kind"].as_str(), p["bonus_amount"].as_str()),
            (Some("referral"), Some("25.00"))
        );
        assert_eq!(p["bonus_percent"], Value::Null);

        let r = ask(&t, json!({ "id": "loyalty" }), "en").await;
        let p = &r.json()["promotions"][0];
        assert_eq!(p["bonus_amount"], "10.00");
        assert!(
            p["terms"]
                .as_str()
                .unwrap()
                .starts_with("One point for every €1.00 wagered")
        );
    }
}

#[tokio::test]
async fn an_unknown_promotion_is_not_found() {
    for b in backends() {
        let t = spawn(b);
        let r = ask(&t, json!({ "id": "jackpot" }), "en").await;
        assert_eq!(r.status, 404, "{}", r.text());
        assert_eq!(r.json()["error"]["code"], "not_found");
        assert_eq!(r.code(), "not_found");
    }
}

#[tokio::test]
async fn amounts_are_in_the_readers_currency() {
    for b in backends() {
        let t = spawn(b);
        // The Indian site's visitors read rupees, 90 to the euro.
        let r = ask(&t, json!({ "id": "welcome" }), "hi").await;
        let p = &r.json()["promotions"][0];
        assert_eq!(p["currency"], "INR");
        assert_eq!(p["title"], "वेलकम बोनस");
        assert_eq!(
            (p["min_deposit"].as_str(), p["max_bonus"].as_str()),
            (Some("1800.00"), Some("18000.00"))
        );
        assert_eq!(p["bonus_amount"], "1800.00");
        assert!(
            p["terms"].as_str().unwrap().contains("₹18,000.00"),
            "{}",
            p["terms"]
        );
        let r = ask(&t, json!({ "id": "refer" }), "in").await;
        assert_eq!(r.json()["promotions"][0]["bonus_amount"], "2250.00");

        // A signed-in player reads their main wallet's currency, whatever the page's language.
        let r = t
            .post_with(
                "/api/front/register_player",
                &form(7).replace("\"EUR\"", "\"USD\""),
                &[],
            )
            .await;
        assert_eq!(r.status, 201, "{}", r.text());
        let token = t.login("joueur7", "Secret#2026").await.json()["accessToken"]
            .as_str()
            .unwrap()
            .to_owned();
        let r = call(&t, PATH, &token, json!({ "id": "weekly" })).await;
        assert_eq!(r.status, 200, "{}", r.text());
        let p = &r.json()["promotions"][0];
        assert_eq!(p["currency"], "USD");
        assert_eq!(
            (p["bonus_percent"].as_u64(), p["max_bonus"].as_str()),
            (Some(50), Some("100.00"))
        );
        assert!(
            p["terms"].as_str().unwrap().contains("$100.00"),
            "{}",
            p["terms"]
        );

        // A token that is not genuine is refused rather than read as a visitor.
        let r = call(&t, PATH, "forged", json!({})).await;
        assert_eq!(r.status, 401, "{}", r.text());
    }
}
