//! Site content on every backend: the seeded pages, FAQ and slides in the visitor's language
//! with the French then English fallback; the content editor's versions (create, update, remove,
//! restore) with who and when, refused drafts field by field, the terms a player accepted still
//! readable after an edit, stored scripts rendered inert, and the staff log.

use crate::common;

use casino_server::content::ensure_seeded;
use casino_server::db::Backend;
use casino_server::games::Catalog;
use common::players::{admin, call, player};
use common::{TestApp, backends, spawn};
use serde_json::{Value, json};

async fn front(t: &TestApp, path: &str, lang: &str, body: Value) -> Value {
    let r = t
        .post_with(path, &body.to_string(), &[("x-locale", lang)])
        .await;
    assert_eq!(r.status, 200, "{path} {lang}: {}", r.text());
    r.json()
}

async fn page(t: &TestApp, slug: &str, lang: &str) -> Value {
    front(
        t,
        "/api/front/get_content_template",
        lang,
        json!({ "slug": slug }),
    )
    .await
}

fn draft(kind: &str, slug: &str, locale: &str, title: &str, body: &str) -> Value {
    json!({ "kind": kind, "slug": slug, "locale": locale, "title": title, "body": body,
            "section": "", "position": "0" })
}

async fn admin_ok(t: &TestApp, token: &str, path: &str, body: Value) -> Value {
    let r = call(t, path, token, body).await;
    assert_eq!(r.status, 200, "{path}: {}", r.text());
    r.json()
}

