//! What administrators set for the whole site, on every backend: the e-mails' words (edited as
//! content, their placeholders kept), the site settings (checked, stored, closing the site to
//! players but not to staff), and the messages a player gets when their identity is verified.

use crate::common;

use common::players::{admin, call, player};
use common::{TestApp, backends, spawn};
use serde_json::{Value, json};

async fn ok(t: &TestApp, token: &str, path: &str, body: Value) -> Value {
    let r = call(t, path, token, body).await;
    assert_eq!(r.status, 200, "{path}: {}", r.text());
    r.json()
}

fn mail(slug: &str, locale: &str, subject: &str, body: &str) -> Value {
    json!({ "kind": "mail", "slug": slug, "locale": locale, "title": subject, "body": body,
            "section": "", "position": "0", "link": "", "action": "", "image": "" })
}

#[tokio::test]
async fn an_edited_mail_goes_out_in_its_new_words_and_keeps_its_placeholders() {
    for b in backends() {
        let t = spawn(b);
        let boss = admin(&t).await;

        // The seeded mails are content items, in every language.
        let all = ok(&t, &boss, "/api/admin/get_site_content", json!({})).await;
        let mails = all["items"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|i| i["kind"] == "mail")
            .count();
        assert_eq!(mails, 19 * 11);

        // Without the link, nobody could activate: refused, nothing stored.
        let r = call(
            &t,
            "/api/admin/update_template",
            &boss,
            mail("welcome", "en", "Welcome aboard", "Hi {username}, welcome."),
        )
        .await;
        assert_eq!(
            (
                r.status,
                r.field("body"),
                r.json()["error"]["fields"]["body"]["message"].clone()
            ),
            (
                422,
                "placeholder_missing".into(),
                json!("Keep {link} in this text: the site fills it in when it sends the mail.")
            )
        );

        let body = "Hi {username}, {username}!\n\nOpen {link} to start.\n\n{unknown} stays.";
        let saved = ok(
            &t,
            &boss,
            "/api/admin/update_template",
            mail("welcome", "en", "Welcome aboard", body),
        )
        .await;
        assert_eq!(saved["version"], 2);

        // A player registering in English gets the new words, the token in the link.
        player(&t, 5).await;
        let outbox = t.outbox();
        let welcome = outbox.last().unwrap();
        assert!(welcome.contains("Subject: Welcome aboard"), "{welcome}");
        assert!(
            welcome.contains("Hi joueur5, joueur5!") && welcome.contains("{unknown} stays."),
            "{welcome}"
        );
        assert!(welcome.contains("/en/welcome?token="), "{welcome}");
    }
}

#[tokio::test]
async fn a_verified_identity_is_told_once_in_the_mail_box_and_by_mail() {
    for b in backends() {
        let t = spawn(b);
        let boss = admin(&t).await;
        let token = player(&t, 1).await;
        let verify = |level: &str| json!({ "username": "JOUEUR1", "verification": level });

        ok(
            &t,
            &boss,
            "/api/admin/set_player_verification",
            verify("verified"),
        )
        .await;
        let inbox = ok(&t, &token, "/api/front/get_messages", json!({})).await;
        assert_eq!(inbox["unread"], 1);
        let m = &inbox["messages"][0];
        assert_eq!(
            (&m["kind"], &m["subject"]),
            (
                &json!("identity_verified"),
                &json!("Your identity is verified")
            )
        );
        assert!(
            m["body"]
                .as_str()
                .unwrap()
                .starts_with("Hello joueur1,\n\nWe have checked your documents"),
            "{m}"
        );
        let outbox = t.outbox();
        assert!(
            outbox
                .last()
                .unwrap()
                .contains("Subject: Your identity is verified"),
            "{outbox:?}"
        );

        // Raising the level again tells nothing new; an unknown player or level is refused.
        ok(
            &t,
            &boss,
            "/api/admin/set_player_verification",
            verify("enhanced"),
        )
        .await;
        let inbox = ok(&t, &token, "/api/front/get_messages", json!({})).await;
        assert_eq!(inbox["messages"].as_array().unwrap().len(), 1);
        assert_eq!(t.outbox().len(), outbox.len());
        let r = call(
            &t,
            "/api/admin/set_player_verification",
            &boss,
            json!({ "username": "nobody", "verification": "verified" }),
        )
        .await;
        assert_eq!(
            (r.status, r.field("username")),
            (404, "player_not_found".into())
        );
        let r = call(
            &t,
            "/api/admin/set_player_verification",
            &boss,
            verify("gold"),
        )
        .await;
        assert_eq!(
            (r.status, r.field("verification")),
            (422, "choice_invalid".into())
        );

        let log = ok(&t, &boss, "/api/admin/get_staff_actions", json!({})).await;
        assert_eq!(
            (&log["actions"][0]["action"], &log["actions"][0]["detail"]),
            // The level in the reader's words (English here).
            (
                &json!("set_player_verification"),
                &json!("extra verification done")
            )
        );
    }
}

