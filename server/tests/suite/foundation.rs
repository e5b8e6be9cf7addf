//! The foundation of the server, on every backend: health, settings, the error envelope for every
//! kind of failure, static files with their caching, security headers, OpenAPI.

use crate::common;

use axum::body::Body;
use axum::http::Request;
use common::{backends, spawn};
use serde_json::json;

#[tokio::test]
async fn health_reports_the_backend() {
    for b in backends() {
        let t = spawn(b);
        let r = t.get("/healthz").await;
        assert_eq!(r.status, 200);
        assert_eq!(r.json(), json!({"status": "ok", "database": b.name()}));
    }
}

#[tokio::test]
async fn settings_hold_the_brand_and_the_prohibited_countries() {
    for b in backends() {
        let t = spawn(b);
        let r = t.post_json("/api/front/get_setting", "{}", None).await;
        assert_eq!(r.status, 200, "{}", r.text());
        assert_eq!(
            r.json(),
            json!({
                "brand": "Émeraude Casino",
                "country_blacklist": ["AW","BQ","CW","SX","MF","AE","BN","KH","KP","JP","QA"],
                "ip_blacklist": [],
                "site_enabled": true,
                "currencies": ["EUR", "USD", "INR"],
                "password_policy": "terms",
            })
        );
    }
}

#[tokio::test]
async fn settings_can_be_changed_and_read_back() {
    for b in backends() {
        let t = spawn(b);
        t.state
            .db
            .run(|c| {
                casino_server::settings::store(c, "country_blacklist", &json!(["FR"]), 1)?;
                casino_server::settings::store(c, "site_enabled", &json!(false), 1)
            })
            .await
            .unwrap();
        let s = t.state.db.run(casino_server::settings::load).await.unwrap();
        assert_eq!(s.country_blacklist, vec!["FR".to_string()]);
        assert!(!s.site_enabled);
        assert_eq!(s.brand, "Émeraude Casino");
    }
}

fn error_of(r: &common::TestResponse) -> (String, String) {
    let v = r.json();
    assert!(
        v["error"]["params"].is_object() && v["error"]["fields"].is_object(),
        "{v}"
    );
    (
        v["error"]["code"].as_str().unwrap().to_owned(),
        v["error"]["message"].as_str().unwrap().to_owned(),
    )
}

#[tokio::test]
async fn malformed_json_gets_the_envelope_in_the_request_language() {
    for b in backends() {
        let t = spawn(b);
        let r = t
            .post_json("/api/front/get_setting", "{not json", None)
            .await;
        assert_eq!(r.status, 400);
        assert_eq!(r.header("content-type"), "application/json");
        assert_eq!(
            error_of(&r),
            (
                "malformed_json".into(),
                "La requête n'a pas pu être lue.".into()
            )
        );
        let r = t
            .post_json(
                "/api/front/get_setting",
                "{not json",
                Some("en-GB,en;q=0.9"),
            )
            .await;
        assert_eq!(
            error_of(&r),
            (
                "malformed_json".into(),
                "The request could not be read.".into()
            )
        );
        assert_eq!(r.header("content-language"), "en");
    }
}

/// The tests compare error codes; these pin the sentences a person reads, word for word: the
/// spec's English, and the French and German catalogues', chosen by the page's language.
#[tokio::test]
async fn refusals_are_said_in_the_page_language_word_for_word() {
    let t = spawn(backends()[0]);
    for (lang, sentence) in [
        ("en", "Wrong username or email!"),
        ("fr", "Nom d'utilisateur ou e-mail incorrect !"),
        ("de", "Falscher Benutzername oder falsche E-Mail-Adresse!"),
    ] {
        let r = t
            .post_json(
                "/api/front/reset_player_password",
                r#"{"username":"nobody"}"#,
                Some(lang),
            )
            .await;
        assert_eq!(
            (r.status, r.code(), r.message()),
            (404, "wrong_username_or_email".into(), sentence.into()),
            "in {lang}"
        );
        assert_eq!(r.header("content-language"), lang);
    }
}

