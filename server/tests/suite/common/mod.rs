//! Test support: the app built in-process on a fresh database of each backend.
//! SQLite always; PostgreSQL when `TEST_POSTGRES_URL` names a server where the test role may
//! create databases. Under CI the PostgreSQL pass is mandatory, so it can never be skipped quietly.

#![allow(dead_code)]

pub mod players;
pub mod scratch_db;
pub mod served;

use std::path::{Path, PathBuf};

use axum::Router;
use axum::body::Body;
use axum::http::{Request, Response};
use casino_core::payments::Processor;
use casino_server::db::Backend;
use casino_server::{AppState, Clock, Config, build_app};
use http_body_util::BodyExt;
use scratch_db::ScratchDb;
use tower::ServiceExt;

pub struct TestApp {
    pub app: Router,
    pub state: AppState,
    pub backend: Backend,
    /// The configuration variables of the app, to start a server process on the same database.
    pub vars: Vec<(String, String)>,
    _db: ScratchDb,
}

impl Drop for TestApp {
    fn drop(&mut self) {
        // Tests loop over both backends; a failure says which one it happened on.
        if std::thread::panicking() {
            eprintln!("(this failure happened on {})", self.backend.name());
        }
    }
}

/// The backends this run covers.
pub fn backends() -> Vec<Backend> {
    let mut v = vec![Backend::Sqlite];
    match std::env::var("TEST_POSTGRES_URL") {
        Ok(url) if !url.is_empty() => v.push(Backend::Postgres),
        _ => assert!(
            std::env::var("CI").is_err(),
            "CI must run the PostgreSQL pass: set TEST_POSTGRES_URL"
        ),
    }
    v
}

/// The games module of the stand-in web build: rounds record its SHA-256.
pub const GAMES_MODULE: &[u8] = b"\0asm games module stand-in";

/// A static web build stand-in for tests of static serving.
pub fn write_dist(dir: &Path) -> PathBuf {
    let dist = dir.join("dist");
    std::fs::create_dir_all(dist.join("assets")).unwrap();
    std::fs::create_dir_all(dist.join("prerendered/en/online-casino")).unwrap();
    for (file, heading) in [
        ("index", "Salle de jeux"),
        ("en/faq", "Frequently asked questions"),
    ] {
        std::fs::write(
            dist.join(format!("prerendered/{file}.html")),
            format!("<!doctype html><div id=root><h1>{heading}</h1></div>"),
        )
        .unwrap();
    }
    // Content pages as the build renders them: around the marks the server fills.
    std::fs::write(
        dist.join("prerendered/en/terms.html"),
        "<!doctype html><html><head><title>%%CONTENT_TITLE%% · Émeraude Casino</title></head>\
         <div id=root><h1>%%CONTENT_TITLE%%</h1><div class=\"content-body\">%%CONTENT_HTML%%</div></div>",
    )
    .unwrap();
    // The game pages' frame, one per language, around the game's marks.
    std::fs::write(
        dist.join("prerendered/en/online-casino/_game.html"),
        "<!doctype html><html><head><title>%%GAME_NAME%% · Émeraude Casino</title></head>\
         <div id=root><a href=\"/online-casino/_game\">FR</a><h1>%%GAME_NAME%%</h1><p>%%GAME_PROVIDER%%</p>\
         <img src=\"/api/thumbnails/%%GAME_ID%%.svg\"></div>",
    )
    .unwrap();
    std::fs::write(
        dist.join("prerendered/index.html"),
        "<!doctype html><html><head></head><div id=root><h1>Salle de jeux</h1></div>\
         <p class=kicker>%%SLIDE_KICKER%%</p><a class=\"art-%%SLIDE_ID%%\" href=\"/%%SLIDE_LINK%%\">%%SLIDE_ACTION%%</a>",
    )
    .unwrap();
    std::fs::write(
        dist.join("index.html"),
        "<!doctype html><html><head><title>Émeraude Casino</title></head><div id=root></div>",
    )
    .unwrap();
    std::fs::write(
        dist.join("sw.js"),
        "self.addEventListener('fetch', () => {});",
    )
    .unwrap();
    std::fs::write(
        dist.join("assets/casino_games_wasm_bg-T3st0000.wasm"),
        GAMES_MODULE,
    )
    .unwrap();
    std::fs::write(
        dist.join("assets/app-3f2a1b.js"),
        "export const x = 1;\n".repeat(200),
    )
    .unwrap();
    dist
}

