//! Player accounts on every backend: registration with its refusals, the welcome e-mail and its
//! activation link, sign-in, the current player, and tokens that must not work.

use crate::common;

use casino_server::ids::PlayerId;
use common::{TestApp, backends, spawn, token_in};
use serde_json::{Value, json};

fn form() -> Value {
    json!({
        "username": "lucie_m", "password": "Secret#2026", "confirm_password": "Secret#2026",
        "email": "lucie@example.fr", "mobile": "+33 6 12 34 56 78", "promo_code": "welcome100",
        "gender": "female", "birth_date": "1990-04-12", "first_name": "Lucie", "last_name": "Martin",
        "address": "12 rue des Lilas", "postal_code": "69003", "city": "Lyon", "country": "FR",
        "language": "en", "currency": "EUR", "newsletter": true, "accept_terms": true,
        "confirm_currency": true
    })
}

fn with(changes: Value) -> String {
    let mut f = form();
    for (k, v) in changes.as_object().unwrap() {
        f[k] = v.clone();
    }
    f.to_string()
}

async fn register(t: &TestApp, body: &str) -> common::TestResponse {
    t.post_json("/api/front/register_player", body, Some("en"))
        .await
}

#[tokio::test]
async fn register_activate_sign_in_and_read_the_player() {
    for b in backends() {
        let t = spawn(b);
        let r = register(&t, &form().to_string()).await;
        assert_eq!(r.status, 201, "{}", r.text());
        assert_eq!(r.json()["code"], "player_created");

        let mails = t.outbox();
        assert_eq!(mails.len(), 1);
        assert!(mails[0].contains("To: lucie@example.fr"), "{}", mails[0]);
        assert!(mails[0].contains("Hello lucie_m"), "{}", mails[0]);
        assert!(
            mails[0].contains("http://casino.test/en/welcome?token="),
            "{}",
            mails[0]
        );
        let link = token_in(&mails[0]);

        let r = t.login("LUCIE_M", "Secret#2026").await;
        assert_eq!(r.status, 200, "{}", r.text());
        let token = r.json()["accessToken"].as_str().unwrap().to_owned();
        let me = t.get_with_token("/api/front/auth/player", &token).await;
        assert_eq!(me.status, 200);
        let me = me.json();
        assert_eq!(me["player"]["username"], "lucie_m");
        assert_eq!(me["player"]["status"], "registered");
        assert_eq!(me["scope"], json!(["player"]));
        assert!(me["player"].get("password_hash").is_none());

        let activate = json!({ "token": link }).to_string();
        let r = t
            .post_json("/api/front/activate_player", &activate, Some("en"))
            .await;
        assert_eq!(r.status, 200, "{}", r.text());
        assert_eq!(r.json()["code"], "account_activated");
        let r = t
            .post_json("/api/front/activate_player", &activate, Some("fr"))
            .await;
        assert_eq!(r.status, 410);
        assert_eq!(
            r.message(),
            "Ce lien d'activation n'est pas valide, a expiré ou a déjà été utilisé."
        );
        let me = t
            .get_with_token("/api/front/auth/player", &token)
            .await
            .json();
        assert_eq!(me["player"]["status"], "activated");

        // Signing in by e-mail address works too.
        assert_eq!(t.login("Lucie@Example.fr", "Secret#2026").await.status, 200);
    }
}