#[tokio::test]
async fn settings_are_checked_stored_and_close_the_site_to_players_but_not_staff() {
    for b in backends() {
        let t = spawn(b);
        let boss = admin(&t).await;
        player(&t, 1).await;

        let r = call(
            &t,
            "/api/admin/update_settings",
            &boss,
            json!({ "brand": " ", "site_enabled": true, "country_blacklist": ["FR", "France"], "ip_blacklist": ["203.0.113.0/33"] }),
        )
        .await;
        assert_eq!(r.status, 422, "{}", r.text());
        let fields = &r.json()["error"]["fields"];
        assert_eq!(fields["brand"]["code"], "field_required");
        assert_eq!(fields["country_blacklist"]["code"], "country_invalid");
        assert_eq!(fields["ip_blacklist"]["code"], "ip_range_invalid");
        let before = t
            .post_json("/api/front/get_setting", "{}", None)
            .await
            .json();
        assert_eq!(before["site_enabled"], true);

        let r = ok(
            &t,
            &boss,
            "/api/admin/update_settings",
            json!({ "brand": " Casino Test ", "site_enabled": false, "country_blacklist": ["us", "JP", "US"], "ip_blacklist": [] }),
        )
        .await;
        assert_eq!(r["code"], "settings_saved");
        let after = t
            .post_json("/api/front/get_setting", "{}", None)
            .await
            .json();
        assert_eq!(
            (
                &after["brand"],
                &after["site_enabled"],
                &after["country_blacklist"]
            ),
            (&json!("Casino Test"), &json!(false), &json!(["US", "JP"]))
        );

        // Closed: a player cannot sign in, an administrator still can (to open it again).
        let r = t.login("joueur1", "Secret#2026").await;
        assert_eq!((r.status, r.code()), (403, "site_disabled".into()));
        let r = t.login("joueur999", "Secret#2026").await;
        assert_eq!(r.status, 200, "{}", r.text());

        let log = ok(&t, &boss, "/api/admin/get_staff_actions", json!({})).await;
        assert_eq!(
            (&log["actions"][0]["action"], &log["actions"][0]["detail"]),
            (
                &json!("update_settings"),
                &json!("Casino Test; open: false; refused: US JP; networks: ")
            )
        );
    }
}

/// Networks the administrator lists are refused like a blacklisted country: sign-in, signed-in
/// calls and the restriction guard's reading, for IPv4 and IPv6 ranges alike.
#[tokio::test]
async fn listed_networks_are_refused_like_a_blacklisted_country() {
    for b in backends() {
        let t = spawn(b);
        let boss = admin(&t).await;
        let token = player(&t, 1).await;
        let r = ok(
            &t,
            &boss,
            "/api/admin/update_settings",
            json!({ "brand": "Émeraude", "site_enabled": true, "country_blacklist": [],
                    "ip_blacklist": ["203.0.113.9/24", " 2001:db8::/32", "203.0.113.0/24", ""] }),
        )
        .await;
        assert_eq!(r["code"], "settings_saved");
        // An administrator cannot list the network they are on: nobody could undo it.
        let bearer = format!("Bearer {boss}");
        let own = json!({ "brand": "Émeraude", "site_enabled": true, "country_blacklist": [],
                          "ip_blacklist": ["198.51.100.0/24"] });
        let r = t
            .post_with(
                "/api/admin/update_settings",
                &own.to_string(),
                &[
                    ("authorization", &bearer),
                    ("x-forwarded-for", "198.51.100.20"),
                ],
            )
            .await;
        assert_eq!(r.status, 422, "{}", r.text());
        assert_eq!(
            r.json()["error"]["fields"]["ip_blacklist"]["code"],
            "ip_own_address"
        );
        assert_eq!(
            r.message(),
            "This list holds your own network: saving it would shut you out too. Remove that entry, or save from another network."
        );
        let stored = t
            .post_json("/api/front/get_setting", "{}", None)
            .await
            .json();
        assert_eq!(
            stored["ip_blacklist"],
            json!(["203.0.113.0/24", "2001:db8::/32"])
        );

        let geolocation = |ip: &'static str| {
            axum::http::Request::get("/api/geolocation")
                .header("x-forwarded-for", ip)
                .body(axum::body::Body::empty())
                .unwrap()
        };
        let listed = t.send(geolocation("203.0.113.77")).await.json();
        assert_eq!(
            (&listed["ip"], &listed["ip_blacklisted"]),
            (&json!("203.0.113.77"), &json!(true))
        );
        let other = t.send(geolocation("198.51.100.7")).await.json();
        assert_eq!(other["ip_blacklisted"], false);

        let credentials = json!({ "username": "joueur1", "password": "Secret#2026" }).to_string();
        for ip in ["203.0.113.77", "2001:db8:42::1"] {
            let r = t
                .post_with(
                    "/api/front/auth/login/",
                    &credentials,
                    &[("x-forwarded-for", ip)],
                )
                .await;
            assert_eq!(
                (r.status, r.code(), r.message()),
                (
                    403,
                    "address_restricted".into(),
                    "Our services are not available from your network.".into()
                ),
                "{ip}"
            );
            let bearer = format!("Bearer {token}");
            let signed_in = [("authorization", bearer.as_str()), ("x-forwarded-for", ip)];
            let r = t
                .post_with("/api/front/get_player_balance", "{}", &signed_in)
                .await;
            assert_eq!(
                (r.status, r.code()),
                (403, "address_restricted".into()),
                "{ip}"
            );
        }
        let r = t
            .post_with(
                "/api/front/auth/login/",
                &credentials,
                &[("x-forwarded-for", "198.51.100.7")],
            )
            .await;
        assert_eq!(r.status, 200, "{}", r.text());
    }
}
