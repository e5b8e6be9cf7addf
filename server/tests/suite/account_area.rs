//! The account area on every backend: forgotten and changed passwords (each ends the other
//! sessions), the profile a player may read and partly change, suspension, the visitor's country
//! and the site access rules.

use crate::common;

use casino_server::player::{self, Status};
use casino_server::settings;
use common::{TestApp, TestResponse, backends, spawn, token_in};
use serde_json::json;

const FORM: &str = r#"{
    "username": "marc_d", "password": "Secret#2026", "confirm_password": "Secret#2026",
    "email": "marc@example.fr", "mobile": "+33 6 22 33 44 55", "promo_code": "",
    "gender": "male", "birth_date": "1985-02-01", "first_name": "Marc", "last_name": "Durand",
    "address": "3 quai Saint-Antoine", "postal_code": "69002", "city": "Lyon", "country": "FR",
    "language": "en", "currency": "EUR", "newsletter": false, "accept_terms": true,
    "confirm_currency": true
}"#;
/// Addresses the development database places in Japan (blacklisted by default) and France.
const JAPAN: &str = "133.242.0.3";
const FRANCE: &str = "90.84.0.1";

async fn signed_up(t: &TestApp) -> String {
    let r = t.post_with("/api/front/register_player", FORM, &[]).await;
    assert_eq!(r.status, 201, "{}", r.text());
    let r = t.login("marc_d", "Secret#2026").await;
    assert_eq!(r.status, 200, "{}", r.text());
    r.json()["accessToken"].as_str().unwrap().to_owned()
}

async fn call(t: &TestApp, path: &str, token: &str, body: serde_json::Value) -> TestResponse {
    let bearer = format!("Bearer {token}");
    t.post_with(path, &body.to_string(), &[("authorization", &bearer)])
        .await
}

#[tokio::test]
async fn a_forgotten_password_is_replaced_through_a_single_use_link() {
    for b in backends() {
        let t = spawn(b);
        let session = signed_up(&t).await;
        let ask = |who: &str| json!({ "username": who }).to_string();
        let r = t
            .post_with("/api/front/reset_player_password", &ask("nobody"), &[])
            .await;
        assert_eq!(
            (r.status, r.code(), r.field("username")),
            (
                404,
                "wrong_username_or_email".into(),
                "wrong_username_or_email".into()
            )
        );
        let r = t
            .post_with(
                "/api/front/reset_player_password",
                &ask("MARC@example.fr"),
                &[],
            )
            .await;
        assert_eq!(r.status, 200, "{}", r.text());
        assert_eq!(r.json()["code"], "reset_email_sent");
        let mail = t.outbox().pop().unwrap();
        assert!(mail.contains("To: marc@example.fr"), "{mail}");
        assert!(
            mail.contains("http://casino.test/en/reset-password?token="),
            "{mail}"
        );
        let link = token_in(&mail);

        let set = |password: &str, confirm: &str| {
            json!({ "token": link, "password": password, "confirm_password": confirm }).to_string()
        };
        let r = t
            .post_with(
                "/api/front/set_player_password",
                &set("short", "other"),
                &[],
            )
            .await;
        assert_eq!(r.status, 422);
        assert_eq!(r.field("password"), "password_weak");
        assert_eq!(r.field("confirm_password"), "password_mismatch");

        let r = t
            .post_with(
                "/api/front/set_player_password",
                &set("Renewed#2027", "Renewed#2027"),
                &[],
            )
            .await;
        assert_eq!(r.status, 200, "{}", r.text());
        assert_eq!(r.json()["code"], "password_changed");
        let r = t
            .post_with(
                "/api/front/set_player_password",
                &set("Again#20277", "Again#20277"),
                &[],
            )
            .await;
        assert_eq!((r.status, r.code()), (410, "reset_link_invalid".into()));
        // The reset ended the session that was open, and only the new password works.
        assert_eq!(
            t.get_with_token("/api/front/auth/player", &session)
                .await
                .status,
            401
        );
        assert_eq!(t.login("marc_d", "Secret#2026").await.status, 401);
        assert_eq!(t.login("marc_d", "Renewed#2027").await.status, 200);

        // Two requests were made from this address; three more are allowed, then it must wait.
        for _ in 0..3 {
            let r = t
                .post_with("/api/front/reset_player_password", &ask("marc_d"), &[])
                .await;
            assert_eq!(r.status, 200);
        }
        let r = t
            .post_with("/api/front/reset_player_password", &ask("marc_d"), &[])
            .await;
        assert_eq!((r.status, r.code()), (429, "rate_limited".into()));
        assert_eq!(
            t.outbox().len(),
            1 + 4,
            "the welcome mail and four reset mails"
        );
    }
}