#[tokio::test]
async fn taken_identities_missing_agreements_and_bad_codes_are_refused() {
    for b in backends() {
        let t = spawn(b);
        assert_eq!(register(&t, &form().to_string()).await.status, 201);
        let cases = [
            (
                with(
                    json!({"username": "Lucie_M", "email": "x@example.fr", "mobile": "+33 7 00 00 00 01"}),
                ),
                409,
                "The same username, email or mobile phone/location already exists.",
            ),
            (
                with(
                    json!({"username": "other", "email": "LUCIE@example.fr", "mobile": "+33 7 00 00 00 01"}),
                ),
                409,
                "The email already exists.",
            ),
            (
                with(
                    json!({"username": "other", "email": "x@example.fr", "mobile": "+33612345678"}),
                ),
                409,
                "The phone number already exists.",
            ),
            (
                with(json!({"username": "other2", "accept_terms": false})),
                422,
                "Please accept terms and conditions",
            ),
            (
                with(json!({"username": "other3", "birth_date": "2010-01-01"})),
                422,
                "You must be at least 18 years old to play.",
            ),
            (
                with(
                    json!({"username": "other4", "email": "o4@example.fr", "mobile": "+33 7 11 11 11 11",
                         "promo_code": "NOPE"}),
                ),
                422,
                "Invalid promo code!",
            ),
            (
                with(
                    json!({"username": "other5", "email": "o5@example.fr", "mobile": "+33 7 22 22 22 22",
                         "country": "JP"}),
                ),
                403,
                "Our services are not available in your country.",
            ),
        ];
        for (body, status, text) in cases {
            let r = register(&t, &body).await;
            assert_eq!((r.status, r.message()), (status, text.to_owned()), "{body}");
        }
        let r = register(&t, "{}").await;
        assert_eq!(r.status, 422);
        let fields = &r.json()["error"]["fields"];
        assert_eq!(fields["confirm_currency"]["code"], "currency_not_confirmed");
        assert_eq!(fields["username"]["code"], "field_required");
        assert_eq!(fields.as_object().unwrap().len(), 17);
        let r = register(&t, &with(json!({"is_admin": true}))).await;
        assert_eq!(r.status, 422, "unknown fields are refused");
        assert_eq!(
            t.outbox().len(),
            1,
            "only the accepted registration sent a mail"
        );

        let name = |u: &str| json!({ "username": u }).to_string();
        let r = t
            .post_json(
                "/api/front/validate_player_name",
                &name("LUCIE_m"),
                Some("en"),
            )
            .await;
        assert_eq!((r.status, r.code()), (409, "account_exists".into()));
        let r = t
            .post_json("/api/front/validate_player_name", &name("a b"), Some("en"))
            .await;
        assert_eq!(r.status, 422);
        assert_eq!(
            r.message(),
            "The username must be 3 to 20 characters long: letters, digits, dots, hyphens or underscores."
        );
        let r = t
            .post_json(
                "/api/front/validate_player_name",
                &name("free_name"),
                Some("en"),
            )
            .await;
        assert_eq!((r.status, r.json()["valid"].clone()), (200, json!(true)));

        let code = |c: &str| json!({ "code": c }).to_string();
        assert_eq!(
            t.post_json("/api/front/validate_promo_code", &code("emeraude"), None)
                .await
                .status,
            200
        );
        let r = t
            .post_json(
                "/api/front/validate_promo_code",
                &code("SUMMER2023"),
                Some("en"),
            )
            .await;
        assert_eq!((r.status, r.code()), (422, "promo_code_invalid".into()));
    }
}

#[tokio::test]
async fn wrong_credentials_look_alike_and_are_limited() {
    for b in backends() {
        let t = spawn(b);
        assert_eq!(register(&t, &form().to_string()).await.status, 201);
        for (user, pass) in [
            ("lucie_m", "Wrong#2026"),
            ("nobody", "Secret#2026"),
            ("", ""),
        ] {
            let r = t.login(user, pass).await;
            assert_eq!(
                (r.status, r.code()),
                (401, "wrong_credentials".into()),
                "{user}"
            );
        }
        for _ in 0..4 {
            assert_eq!(t.login("lucie_m", "Wrong#2026").await.status, 401);
        }
        let r = t.login("lucie_m", "Secret#2026").await;
        assert_eq!(
            (r.status, r.message()),
            (
                429,
                "Too many attempts. Please wait a moment and try again.".into()
            ),
            "five failures lock the account for a while, even with the right password"
        );
    }
}

#[tokio::test]
async fn forged_expired_and_foreign_tokens_get_401() {
    for b in backends() {
        let t = spawn(b);
        assert_eq!(register(&t, &form().to_string()).await.status, 201);
        let token = t.login("lucie_m", "Secret#2026").await.json()["accessToken"]
            .as_str()
            .unwrap()
            .to_owned();
        let player_id = t
            .get_with_token("/api/front/auth/player", &token)
            .await
            .json()["player"]["id"]
            .as_str()
            .map(PlayerId::from)
            .unwrap();
        let now = chrono::Utc::now().timestamp();
        let other_key = casino_server::accounts::TokenKeys::new(b"not the server's key");
        let expired = t
            .state
            .accounts
            .keys
            .issue(&player_id, 0, now - 2 * 24 * 3600);
        let stale_session = t.state.accounts.keys.issue(&player_id, 7, now);
        // The server's own key, but another audience (a token minted for some other service).
        let secret = {
            let mut conn = t.state.db.pool.get().unwrap();
            casino_server::accounts::get_or_create_secret(&mut conn, "jwt").unwrap()
        };
        let mut claims = casino_server::accounts::TokenClaims {
            sub: player_id.to_string(),
            sid: String::new(),
            sv: 0,
            iat: now,
            exp: now + 3600,
            aud: "casino-admin".into(),
            iss: casino_server::accounts::TOKEN_ISSUER.into(),
        };
        let key = jsonwebtoken::EncodingKey::from_secret(secret.as_bytes());
        let header = jsonwebtoken::Header::new(jsonwebtoken::Algorithm::HS256);
        let foreign_audience = jsonwebtoken::encode(&header, &claims, &key).unwrap();
        claims.aud = casino_server::accounts::TOKEN_AUDIENCE.into();
        assert_eq!(
            t.get_with_token(
                "/api/front/auth/player",
                &jsonwebtoken::encode(&header, &claims, &key).unwrap()
            )
            .await
            .status,
            200,
            "the same claims with the right audience are accepted"
        );
        for bad in [
            other_key.issue(&player_id, 0, now),
            expired,
            stale_session,
            foreign_audience,
            "garbage".into(),
        ] {
            let r = t.get_with_token("/api/front/auth/player", &bad).await;
            assert_eq!(
                (r.status, r.message()),
                (401, "Veuillez vous connecter pour continuer.".into())
            );
        }
        assert_eq!(t.get("/api/front/auth/player").await.status, 401);
    }
}