#[tokio::test]
async fn unknown_fields_are_refused_with_the_reason() {
    let t = spawn(backends()[0]);
    let r = t
        .post_json("/api/front/get_setting", r#"{"brand":"x"}"#, Some("en"))
        .await;
    assert_eq!(r.status, 422);
    let v = r.json();
    assert_eq!(v["error"]["code"], "invalid_request");
    assert!(
        v["error"]["params"]["reason"]
            .as_str()
            .unwrap()
            .contains("unknown field `brand`"),
        "{v}"
    );
}

#[tokio::test]
async fn framework_failures_get_the_envelope_too() {
    let t = spawn(backends()[0]);
    let r = t
        .post_json("/api/front/no_such_call", "{}", Some("en"))
        .await;
    assert_eq!(r.status, 404);
    assert_eq!(
        error_of(&r),
        ("not_found".into(), "This page could not be found".into())
    );

    let r = t.get("/api/front/get_setting").await;
    assert_eq!(r.status, 405);
    assert_eq!(
        error_of(&r),
        (
            "method_not_allowed".into(),
            "Cette action n'est pas autorisée ici.".into()
        )
    );

    let big = format!(r#"{{"x":"{}"}}"#, "a".repeat(100_000));
    let r = t
        .post_json("/api/front/get_setting", &big, Some("en"))
        .await;
    assert_eq!(r.status, 413);
    assert_eq!(
        error_of(&r),
        (
            "payload_too_large".into(),
            "The request is too large.".into()
        )
    );

    let r = t
        .send(
            Request::post("/api/front/get_setting")
                .header("content-type", "text/plain")
                .header("cookie", "locale=de")
                .body(Body::from("{}"))
                .unwrap(),
        )
        .await;
    assert_eq!(r.status, 415);
    assert_eq!(error_of(&r).0, "unsupported_media_type");
    assert_eq!(r.header("content-language"), "de");
}

#[tokio::test]
async fn every_non_api_path_is_the_app_and_caching_fits_each_file() {
    let t = spawn(backends()[0]);
    let shell = "<div id=root></div>";
    let pages = [
        ("/", "<div id=root><h1>Salle de jeux</h1></div>"),
        (
            "/en/faq",
            "<div id=root><h1>Frequently asked questions</h1></div>",
        ),
        (
            "/en/faq/",
            "<div id=root><h1>Frequently asked questions</h1></div>",
        ),
        ("/en", shell),
        ("/en/faq/3", shell),
        ("/index", shell),
        ("/prerendered", shell),
        ("/EN/faq", shell),
        ("/user-management", shell),
        ("/no/such/page", shell),
    ];
    for (path, body) in pages {
        let r = t.get(path).await;
        assert_eq!(r.status, 200, "{path}");
        assert!(r.text().contains(body), "{path}: {}", r.text());
        assert_eq!(r.header("cache-control"), "no-cache", "{path}");
    }
    let r = t.get("/sw.js").await;
    assert_eq!(r.status, 200);
    assert_eq!(r.header("cache-control"), "no-cache");
    assert!(r.header("content-type").contains("javascript"));

    let r = t.get("/assets/app-3f2a1b.js").await;
    assert_eq!(r.status, 200);
    assert_eq!(
        r.header("cache-control"),
        "public, max-age=31536000, immutable"
    );

    let r = t.get("/assets/app-old.js").await;
    assert_eq!(
        r.status, 404,
        "a missing chunk must not be answered with HTML"
    );
}

#[tokio::test]
async fn security_headers_and_compression() {
    let t = spawn(backends()[0]);
    let r = t
        .send(
            Request::get("/assets/app-3f2a1b.js")
                .header("accept-encoding", "gzip")
                .body(Body::empty())
                .unwrap(),
        )
        .await;
    assert_eq!(r.header("content-encoding"), "gzip");
    for page in [r, t.get("/").await, t.post_json("/api/x", "{}", None).await] {
        let csp = page.header("content-security-policy");
        assert!(
            csp.contains("script-src 'self' 'wasm-unsafe-eval'"),
            "{csp}"
        );
        assert!(!csp.contains("unsafe-inline"), "{csp}");
        assert_eq!(page.header("x-content-type-options"), "nosniff");
        assert_eq!(page.header("x-frame-options"), "DENY");
    }
}

#[tokio::test]
async fn openapi_documents_the_calls() {
    let t = spawn(backends()[0]);
    let r = t.get("/api/openapi.json").await;
    assert_eq!(r.status, 200);
    let v = r.json();
    assert!(
        v["paths"]["/api/front/get_setting"]["post"].is_object(),
        "{v}"
    );
    assert!(v["paths"]["/healthz"]["get"].is_object());
    assert!(v["components"]["schemas"]["ErrorEnvelope"].is_object());
    assert!(v["components"]["schemas"]["SiteSettings"].is_object());
}

/// PostgreSQL's connections can die under the pool (a restarted server, a proxy that cut them).
/// A pool that has been idle longer than the bypass window checks the connection it lends and
/// replaces a dead one, so the requests after such a cut still succeed.
#[tokio::test]
async fn connections_postgresql_closed_are_replaced_before_they_are_lent() {
    use casino_server::db::Backend;
    use diesel::{Connection, RunQueryDsl};
    for b in backends().into_iter().filter(|b| *b == Backend::Postgres) {
        let t = spawn(b);
        let s = t.state.db.run(casino_server::settings::load).await.unwrap();
        assert_eq!(s.brand, "Émeraude Casino");
        // Every connection of the pool is cut by the server, from a connection of its own. Only
        // the test role's: an autovacuum worker in the same database belongs to the superuser,
        // and the test role may not end it.
        let mut admin = diesel::PgConnection::establish(&t.state.config.database_url).unwrap();
        let cut = diesel::sql_query(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity \
             WHERE datname = current_database() AND usename = current_user \
             AND pid <> pg_backend_pid()",
        )
        .execute(&mut admin)
        .unwrap();
        assert!(cut >= 1, "no pooled connection was cut");
        tokio::time::sleep(std::time::Duration::from_millis(700)).await;
        for _ in 0..3 {
            let s = t.state.db.run(casino_server::settings::load).await.unwrap();
            assert_eq!(s.brand, "Émeraude Casino");
        }
    }
}