#[tokio::test]
async fn changing_the_password_needs_the_old_one_and_ends_other_sessions() {
    for b in backends() {
        let t = spawn(b);
        let session = signed_up(&t).await;
        let other_device = t.login("marc_d", "Secret#2026").await.json()["accessToken"]
            .as_str()
            .unwrap()
            .to_owned();
        let change = |old: &str, new: &str, confirm: &str| json!({ "old_password": old, "password": new, "confirm_password": confirm });
        let path = "/api/front/update_player_password";
        let r = call(
            &t,
            path,
            &session,
            change("Wrong#2026", "Changed#2027", "Changed#2027"),
        )
        .await;
        assert_eq!(
            (r.status, r.code(), r.field("old_password")),
            (
                422,
                "old_password_wrong".into(),
                "old_password_wrong".into()
            )
        );
        let r = call(&t, path, &session, change("Wrong#2026", "weak", "weak")).await;
        assert_eq!(r.status, 422);
        assert_eq!(r.field("old_password"), "old_password_wrong");
        assert_eq!(r.field("password"), "password_weak");

        let r = call(
            &t,
            path,
            &session,
            change("Secret#2026", "Changed#2027", "Changed#2027"),
        )
        .await;
        assert_eq!(r.status, 200, "{}", r.text());
        assert_eq!(r.json()["code"], "password_changed");
        let fresh = r.json()["accessToken"].as_str().unwrap().to_owned();
        assert_eq!(
            t.get_with_token("/api/front/auth/player", &fresh)
                .await
                .status,
            200
        );
        for ended in [&session, &other_device] {
            assert_eq!(
                t.get_with_token("/api/front/auth/player", ended)
                    .await
                    .status,
                401
            );
        }
        let r = call(
            &t,
            path,
            "",
            change("Changed#2027", "Other#20288", "Other#20288"),
        )
        .await;
        assert_eq!(r.status, 401);
        assert_eq!(t.login("marc_d", "Changed#2027").await.status, 200);
    }
}

#[tokio::test]
async fn a_player_reads_their_profile_and_changes_only_what_they_may() {
    for b in backends() {
        let t = spawn(b);
        let token = signed_up(&t).await;
        let r = call(&t, "/api/front/get_player_profile", &token, json!({})).await;
        assert_eq!(r.status, 200, "{}", r.text());
        let profile = r.json();
        assert_eq!(profile["username"], "marc_d");
        assert_eq!(profile["first_name"], "Marc");
        assert_eq!(profile["language"], "en");
        assert_eq!(profile["newsletter"], false);
        assert!(profile.get("password_hash").is_none());

        let update = "/api/front/update_profile";
        let r = call(
            &t,
            update,
            &token,
            json!({ "language": "fr", "newsletter": true }),
        )
        .await;
        assert_eq!(r.status, 200, "{}", r.text());
        assert_eq!(r.json()["code"], "profile_updated");
        assert_eq!(r.json()["profile"]["language"], "fr");
        assert_eq!(r.json()["profile"]["newsletter"], true);

        let r = call(
            &t,
            update,
            &token,
            json!({ "language": "fr", "newsletter": true, "last_name": "Dupont" }),
        )
        .await;
        assert_eq!(
            (r.status, r.code(), r.field("last_name")),
            (422, "profile_locked".into(), "profile_locked".into())
        );
        let r = call(
            &t,
            update,
            &token,
            json!({ "language": "xx", "newsletter": true }),
        )
        .await;
        assert_eq!(
            (r.status, r.field("language")),
            (422, "choice_invalid".into())
        );
        let after = call(&t, "/api/front/get_player_profile", &token, json!({}))
            .await
            .json();
        assert_eq!(
            (after["last_name"].clone(), after["language"].clone()),
            (json!("Durand"), json!("fr"))
        );

        // Another player's data cannot be named: the calls take no player id at all.
        let other =
            r#"{"username": "ines_b", "email": "ines@example.fr", "mobile": "+33 6 99 88 77 66"}"#;
        let mut second: serde_json::Value = serde_json::from_str(FORM).unwrap();
        for (k, v) in serde_json::from_str::<serde_json::Value>(other)
            .unwrap()
            .as_object()
            .unwrap()
        {
            second[k] = v.clone();
        }
        let r = t
            .post_with("/api/front/register_player", &second.to_string(), &[])
            .await;
        assert_eq!(r.status, 201, "{}", r.text());
        let ines_id = {
            let mut conn = t.state.db.pool.get().unwrap();
            player::find_by_login(&mut conn, "ines_b")
                .unwrap()
                .unwrap()
                .id
        };
        for (path, body) in [
            ("/api/front/get_player_profile", json!({ "id": ines_id })),
            (
                update,
                json!({ "id": ines_id, "language": "de", "newsletter": true }),
            ),
        ] {
            let r = call(&t, path, &token, body).await;
            assert_eq!(
                (r.status, r.code()),
                (422, "invalid_request".into()),
                "{path}"
            );
        }
        let ines = {
            let mut conn = t.state.db.pool.get().unwrap();
            player::find_by_login(&mut conn, "ines_b").unwrap().unwrap()
        };
        assert_eq!(ines.language, "en");
        assert_eq!(
            call(&t, "/api/front/get_player_profile", "", json!({}))
                .await
                .status,
            401
        );
    }
}