#[tokio::test]
async fn the_seeded_pages_speak_the_visitors_language_and_fall_back_to_french() {
    for b in backends() {
        let t = spawn(b);
        let fr = page(&t, "terms", "fr").await;
        assert_eq!(
            (fr["title"].as_str(), fr["locale"].as_str()),
            (Some("Conditions générales"), Some("fr"))
        );
        assert_eq!(fr["version"], 1);
        let en = page(&t, "terms", "en").await;
        assert_eq!(en["title"], "Terms and conditions");
        // Site links carry the page's language prefix.
        assert!(
            en["html"]
                .as_str()
                .unwrap()
                .contains(r#"href="/en/contact-us""#),
            "{en}"
        );
        assert!(
            fr["html"]
                .as_str()
                .unwrap()
                .contains(r#"href="/contact-us""#),
            "{fr}"
        );
        for slug in [
            "privacy",
            "refund-policy",
            "responsible",
            "about-us",
            "why-choose-us",
        ] {
            let p = page(&t, slug, "de").await;
            assert_eq!(p["locale"], "de", "{slug}");
            assert!(
                p["html"].as_str().unwrap().starts_with("<p>"),
                "{slug}: {p}"
            );
        }
        let responsible = page(&t, "responsible", "en").await;
        assert!(
            responsible["html"]
                .as_str()
                .unwrap()
                .contains("Gambling can be addictive")
        );

        // German removed: German visitors read the French terms.
        let boss = admin(&t).await;
        let r = call(
            &t,
            "/api/admin/remove_site_content",
            &boss,
            json!({ "kind": "page", "slug": "terms", "locale": "de" }),
        )
        .await;
        assert_eq!(
            (r.status, r.json()["code"].as_str()),
            (200, Some("content_removed"))
        );
        let de = page(&t, "terms", "de").await;
        assert_eq!(
            (de["title"].as_str(), de["locale"].as_str()),
            (Some("Conditions générales"), Some("fr"))
        );

        let r = t
            .post_with(
                "/api/front/get_content_template",
                &json!({ "slug": "secrets" }).to_string(),
                &[],
            )
            .await;
        assert_eq!((r.status, r.code()), (404, "not_found".to_owned()));
    }
}

#[tokio::test]
async fn an_administrator_edits_the_french_terms_and_a_player_keeps_the_version_accepted() {
    for b in backends() {
        let t = spawn(b);
        let early = player(&t, 1).await;
        let boss = admin(&t).await;
        let before = page(&t, "terms", "en").await;

        let body = "## 1. Age\n\nYou must be **18** or older. See the [FAQ](/faq).";
        let saved = admin_ok(
            &t,
            &boss,
            "/api/admin/update_template",
            draft("page", "terms", "en", "Terms and conditions (2027)", body),
        )
        .await;
        assert_eq!(
            (saved["version"].as_i64(), saved["created_by"].as_str()),
            (Some(2), Some("joueur999"))
        );
        let now = page(&t, "terms", "en").await;
        assert_eq!(now["title"], "Terms and conditions (2027)");
        assert_eq!(
            now["html"],
            "<h2>1. Age</h2>\n<p>You must be <strong>18</strong> or older. See the <a href=\"/en/faq\" rel=\"noopener noreferrer\">FAQ</a>.</p>\n"
        );

        // The player who registered before reads the version they accepted; a new one, the new.
        let late = player(&t, 2).await;
        let accepted = |token: String| {
            let t = &t;
            async move {
                let r = call(
                    t,
                    "/api/front/get_content_template",
                    &token,
                    json!({ "slug": "terms", "accepted": true }),
                )
                .await;
                assert_eq!(r.status, 200, "{}", r.text());
                r.json()
            }
        };
        let old = accepted(early.clone()).await;
        assert_eq!(
            (old["id"].clone(), old["title"].clone()),
            (before["id"].clone(), before["title"].clone())
        );
        assert_eq!(accepted(late).await["id"], now["id"]);
        let r = t
            .post_with(
                "/api/front/get_content_template",
                &json!({ "slug": "terms", "accepted": true }).to_string(),
                &[],
            )
            .await;
        assert_eq!(r.status, 401);

        // History, newest first; restoring version 1 makes version 3 with its words.
        let history = admin_ok(
            &t,
            &boss,
            "/api/admin/get_content_history",
            json!({ "kind": "page", "slug": "terms", "locale": "en" }),
        )
        .await;
        let versions: Vec<(i64, Option<&str>)> = history["versions"]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| (v["version"].as_i64().unwrap(), v["created_by"].as_str()))
            .collect();
        assert_eq!(versions, vec![(2, Some("joueur999")), (1, None)]);
        // The kind is one of casino-core's words: any other is the field's wrong choice.
        let r = call(
            &t,
            "/api/admin/get_content_history",
            &boss,
            json!({ "kind": "poem", "slug": "terms", "locale": "en" }),
        )
        .await;
        assert_eq!(
            (r.status, r.field("kind")),
            (422, "choice_invalid".to_owned())
        );
        let restored = admin_ok(
            &t,
            &boss,
            "/api/admin/restore_site_content",
            json!({ "id": before["id"] }),
        )
        .await;
        assert_eq!(restored["version"], 3);
        let back = page(&t, "terms", "en").await;
        assert_eq!(
            (back["title"].clone(), back["html"].clone()),
            (before["title"].clone(), before["html"].clone())
        );

        let log = admin_ok(&t, &boss, "/api/admin/get_staff_actions", json!({})).await;
        let actions: Vec<(&str, &str)> = log["actions"]
            .as_array()
            .unwrap()
            .iter()
            .map(|a| (a["action"].as_str().unwrap(), a["target"].as_str().unwrap()))
            .collect();
        assert_eq!(
            actions,
            vec![
                ("restore_site_content", "Page terms (English)"),
                ("update_template", "Page terms (English)"),
            ]
        );
    }
}

#[tokio::test]
async fn stored_html_is_shown_as_text_and_script_links_lose_their_address() {
    for b in backends() {
        let t = spawn(b);
        let boss = admin(&t).await;
        let body = "Hello <script>alert('x')</script>\n\n<img src=\"/content-images/a.png\" onerror=\"alert(1)\">\n\n[win](javascript:alert(2))";
        admin_ok(
            &t,
            &boss,
            "/api/admin/update_template",
            draft("page", "about-us", "fr", "À propos", body),
        )
        .await;
        let html = page(&t, "about-us", "fr").await["html"]
            .as_str()
            .unwrap()
            .to_owned();
        assert_eq!(
            html,
            "<p>Hello &lt;script&gt;alert('x')&lt;/script&gt;</p>\n\
             <p>&lt;img src=\"/content-images/a.png\" onerror=\"alert(1)\"&gt;\n</p>\n\
             <p><a rel=\"noopener noreferrer\">win</a></p>\n"
        );
        let preview = admin_ok(
            &t,
            &boss,
            "/api/admin/preview_content",
            json!({ "body": body, "locale": "fr" }),
        )
        .await;
        assert_eq!(preview["html"], html);
    }
}

#[tokio::test]
async fn the_faq_is_grouped_and_its_entries_come_and_go() {
    for b in backends() {
        let t = spawn(b);
        let faq = front(&t, "/api/front/get_faq_template", "en", json!({})).await;
        let groups = faq["groups"].as_array().unwrap();
        let ids: Vec<&str> = groups
            .iter()
            .flat_map(|g| g["entries"].as_array().unwrap())
            .map(|e| e["id"].as_str().unwrap())
            .collect();
        assert_eq!(ids.len(), 31);
        assert_eq!(ids[..3], ["1", "2", "3"]);
        assert_eq!(groups[0]["name"], "Account");
        assert_eq!(
            groups[0]["entries"][0]["question"],
            "How do I open an account?"
        );

        let boss = admin(&t).await;
        let entry = json!({ "kind": "faq", "slug": "40", "locale": "fr", "title": "Puis-je jouer sur mobile ?",
            "body": "Oui, sur tout téléphone récent.", "section": "Compte", "position": "3" });
        admin_ok(&t, &boss, "/api/admin/create_site_content", entry.clone()).await;
        let r = call(&t, "/api/admin/create_site_content", &boss, entry.clone()).await;
        assert_eq!((r.status, r.code()), (409, "content_exists".to_owned()));
        // In its place among the French; English visitors read it, in its French group, until
        // it is translated.
        let faq = front(&t, "/api/front/get_faq_template", "fr", json!({})).await;
        let account = faq["groups"][0]["entries"].as_array().unwrap();
        let ids: Vec<&str> = account.iter().map(|e| e["id"].as_str().unwrap()).collect();
        assert_eq!(ids, ["1", "2", "3", "40", "4", "5"]);
        let faq = front(&t, "/api/front/get_faq_template", "en", json!({})).await;
        let names: Vec<&str> = faq["groups"]
            .as_array()
            .unwrap()
            .iter()
            .map(|g| g["name"].as_str().unwrap())
            .collect();
        assert_eq!(names[..2], ["Account", "Compte"]);
        assert_eq!(faq["groups"][1]["entries"][0]["id"], "40");

        let r = call(
            &t,
            "/api/admin/remove_site_content",
            &boss,
            json!({ "kind": "faq", "slug": "2", "locale": "" }),
        )
        .await;
        assert_eq!(r.status, 200, "{}", r.text());
        for lang in ["fr", "en", "zh"] {
            let faq = front(&t, "/api/front/get_faq_template", lang, json!({})).await;
            let ids: Vec<&str> = faq["groups"]
                .as_array()
                .unwrap()
                .iter()
                .flat_map(|g| g["entries"].as_array().unwrap())
                .map(|e| e["id"].as_str().unwrap())
                .collect();
            assert!(
                !ids.contains(&"2") && ids.contains(&"40"),
                "{lang}: {ids:?}"
            );
        }
        let r = call(
            &t,
            "/api/admin/remove_site_content",
            &boss,
            json!({ "kind": "faq", "slug": "2", "locale": "" }),
        )
        .await;
        assert_eq!(r.status, 404);
        // Removed, it can be written again.
        admin_ok(
            &t,
            &boss,
            "/api/admin/create_site_content",
            json!({ "kind": "faq", "slug": "2", "locale": "en", "title": "Back?", "body": "Yes.",
                    "section": "Account", "position": "2" }),
        )
        .await;
    }
}

#[tokio::test]
async fn the_slider_links_in_the_visitors_language() {
    for b in backends() {
        let t = spawn(b);
        let slides = front(&t, "/api/front/get_slider", "en", json!({})).await;
        let view: Vec<(&str, &str, &str)> = slides["slides"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| {
                (
                    s["id"].as_str().unwrap(),
                    s["link"].as_str().unwrap(),
                    s["action"].as_str().unwrap(),
                )
            })
            .collect();
        assert_eq!(
            view,
            vec![
                ("welcome", "/en/promotion/welcome", "Get bonus now"),
                ("fair", "/en/online-casino", "Discover the casino"),
                ("cashback", "/en/promotion/cashback", "See the offer"),
            ]
        );
        let boss = admin(&t).await;
        let slide = json!({ "kind": "slide", "slug": "welcome", "locale": "fr", "title": "Triplez votre dépôt",
            "body": "Un bonus de 200 %.", "section": "Bienvenue", "position": "1",
            "link": "/promotion/welcome", "action": "J'en profite", "image": "" });
        admin_ok(&t, &boss, "/api/admin/update_template", slide).await;
        let fr = front(&t, "/api/front/get_slider", "fr", json!({})).await;
        assert_eq!(
            (
                fr["slides"][0]["title"].as_str(),
                fr["slides"][0]["link"].as_str()
            ),
            (Some("Triplez votre dépôt"), Some("/promotion/welcome"))
        );
    }
}

#[tokio::test]
async fn refused_drafts_name_every_field_in_the_editors_language() {
    for b in backends() {
        let t = spawn(b);
        let boss = admin(&t).await;
        let bad = json!({ "kind": "slide", "slug": "Bienvenue!", "locale": "fr", "title": "",
            "body": "", "section": "", "position": "x", "link": "javascript:alert(1)", "action": "", "image": "" });
        let r = call(&t, "/api/admin/update_template", &boss, bad.clone()).await;
        assert_eq!(r.status, 422, "{}", r.text());
        let messages = |r: &common::TestResponse| -> Vec<(String, String)> {
            let fields = r.json()["error"]["fields"].clone();
            let mut got: Vec<(String, String)> = fields
                .as_object()
                .unwrap()
                .iter()
                .map(|(f, e)| (f.clone(), e["message"].as_str().unwrap().to_owned()))
                .collect();
            got.sort();
            got
        };
        let expected = [
            ("action", "Field required"),
            ("link", "Use a path of this site, such as /promotion."),
            ("position", "Please enter valid number."),
            (
                "slug",
                "Use 2 to 40 lowercase letters, digits or hyphens, starting with a letter.",
            ),
            ("title", "Field required"),
        ]
        .map(|(f, m)| (f.to_owned(), m.to_owned()));
        assert_eq!(messages(&r), expected);
        let bearer = format!("Bearer {boss}");
        let r = t
            .post_with(
                "/api/admin/update_template",
                &bad.to_string(),
                &[("authorization", &bearer), ("x-locale", "fr")],
            )
            .await;
        assert_eq!(
            r.json()["error"]["fields"]["link"]["message"],
            "Indiquez une adresse de ce site, par exemple /promotion."
        );
        let r = call(
            &t,
            "/api/admin/update_template",
            &boss,
            draft("faq", "77", "en", "Never written?", "No."),
        )
        .await;
        assert_eq!(r.status, 422, "{}", r.text());
        assert_eq!(r.field("section"), "field_required");
        let mut missing = draft("faq", "77", "en", "Never written?", "No.");
        missing["section"] = json!("Account");
        let r = call(&t, "/api/admin/update_template", &boss, missing).await;
        assert_eq!(r.status, 404, "{}", r.text());
    }
}

#[tokio::test]
async fn seeding_again_changes_nothing() {
    for b in backends() {
        let t = spawn(b);
        let boss = admin(&t).await;
        let before = admin_ok(&t, &boss, "/api/admin/get_site_content", json!({})).await;
        let items = before["items"].as_array().unwrap().len();
        assert_eq!(items, 11 * (6 + 31 + 3 + 19));
        let mut c = t.state.db.pool.get().unwrap();
        ensure_seeded(&mut c, 0).unwrap();
        let after = admin_ok(&t, &boss, "/api/admin/get_site_content", json!({})).await;
        assert_eq!(after, before);
    }
}

/// The readings the server put into a page's `#page-data` block.
fn page_data(html: &str) -> Value {
    let start = html
        .find(r#"<script type="application/json" id="page-data">"#)
        .expect(html);
    let rest = &html[start..];
    let json = &rest[rest.find('>').unwrap() + 1..rest.find("</script>").unwrap()];
    serde_json::from_str(json).unwrap()
}

#[tokio::test]
async fn the_pages_the_server_answers_carry_the_stored_content() {
    for b in backends() {
        let t = spawn(b);
        let html = t.get("/en/terms").await.text();
        assert!(
            html.contains("<title>Terms and conditions · Émeraude Casino</title>"),
            "{html}"
        );
        assert!(
            html.contains(
                "<h1>Terms and conditions</h1><div class=\"content-body\"><p>These terms"
            ),
            "{html}"
        );
        let data = page_data(&html);
        assert_eq!(
            data["content:page:terms:en"]["title"],
            "Terms and conditions"
        );

        // An edit shows at once, its title escaped and its text sanitised.
        let boss = admin(&t).await;
        admin_ok(
            &t,
            &boss,
            "/api/admin/update_template",
            draft(
                "page",
                "terms",
                "en",
                "Terms <b>&</b> rules",
                "New </script><script>alert(1)</script> text",
            ),
        )
        .await;
        let html = t.get("/en/terms").await.text();
        // The HTML in the text is shown as text: no element of it, no way out of the page data.
        assert!(html.contains("<h1>Terms &lt;b&gt;&amp;&lt;/b&gt; rules</h1><div class=\"content-body\"><p>New &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; text</p>\n</div>"), "{html}");
        assert!(!html.contains("<script>alert(1)"), "{html}");
        assert_eq!(
            page_data(&html)["content:page:terms:en"]["title"],
            "Terms <b>&</b> rules"
        );

        // The home's first slide, in French.
        let html = t.get("/").await.text();
        assert!(html.contains(r#"<p class=kicker>Bonus de bienvenue</p><a class="art-welcome" href="/promotion/welcome">Obtenir le bonus</a>"#), "{html}");
        assert_eq!(
            page_data(&html)["content:slider:fr"]["slides"]
                .as_array()
                .unwrap()
                .len(),
            3
        );
        // The FAQ's pages carry its reading, even in the shell.
        let html = t.get("/en/faq/3").await.text();
        assert_eq!(
            page_data(&html)["content:faq:en"]["groups"][0]["name"],
            "Account"
        );

        // A page removed in every language is the app shell (which says it is not found), never
        // its marks.
        let r = call(
            &t,
            "/api/admin/remove_site_content",
            &boss,
            json!({ "kind": "page", "slug": "terms", "locale": "" }),
        )
        .await;
        assert_eq!(r.status, 200, "{}", r.text());
        let html = t.get("/en/terms").await.text();
        assert!(!html.contains("%%"), "{html}");
        assert!(html.contains("<div id=root></div>"), "{html}");
    }
}

#[tokio::test]
async fn a_game_page_arrives_as_its_game_s_frame() {
    let t = spawn(Backend::Sqlite);
    let catalog = Catalog::shared();
    let game = &catalog.get("wild-temple").unwrap().summary;
    let (name, studio) = (&game.name, &game.provider_name);
    assert_eq!(name, "Wild Temple");
    let html = t.get("/en/online-casino/wild-temple").await.text();
    assert!(
        html.contains(&format!("<title>{name} · Émeraude Casino</title>")),
        "{html}"
    );
    assert!(
        html.contains(&format!(
            r#"<h1>{name}</h1><p>{studio}</p><img src="/api/thumbnails/wild-temple.svg">"#
        )),
        "{html}"
    );
    // The frame's links to the page in another language name this game.
    assert!(
        html.contains(r#"<a href="/online-casino/wild-temple">FR</a>"#),
        "{html}"
    );
    assert_eq!(
        page_data(&html)["game:frame:wild-temple"],
        json!({ "id": "wild-temple", "name": name, "provider_name": studio })
    );
    // A game that does not exist gets the shell (the app says so), never the marks; the frame
    // itself is not a page.
    for path in ["/en/online-casino/no-such-game", "/en/online-casino/_game"] {
        let html = t.get(path).await.text();
        assert!(!html.contains("%%"), "{path}: {html}");
        assert!(html.contains("<div id=root></div>"), "{path}: {html}");
    }
}

#[tokio::test]
async fn pictures_are_uploaded_kept_and_served_by_the_site() {
    for b in backends() {
        let t = spawn(b);
        let boss = admin(&t).await;
        let bearer = format!("Bearer {boss}");
        let png: Vec<u8> = [b"\x89PNG\r\n\x1a\n".as_slice(), &[7u8; 64]].concat();
        let upload = |body: Vec<u8>, token: String| {
            let t = &t;
            async move {
                t.send(
                    axum::http::Request::post("/api/admin/upload_content_image")
                        .header("content-type", "application/octet-stream")
                        .header("accept-language", "en")
                        .header("authorization", token)
                        .body(axum::body::Body::from(body))
                        .unwrap(),
                )
                .await
            }
        };
        let r = upload(png.clone(), bearer.clone()).await;
        assert_eq!(r.status, 200, "{}", r.text());
        let path = r.json()["path"].as_str().unwrap().to_owned();
        assert!(
            path.starts_with("/content-images/") && path.ends_with(".png"),
            "{path}"
        );
        // The same picture twice is one file.
        assert_eq!(
            upload(png.clone(), bearer.clone()).await.json()["path"],
            path.as_str()
        );

        let served = t.get(&path).await;
        assert_eq!(served.status, 200);
        assert_eq!(served.body, png);
        assert_eq!(served.header("content-type"), "image/png");
        assert_eq!(
            served.header("cache-control"),
            "public, max-age=31536000, immutable"
        );
        assert_eq!(
            t.get("/content-images/0123456789abcdef0123.png")
                .await
                .status,
            404
        );
        assert_eq!(t.get("/content-images/..%2Fsecret.png").await.status, 404);

        let r = upload(b"<svg onload=\"alert(1)\"/>".to_vec(), bearer.clone()).await;
        assert_eq!((r.status, r.code()), (422, "image_invalid".to_owned()));
        let big: Vec<u8> = [b"\x89PNG\r\n\x1a\n".as_slice(), &vec![0u8; 2 * 1024 * 1024]].concat();
        let r = upload(big, bearer.clone()).await;
        assert_eq!((r.status, r.code()), (413, "image_too_large".to_owned()));
        let player = player(&t, 1).await;
        assert_eq!(upload(png, format!("Bearer {player}")).await.status, 403);

        let log = admin_ok(&t, &boss, "/api/admin/get_staff_actions", json!({})).await;
        assert_eq!(log["actions"][0]["action"], "upload_content_image");
        assert_eq!(log["actions"][0]["target"], path.as_str());
    }
}
