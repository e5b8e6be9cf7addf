//! Signed-in players for the money and game tests: registration, sign-in, a deposit by the
//! sandbox moto processor, and the ledger audit every such test ends with.

use casino_core::Currency;
use casino_core::registration::RegistrationForm;
use casino_server::ids::PlayerId;
use casino_server::player::{self, Role};
use casino_server::wallet::ledger::{self, Account, Movement, MovementKind};
use serde_json::{Value, json};

use super::{TestApp, TestResponse};

pub const CARD: &str = "4111 1111 1111 1111";
pub const CARD_DIGITS: &str = "4111111111111111";
pub const CVV: &str = "9317";

pub fn form(n: usize) -> String {
    json!({
        "username": format!("joueur{n}"), "password": "Secret#2026", "confirm_password": "Secret#2026",
        "email": format!("joueur{n}@example.fr"), "mobile": format!("+33 6 11 22 {:02} {:02}", n / 100, n % 100),
        "promo_code": "", "gender": "female", "birth_date": "1990-05-04", "first_name": "Léa",
        "last_name": "Martin", "address": "1 rue de la Paix", "postal_code": "75002", "city": "Paris",
        "country": "FR", "language": "en", "currency": "EUR", "newsletter": false,
        "accept_terms": true, "confirm_currency": true
    })
    .to_string()
}

/// A registered player who activated the account through the welcome e-mail's link, signed in:
/// their token.
pub async fn player(t: &TestApp, n: usize) -> String {
    let r = t
        .post_with("/api/front/register_player", &form(n), &[])
        .await;
    assert_eq!(r.status, 201, "{}", r.text());
    activate(t, &format!("joueur{n}@example.fr")).await;
    let r = t.login(&format!("joueur{n}"), "Secret#2026").await;
    assert_eq!(r.status, 200, "{}", r.text());
    r.json()["accessToken"].as_str().unwrap().to_owned()
}

/// Follows the link of the newest welcome e-mail sent to `email`, as the player does.
pub async fn activate(t: &TestApp, email: &str) {
    let mail = t
        .outbox()
        .into_iter()
        .rev()
        .find(|m| {
            m.contains("/welcome?token=")
                && m.lines().any(|l| l.starts_with("To:") && l.contains(email))
        })
        .unwrap_or_else(|| panic!("no welcome e-mail to {email}"));
    let body = json!({ "token": super::token_in(&mail) }).to_string();
    let r = t.post_with("/api/front/activate_player", &body, &[]).await;
    assert_eq!(r.status, 200, "{}", r.text());
}

pub async fn admin(t: &TestApp) -> String {
    let token = player(t, 999).await;
    let mut c = t.state.db.pool.get().unwrap();
    assert!(player::grant_role(&mut c, "joueur999", Role::Admin, 0).unwrap());
    token
}

/// A registered player given a staff role (`support`, `kyc`, `admin`): their token.
pub async fn staff(t: &TestApp, n: usize, role: &str) -> String {
    let token = player(t, n).await;
    let mut c = t.state.db.pool.get().unwrap();
    let role = Role::parse(role).unwrap_or_else(|| panic!("no role {role}"));
    assert!(player::grant_role(&mut c, &format!("joueur{n}"), role, 0).unwrap());
    token
}

pub async fn call(t: &TestApp, path: &str, token: &str, body: Value) -> TestResponse {
    let bearer = format!("Bearer {token}");
    t.post_with(path, &body.to_string(), &[("authorization", &bearer)])
        .await
}

pub fn card(number: &str) -> Value {
    json!({ "holder": "LEA MARTIN", "number": number, "month": "12", "year": "2030", "cvv": CVV })
}

pub async fn moto(t: &TestApp, token: &str, amount: &str, key: &str, number: &str) -> TestResponse {
    let body = json!({ "amount": amount, "currency": "EUR", "idempotency_key": super::idem(key), "card": card(number) });
    call(t, "/api/front/moto_deposit_processor", token, body).await
}

pub async fn real_balance(t: &TestApp, token: &str) -> String {
    let r = call(t, "/api/front/get_player_balance", token, json!({})).await;
    assert_eq!(r.status, 200, "{}", r.text());
    r.json()["wallets"][0]["real"].as_str().unwrap().to_owned()
}