pub fn spawn(backend: Backend) -> TestApp {
    spawn_with(backend, &[])
}

/// `spawn` with more configuration variables (`WITHDRAWAL_UNWAGERED=fee`, ...).
pub fn spawn_with(backend: Backend, extra: &[(&str, &str)]) -> TestApp {
    spawn_at(backend, extra, Clock::real())
}

/// `spawn_with` on a clock of the test's (a manual one moves only when the test says).
pub fn spawn_at(backend: Backend, extra: &[(&str, &str)], clock: Clock) -> TestApp {
    let admin = std::env::var("TEST_POSTGRES_URL").ok();
    let db = ScratchDb::new(backend, admin.as_deref());
    let dir = db.dir();
    let dist = write_dist(dir);
    let url = db.url.clone();
    let vars = [
        ("DATABASE_URL", url),
        ("STATIC_DIR", dist.display().to_string()),
        ("DATABASE_POOL_SIZE", "4".to_string()),
        ("MAIL_OUTBOX", dir.join("outbox").display().to_string()),
        ("FILES_DIR", dir.join("files").display().to_string()),
        ("PUBLIC_URL", "http://casino.test".to_string()),
        // The development country database that scripts/geoip.sh fetches (bootstrap runs it).
        (
            "GEOIP_DB",
            concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/../data/geoip/geo-whois-asn-country.mmdb"
            )
            .to_string(),
        ),
        ("TRUSTED_PROXY_HEADER", "x-forwarded-for".to_string()),
    ];
    // The test's own variables first: they replace the defaults above.
    let vars: Vec<(String, String)> = extra
        .iter()
        .map(|(n, v)| ((*n).to_owned(), (*v).to_owned()))
        .chain(vars.into_iter().map(|(n, v)| (n.to_owned(), v)))
        .collect();
    let config =
        Config::from_lookup(|k| vars.iter().find(|(n, _)| n == k).map(|(_, v)| v.clone())).unwrap();
    let state = AppState::with_clock(config, clock).unwrap();
    TestApp {
        app: build_app(state.clone()),
        state,
        backend,
        vars,
        _db: db,
    }
}

pub struct TestResponse {
    pub status: u16,
    pub headers: axum::http::HeaderMap,
    pub body: Vec<u8>,
}

impl TestResponse {
    pub fn json(&self) -> serde_json::Value {
        serde_json::from_slice(&self.body)
            .unwrap_or_else(|e| panic!("not JSON ({e}): {}", String::from_utf8_lossy(&self.body)))
    }
    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }
    pub fn header(&self, name: &str) -> String {
        self.headers
            .get(name)
            .map(|v| v.to_str().unwrap().to_owned())
            .unwrap_or_default()
    }
}

impl TestResponse {
    /// The error envelope's code: what the tests compare, so a copy edit of a message breaks
    /// none of them (a few pin the exact sentences per language).
    pub fn code(&self) -> String {
        self.json()["error"]["code"]
            .as_str()
            .unwrap_or_default()
            .to_owned()
    }

    /// The error envelope's sentence.
    pub fn message(&self) -> String {
        self.json()["error"]["message"]
            .as_str()
            .unwrap_or_default()
            .to_owned()
    }

    /// The failure code the envelope gives one field.
    pub fn field(&self, name: &str) -> String {
        self.json()["error"]["fields"][name]["code"]
            .as_str()
            .unwrap_or_default()
            .to_owned()
    }
}

impl TestApp {
    /// The test's temporary folder (the database file on SQLite, the outbox, logs).
    pub fn dir(&self) -> &Path {
        self._db.dir()
    }

    /// `POST /api/front/auth/login/` in English.
    pub async fn login(&self, username: &str, password: &str) -> TestResponse {
        let body = serde_json::json!({ "username": username, "password": password }).to_string();
        self.post_json("/api/front/auth/login/", &body, Some("en"))
            .await
    }