#[tokio::test]
async fn a_suspended_account_loses_its_sessions_and_signs_in_to_the_restricted_area() {
    for b in backends() {
        let t = spawn(b);
        let token = signed_up(&t).await;
        {
            let mut conn = t.state.db.pool.get().unwrap();
            let p = player::find_by_login(&mut conn, "marc_d").unwrap().unwrap();
            player::set_status(&mut conn, &p.id, Status::Suspended, 0).unwrap();
        }
        let r = call(&t, "/api/front/get_player_profile", &token, json!({})).await;
        assert_eq!(r.status, 401);
        let r = t.login("marc_d", "Secret#2026").await;
        assert_eq!(r.status, 200, "{}", r.text());
        let token = r.json()["accessToken"].as_str().unwrap().to_owned();
        let r = call(&t, "/api/front/get_player_profile", &token, json!({})).await;
        assert_eq!(r.json()["status"], "suspended", "{}", r.text());
    }
}

#[tokio::test]
async fn the_visitors_country_decides_access() {
    for b in backends() {
        let t = spawn(b);
        signed_up(&t).await;
        let from = |ip: &'static str| [("x-forwarded-for", ip)];
        let r = t
            .send(
                axum::http::Request::get("/api/geolocation")
                    .header("x-forwarded-for", format!("10.1.1.1, {JAPAN}"))
                    .body(axum::body::Body::empty())
                    .unwrap(),
            )
            .await;
        assert_eq!(
            r.json(),
            json!({ "country_code": "JP", "ip": JAPAN, "ip_blacklisted": false })
        );
        let r = t
            .send(
                axum::http::Request::get("/api/geolocation")
                    .header("x-forwarded-for", FRANCE)
                    .body(axum::body::Body::empty())
                    .unwrap(),
            )
            .await;
        assert_eq!(
            r.json(),
            json!({ "country_code": "FR", "ip": FRANCE, "ip_blacklisted": false })
        );

        let credentials = json!({ "username": "marc_d", "password": "Secret#2026" }).to_string();
        let r = t
            .post_with("/api/front/auth/login/", &credentials, &from(JAPAN))
            .await;
        assert_eq!((r.status, r.code()), (403, "country_restricted".into()));
        let other = FORM
            .replace("marc_d", "kenji_t")
            .replace("marc@", "kenji@")
            .replace("22 33 44 55", "22 33 44 56");
        let r = t
            .post_with("/api/front/register_player", &other, &from(JAPAN))
            .await;
        assert_eq!(r.status, 403);
        let r = t
            .post_with(
                "/api/front/register_player",
                &other.replace(r#""country": "FR""#, r#""country": "QA""#),
                &from(FRANCE),
            )
            .await;
        assert_eq!(
            (r.status, r.message()),
            (
                403,
                "Our services are not available in your country.".into()
            ),
            "a declared country on the list is refused too"
        );
        assert_eq!(
            t.post_with("/api/front/auth/login/", &credentials, &from(FRANCE))
                .await
                .status,
            200
        );

        {
            let mut conn = t.state.db.pool.get().unwrap();
            settings::store(&mut conn, settings::SITE_ENABLED, &json!(false), 0).unwrap();
        }
        let r = t
            .post_with("/api/front/auth/login/", &credentials, &from(FRANCE))
            .await;
        assert_eq!((r.status, r.code()), (403, "site_disabled".into()));
    }
}