/// The kind and subject of the newest message in the player's mail box.
pub async fn newest_message(t: &TestApp, token: &str) -> (Value, Value) {
    let r = call(t, "/api/front/get_messages", token, json!({})).await;
    assert_eq!(r.status, 200, "{}", r.text());
    let newest = &r.json()["messages"][0];
    (newest["kind"].clone(), newest["subject"].clone())
}

/// The first wallet's real and bonus parts.
pub async fn real_and_bonus(t: &TestApp, token: &str) -> (String, String) {
    let r = call(t, "/api/front/get_player_balance", token, json!({})).await;
    assert_eq!(r.status, 200, "{}", r.text());
    let w = &r.json()["wallets"][0];
    (
        w["real"].as_str().unwrap().to_owned(),
        w["bonus"].as_str().unwrap().to_owned(),
    )
}

/// `front/get_deposit_bonuses` in euros: the ids of the promotions a deposit may carry now.
pub async fn deposit_offers(t: &TestApp, token: &str) -> Vec<String> {
    let r = call(
        t,
        "/api/front/get_deposit_bonuses",
        token,
        json!({ "currency": "EUR" }),
    )
    .await;
    assert_eq!(r.status, 200, "{}", r.text());
    r.json()["offers"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o["promotion"]["id"].as_str().unwrap().to_owned())
        .collect()
}

/// `front/get_player_bonuses`: active, claimable, queued and ended bonuses.
pub async fn player_bonuses(t: &TestApp, token: &str) -> Value {
    let r = call(t, "/api/front/get_player_bonuses", token, json!({})).await;
    assert_eq!(r.status, 200, "{}", r.text());
    r.json()
}

pub fn audit(t: &TestApp) {
    let mut c = t.state.db.pool.get().unwrap();
    assert_eq!(ledger::audit(&mut c).unwrap(), Vec::<String>::new());
}

/// An activated player written straight to the database (no sign-up, no password), for tests of
/// the ledger alone; `tag` and `n` make the name, e-mail and phone unique.
pub fn insert_player(t: &TestApp, tag: &str, n: usize) -> PlayerId {
    let form = RegistrationForm {
        username: format!("{tag}{n}"),
        email: format!("{tag}{n}@example.fr"),
        mobile: format!(
            "+33 6 10 {:02} {:02} {:02}",
            n / 10_000 % 100,
            n / 100 % 100,
            n % 100
        ),
        gender: "female".into(),
        birth_date: "1990-01-01".into(),
        country: "FR".into(),
        language: "fr".into(),
        currency: "EUR".into(),
        ..Default::default()
    };
    let mut conn = t.state.db.pool.get().unwrap();
    // Registered now: one registered long ago would owe identity documents once they deposit.
    let now = chrono::Utc::now().timestamp_millis();
    let terms = casino_server::content::current_terms(&mut conn, casino_core::Locale::Fr).unwrap();
    let id = player::insert(&mut conn, &form, "not-a-hash", terms.as_deref(), now)
        .unwrap()
        .id;
    player::activate(&mut conn, &id, now).unwrap();
    id
}

/// `n` players written directly (`insert_player`) holding 10,000.00 each: their ids and tokens,
/// for tests that drive a server process over HTTP.
pub fn seated(t: &TestApp, tag: &str, n: usize) -> Vec<(PlayerId, String)> {
    let mut c = t.state.db.pool.get().unwrap();
    (0..n)
        .map(|i| {
            let id = insert_player(t, tag, i);
            fund(t, &id, 1_000_000);
            let p = player::find(&mut c, &id).unwrap().unwrap();
            let now = chrono::Utc::now().timestamp();
            let token = t.state.accounts.keys.issue(&id, p.session_version, now);
            (id, token)
        })
        .collect()
}

/// Credits `cents` of euros to player `id`'s real balance, as a deposit (tests that need money
/// without a processor).
pub fn fund(t: &TestApp, id: &PlayerId, cents: i64) {
    let mut c = t.state.db.pool.get().unwrap();
    let deposit = Movement {
        key: format!("fund:{id}:{cents}"),
        kind: MovementKind::Deposit,
        player_id: Some(id.clone()),
        currency: Currency::Eur,
        legs: vec![
            (Account::Clearing("tests"), -cents),
            (Account::PlayerReal(id.clone()), cents),
        ],
    };
    ledger::post(&mut c, &deposit, 0).unwrap();
}