    pub async fn send(&self, req: Request<Body>) -> TestResponse {
        let res: Response<Body> = self.app.clone().oneshot(req).await.unwrap();
        let status = res.status().as_u16();
        let headers = res.headers().clone();
        let body = res.into_body().collect().await.unwrap().to_bytes().to_vec();
        TestResponse {
            status,
            headers,
            body,
        }
    }

    pub async fn post_json(&self, path: &str, body: &str, lang: Option<&str>) -> TestResponse {
        let mut req = Request::post(path).header("content-type", "application/json");
        if let Some(l) = lang {
            req = req.header("accept-language", l);
        }
        self.send(req.body(Body::from(body.to_owned())).unwrap())
            .await
    }

    /// A POST with a JSON body and any extra headers (`authorization`, `x-forwarded-for`, ...).
    pub async fn post_with(
        &self,
        path: &str,
        body: &str,
        headers: &[(&str, &str)],
    ) -> TestResponse {
        let mut req = Request::post(path).header("content-type", "application/json");
        // English unless the caller names the language.
        if !headers
            .iter()
            .any(|(name, _)| name.eq_ignore_ascii_case("accept-language"))
        {
            req = req.header("accept-language", "en");
        }
        for (name, value) in headers {
            req = req.header(*name, *value);
        }
        self.send(req.body(Body::from(body.to_owned())).unwrap())
            .await
    }

    pub async fn get_with_token(&self, path: &str, token: &str) -> TestResponse {
        self.send(
            Request::get(path)
                .header("authorization", format!("Bearer {token}"))
                .body(Body::empty())
                .unwrap(),
        )
        .await
    }

    /// The decoded text bodies of the mails in the outbox, oldest first.
    pub fn outbox(&self) -> Vec<String> {
        let dir = self.state.config.mail_outbox.clone();
        let mut files: Vec<_> = std::fs::read_dir(&dir)
            .map(|d| d.filter_map(Result::ok).map(|e| e.path()).collect())
            .unwrap_or_default();
        files.sort_by_key(|p| std::fs::metadata(p).and_then(|m| m.modified()).ok());
        files
            .iter()
            .filter(|p| p.extension().is_some_and(|e| e == "eml"))
            .map(|p| decode_quoted_printable(&std::fs::read_to_string(p).unwrap()))
            .collect()
    }

    pub async fn get(&self, path: &str) -> TestResponse {
        self.send(Request::get(path).body(Body::empty()).unwrap())
            .await
    }
}

/// The token of the first link in an e-mail.
pub fn token_in(mail: &str) -> String {
    let at = mail.find("token=").expect("a link with a token") + "token=".len();
    mail[at..]
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
        .collect()
}

/// Enough of quoted-printable for the mails lettre writes (soft line breaks and `=XX` bytes).
fn decode_quoted_printable(text: &str) -> String {
    let joined = text.replace("=\r\n", "").replace("=\n", "");
    let bytes = joined.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'='
            && i + 2 < bytes.len()
            && let Ok(b) = u8::from_str_radix(&joined[i + 1..i + 3], 16)
        {
            out.push(b);
            i += 3;
            continue;
        }
        out.push(bytes[i]);
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// The idempotency key a test names by a label ("w-1"): the same label always gives the same
/// UUID, so a retry in a test reads as one, and a UUID stays itself.
pub fn idem(label: impl AsRef<str>) -> String {
    use sha2::{Digest, Sha256};
    let label = label.as_ref();
    if casino_schema::IdempotencyKey::parse(label).is_some() {
        return label.to_owned();
    }
    let h = hex::encode(Sha256::digest(label.as_bytes()));
    format!(
        "{}-{}-{}-{}-{}",
        &h[0..8],
        &h[8..12],
        &h[12..16],
        &h[16..20],
        &h[20..32]
    )
}

/// A processor's callback body as it would send it (naming itself, signed now by the test
/// clock) and its signature with that processor's key.
pub fn signed_callback(
    t: &TestApp,
    processor: &str,
    fields: serde_json::Value,
) -> (String, String) {
    let mut body = fields;
    body["processor"] = processor.into();
    if body.get("sent_at").is_none() {
        body["sent_at"] = t.state.payments.clock.now_millis().into();
    }
    let body = body.to_string();
    let signature = t.state.payments.callback_keys.sign(
        Processor::parse(processor).expect("a processor"),
        body.as_bytes(),
    );
    (body, signature)
}