/// Sign-ups, activations and password resets read before they write. On SQLite, a transaction
/// that begins by reading cannot write once another connection has committed since its read
/// ("database is locked" at once, whatever the busy timeout): stake and win commits, live
/// tables and staff commands commit all the time, so these must take the write lock first.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sign_ups_and_resets_succeed_while_other_writes_commit() {
    use diesel::RunQueryDsl as _;
    use futures_util::future::join_all;
    use std::sync::Arc;
    use std::sync::atomic::{AtomicBool, Ordering};

    const PLAYERS: usize = 24;
    /// Posts every body to `path` at once, each from a visitor of its own (address limits count
    /// per visitor); each must answer `status`.
    async fn all(t: &TestApp, path: &str, bodies: &[String], status: u16) {
        let visitors: Vec<String> = (1..=bodies.len()).map(|i| format!("90.84.0.{i}")).collect();
        let headers: Vec<[(&str, &str); 1]> = visitors
            .iter()
            .map(|v| [("x-forwarded-for", v.as_str())])
            .collect();
        let answers = join_all(
            bodies
                .iter()
                .zip(&headers)
                .map(|(body, headers)| t.post_with(path, body, headers)),
        )
        .await;
        let answers: Vec<(u16, String)> = answers.iter().map(|r| (r.status, r.text())).collect();
        assert!(
            answers.iter().all(|(s, _)| *s == status),
            "{:?} {path}: {answers:?}",
            t.backend
        );
    }
    /// The link of each of the last `PLAYERS` e-mails, as a request body.
    fn links(t: &TestApp, fields: Value) -> Vec<String> {
        let mails = t.outbox();
        assert!(
            mails.len() >= PLAYERS,
            "{:?}: {} e-mails",
            t.backend,
            mails.len()
        );
        mails[mails.len() - PLAYERS..]
            .iter()
            .map(|m| {
                let mut body = fields.clone();
                body["token"] = json!(token_in(m));
                body.to_string()
            })
            .collect()
    }

    for b in backends() {
        let t = spawn(b);
        {
            let mut conn = t.state.db.pool.get().unwrap();
            diesel::sql_query("CREATE TABLE churn (n INTEGER NOT NULL)")
                .execute(&mut *conn)
                .unwrap();
        }
        // Other writes, committed one after another for as long as the test runs.
        let stop = Arc::new(AtomicBool::new(false));
        let churn = {
            let (db, stop) = (t.state.db.clone(), stop.clone());
            tokio::spawn(async move {
                let mut written = 0u32;
                while !stop.load(Ordering::Relaxed) {
                    db.write(|c| {
                        diesel::sql_query("INSERT INTO churn (n) VALUES (1)").execute(c)?;
                        Ok(())
                    })
                    .await
                    .unwrap();
                    written += 1;
                }
                written
            })
        };
        let forms: Vec<String> = (0..PLAYERS)
            .map(|i| {
                with(json!({
                    "username": format!("racer_{i}"), "email": format!("racer{i}@example.fr"),
                    "mobile": format!("+33 6 12 34 56 {i:02}"), "promo_code": ""
                }))
            })
            .collect();
        all(&t, "/api/front/register_player", &forms, 201).await;
        let activations = links(&t, json!({}));
        all(&t, "/api/front/activate_player", &activations, 200).await;
        let asks: Vec<String> = (0..PLAYERS)
            .map(|i| json!({ "username": format!("racer_{i}") }).to_string())
            .collect();
        all(&t, "/api/front/reset_player_password", &asks, 200).await;
        let password = json!({ "password": "Renewed#2027", "confirm_password": "Renewed#2027" });
        let resets = links(&t, password);
        all(&t, "/api/front/set_player_password", &resets, 200).await;
        stop.store(true, Ordering::Relaxed);
        assert!(churn.await.unwrap() > 0, "{b:?}: the other writes ran");
        let r = t.login("racer_7", "Renewed#2027").await;
        assert_eq!(r.status, 200, "{b:?}: {}", r.text());
    }
}
