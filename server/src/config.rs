//! Configuration from environment variables, each with a working default so `just run` needs none.
//! Every variable is listed in the README.

use std::net::SocketAddr;
use std::path::PathBuf;

use anyhow::{Context, bail};
use casino_core::payments::{Processor, UnwageredPolicy};
use casino_core::validate::PasswordPolicy;

/// `CASINO_ENV`: what the server runs as. Development (the default, what `./dev run` uses)
/// works with no setting at all; production refuses to start until every secret and account is
/// the operator's own (`Config::production_gaps`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Env {
    Development,
    Production,
}

#[derive(Debug, Clone)]
pub struct Config {
    /// `CASINO_ENV`: `development` (default) or `production`.
    pub env: Env,
    /// `PAYMENTS_SANDBOX`: `on` runs the simulated card, hosted, voucher and crypto payments
    /// (and `/api/sandbox/*`); `off` keeps only the processors that move real money: wire
    /// transfers confirmed by staff, and crypto addresses credited by a watcher's signed callback.
    /// On by default in development, off in production.
    pub payments_sandbox: bool,
    /// `CASINO_ADDR`: where the server listens.
    pub addr: SocketAddr,
    /// `METRICS_ADDR`: where `/metrics` is served for Prometheus, an address of its own that the
    /// proxy never exposes (loopback, or the monitoring network). Unset (the default): none.
    pub metrics_addr: Option<SocketAddr>,
    /// `DATABASE_URL`: a `postgres://` URL selects PostgreSQL, anything else is a SQLite file path.
    pub database_url: String,
    /// `DATABASE_POOL_SIZE`: connections kept open (`default_pool_size` when unset).
    pub pool_size: u32,
    /// `STATIC_DIR`: the built web app (`web/dist`).
    pub static_dir: PathBuf,
    /// `PASSWORD_POLICY`: `terms` (default) or `interface`.
    pub password_policy: PasswordPolicy,
    /// `LOG_FORMAT`: `text` (default) or `json`.
    pub log_json: bool,
    /// The site's public address, for links in e-mails (`PUBLIC_URL`).
    pub public_url: String,
    /// Where e-mails are written as `.eml` files when no SMTP server is configured (`MAIL_OUTBOX`).
    pub mail_outbox: PathBuf,
    /// `smtp://user:pass@host:port` or `smtps://...`; when set, mail goes there (`SMTP_URL`).
    pub smtp_url: Option<String>,
    /// Sender of every e-mail (`MAIL_FROM`).
    pub mail_from: String,
    /// The support team's address: contact messages go there, and the contact page shows it
    /// when they cannot (`SUPPORT_EMAIL`).
    pub support_email: String,
    /// Where uploaded files (content pictures) are kept, through `object_store` (`FILES_DIR`).
    pub files_dir: PathBuf,
    /// Token signing key (`JWT_SECRET`); without it one is generated once and kept in the database.
    pub jwt_secret: Option<String>,
    /// The IP-to-country database, MaxMind format (`GEOIP_DB`). The default is the public-domain
    /// one that `scripts/geoip.sh` fetches; production points it at a licensed copy.
    pub geoip_db: PathBuf,
    /// The header a trusted reverse proxy puts the client address in (`TRUSTED_PROXY_HEADER`,
    /// e.g. `X-Forwarded-For`). Unset, the connection's own peer address is used.
    pub trusted_proxy_header: Option<axum::http::HeaderName>,
    /// `WITHDRAWAL_UNWAGERED`: `refuse` (default) refuses withdrawals of deposits not yet wagered
    /// 3 times; `fee` lets them go with the 10 % fee.
    pub unwagered_policy: UnwageredPolicy,
    /// `PAYOUT_SECOND_APPROVAL_ABOVE`: payouts above this many euros (default 2,500, the
    /// spec's extra verification threshold) need a second administrator.
    pub second_approval_above: i64,
    /// `ADDRESS_LIMITS_SCALE`: raises the per-address limits of sign-ups, username checks and
    /// contact messages this many times (players sharing an address, a test run from one
    /// machine); 1 to 1000, default 1.
    pub address_limits_scale: i64,
    /// `PAYMENT_CALLBACK_SECRET`: the key processors sign their callbacks with; without it one
    /// is generated once and kept in the database.
    pub callback_secret: Option<String>,
    /// `PAYMENT_CALLBACK_SECRET_<PROCESSOR>` (e.g. `PAYMENT_CALLBACK_SECRET_BITCOIN`): a
    /// processor's own callback key, by processor id. A processor without one signs with a key
    /// derived from `PAYMENT_CALLBACK_SECRET` and its id.
    pub callback_secrets: std::collections::BTreeMap<Processor, String>,
    /// `BTC_XPUB`: the BIP84 account key (`zpub…`/`xpub…`) players' bitcoin deposit addresses
    /// are derived from. The default is BIP84's published test vector: sandbox only.
    pub btc_xpub: String,
    /// `USDT_XPUB`: the BIP44 Ethereum account key (m/44'/60'/0') for USDT (ERC-20) addresses.
    pub usdt_xpub: String,
    /// `WIRE_BENEFICIARY`, `WIRE_IBAN`, `WIRE_BIC`, `WIRE_BANK_NAME`: the account players wire
    /// deposits to.
    pub wire_account: WireAccount,
    /// `LIVE_TABLES`: `on` (default) runs the live tables' clock; `off` leaves them still (tests
    /// move them by hand).
    pub live_tables: bool,
    /// `LIVE_BETTING_SECONDS` (default 15): how long a live round takes chips.
    pub live_betting_ms: i64,
    /// `LIVE_RESULT_SECONDS` (default 6): how long a live result shows before the next round.
    pub live_result_ms: i64,
    /// `LIVE_DECIDING_SECONDS` (default 12): how long the seats of a live blackjack table have
    /// to decide once the cards are out (a seat that does not decide stands).
    pub live_deciding_ms: i64,
}

/// The casino's bank account for wire-transfer deposits.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WireAccount {
    pub beneficiary: String,
    pub iban: String,
    pub bic: String,
    pub bank_name: String,
}

/// BIP84's test vector (mnemonic "abandon … about"), account 0: its first address is
/// bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu.
pub const SANDBOX_BTC_XPUB: &str = "zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs";
/// The same mnemonic's Ethereum account (m/44'/60'/0'): first address 0x9858EfFD…aEda94.
pub const SANDBOX_USDT_XPUB: &str = "xpub6DCoCpSuQZB2jawqnGMEPS63ePKWkwWPH4TU45Q7LPXWuNd8TMtVxRrgjtEshuqpK3mdhaWHPFsBngh5GFZaM6si3yZdUsT8ddYM3PwnATt";

/// The wire account the sandbox shows (an example IBAN: no bank holds it).
pub const SANDBOX_WIRE_IBAN: &str = "MT84MALT011000012345MTLCAST001S";
pub const DEFAULT_PUBLIC_URL: &str = "http://localhost:8080";

pub const DEFAULT_ADDR: &str = "127.0.0.1:8080";
pub const DEFAULT_DATABASE_URL: &str = "data/casino.sqlite3";
pub const DEFAULT_GEOIP_DB: &str = "data/geoip/geo-whois-asn-country.mmdb";

/// The pool's size unless `DATABASE_POOL_SIZE` says otherwise. SQLite: 8 (one writer, the
/// rest read). PostgreSQL: twice the processor cores, the rule of thumb of the PostgreSQL wiki
/// and HikariCP (one connection per core busy, one waiting on I/O). More connections than that
/// only make the database switch between them: on 2 cores, 4 connections ran 15 to 25 % more
/// game rounds than 8, with a lower p99 (`just bench-games`). A database server with more cores
/// than this machine wants `DATABASE_POOL_SIZE` set.
pub fn default_pool_size(database_url: &str) -> u32 {
    if crate::db::Backend::from_url(database_url) == crate::db::Backend::Sqlite {
        return 8;
    }
    let cores = std::thread::available_parallelism().map_or(2, std::num::NonZero::get);
    u32::try_from(cores * 2).unwrap_or(u32::MAX)
}

impl Config {
    pub fn from_env() -> anyhow::Result<Config> {
        Config::from_lookup(|k| std::env::var(k).ok())
    }

    /// Reads configuration through `get`, so tests need not touch the process environment.
    pub fn from_lookup(get: impl Fn(&str) -> Option<String>) -> anyhow::Result<Config> {
        let var =
            |k: &str, default: &str| get(k).filter(|v| !v.is_empty()).unwrap_or(default.into());
        let addr = var("CASINO_ADDR", DEFAULT_ADDR);
        let database_url = var("DATABASE_URL", DEFAULT_DATABASE_URL);
        let pool = var(
            "DATABASE_POOL_SIZE",
            &default_pool_size(&database_url).to_string(),
        );
        let policy = var("PASSWORD_POLICY", "terms");
        let log = var("LOG_FORMAT", "text");
        let seconds = |k: &str, default: &str| -> anyhow::Result<i64> {
            let v = var(k, default);
            v.parse::<i64>()
                .ok()
                .filter(|n| (1..=3600).contains(n))
                .map(|n| n * 1000)
                .with_context(|| format!("{k} must be a number of seconds from 1 to 3600: {v}"))
        };
        let live = var("LIVE_TABLES", "on");
        let env = match var("CASINO_ENV", "development").as_str() {
            "development" => Env::Development,
            "production" => Env::Production,
            other => bail!("CASINO_ENV must be development or production: {other}"),
        };
        let sandbox_default = if env == Env::Production { "off" } else { "on" };
        let config = Config {
            env,
            payments_sandbox: match var("PAYMENTS_SANDBOX", sandbox_default).as_str() {
                "on" => true,
                "off" => false,
                other => bail!("PAYMENTS_SANDBOX must be on or off: {other}"),
            },
            live_tables: match live.as_str() {
                "on" => true,
                "off" => false,
                other => bail!("LIVE_TABLES must be on or off: {other}"),
            },
            live_betting_ms: seconds("LIVE_BETTING_SECONDS", "15")?,
            live_result_ms: seconds("LIVE_RESULT_SECONDS", "6")?,
            live_deciding_ms: seconds("LIVE_DECIDING_SECONDS", "12")?,
            addr: addr
                .parse()
                .with_context(|| format!("CASINO_ADDR is not an address: {addr}"))?,
            metrics_addr: match get("METRICS_ADDR").filter(|v| !v.is_empty()) {
                None => None,
                Some(a) => Some(
                    a.parse()
                        .with_context(|| format!("METRICS_ADDR is not an address: {a}"))?,
                ),
            },
            database_url,
            pool_size: pool
                .parse()
                .ok()
                .filter(|n| *n > 0)
                .with_context(|| format!("DATABASE_POOL_SIZE must be a positive number: {pool}"))?,
            static_dir: PathBuf::from(var("STATIC_DIR", "web/dist")),
            password_policy: PasswordPolicy::parse(&policy)
                .with_context(|| format!("PASSWORD_POLICY must be terms or interface: {policy}"))?,
            log_json: match log.as_str() {
                "json" => true,
                "text" => false,
                other => bail!("LOG_FORMAT must be text or json: {other}"),
            },
            public_url: var("PUBLIC_URL", DEFAULT_PUBLIC_URL)
                .trim_end_matches('/')
                .to_owned(),
            mail_outbox: PathBuf::from(var("MAIL_OUTBOX", "data/outbox")),
            smtp_url: get("SMTP_URL").filter(|v| !v.is_empty()),
            mail_from: var("MAIL_FROM", "Émeraude Casino <no-reply@emeraude.casino>"),
            support_email: var("SUPPORT_EMAIL", "support@emeraude.casino"),
            files_dir: PathBuf::from(var("FILES_DIR", "data/files")),
            jwt_secret: get("JWT_SECRET").filter(|v| !v.is_empty()),
            geoip_db: PathBuf::from(var("GEOIP_DB", DEFAULT_GEOIP_DB)),
            trusted_proxy_header: match get("TRUSTED_PROXY_HEADER").filter(|v| !v.is_empty()) {
                None => None,
                Some(name) => Some(name.parse().with_context(|| {
                    format!("TRUSTED_PROXY_HEADER is not a header name: {name}")
                })?),
            },
            unwagered_policy: {
                let p = var("WITHDRAWAL_UNWAGERED", "refuse");
                UnwageredPolicy::parse(&p)
                    .with_context(|| format!("WITHDRAWAL_UNWAGERED must be refuse or fee: {p}"))?
            },
            address_limits_scale: {
                let v = var("ADDRESS_LIMITS_SCALE", "1");
                v.parse::<i64>()
                    .ok()
                    .filter(|n| (1..=1000).contains(n))
                    .with_context(|| format!("ADDRESS_LIMITS_SCALE must be 1 to 1000: {v}"))?
            },
            second_approval_above: {
                let v = var("PAYOUT_SECOND_APPROVAL_ABOVE", "2500");
                v.parse::<i64>().ok().filter(|n| *n >= 0).with_context(|| {
                    format!("PAYOUT_SECOND_APPROVAL_ABOVE must be a whole number of euros: {v}")
                })?
            },
            callback_secret: get("PAYMENT_CALLBACK_SECRET").filter(|v| !v.is_empty()),
            callback_secrets: Processor::CALLING_BACK
                .into_iter()
                .filter_map(|p| {
                    get(&format!(
                        "PAYMENT_CALLBACK_SECRET_{}",
                        p.code().to_uppercase()
                    ))
                    .filter(|v| !v.is_empty())
                    .map(|v| (p, v))
                })
                .collect(),
            btc_xpub: var("BTC_XPUB", SANDBOX_BTC_XPUB),
            usdt_xpub: var("USDT_XPUB", SANDBOX_USDT_XPUB),
            wire_account: WireAccount {
                beneficiary: var("WIRE_BENEFICIARY", "Émeraude Casino Ltd"),
                iban: var("WIRE_IBAN", SANDBOX_WIRE_IBAN),
                bic: var("WIRE_BIC", "MALTMTMT"),
                bank_name: var("WIRE_BANK_NAME", "Bank of Valletta (sandbox)"),
            },
        };
        // The figures are for the operator's network only: never on the port players reach.
        if config.metrics_addr == Some(config.addr) {
            bail!(
                "METRICS_ADDR must differ from CASINO_ADDR: the public port never serves /metrics"
            );
        }
        Ok(config)
    }
}

impl Config {
    /// Whether the site is served over https (then browsers are told to keep to it: HSTS).
    pub fn https(&self) -> bool {
        self.public_url.starts_with("https://")
    }

    /// What production lacks, one line a setting: secrets left to be generated, the public test
    /// keys and example accounts of the sandbox, mail that would only reach a folder. Empty when
    /// the server may run in production.
    pub fn production_gaps(&self) -> Vec<String> {
        let mut gaps = Vec::new();
        let mut lacks = |missing: bool, text: &str| {
            if missing {
                gaps.push(text.to_owned());
            }
        };
        lacks(
            self.jwt_secret.as_deref().is_none_or(|s| s.len() < 32),
            "JWT_SECRET: set a random secret of at least 32 characters (tokens are signed with it)",
        );
        lacks(
            self.callback_secret.as_deref().is_none_or(|s| s.len() < 32),
            "PAYMENT_CALLBACK_SECRET: set the key of at least 32 characters your processors sign their callbacks with",
        );
        lacks(
            !self.https() || self.public_url.contains("localhost"),
            "PUBLIC_URL: set the site's public https address (links in e-mails, secure transport)",
        );
        lacks(
            self.smtp_url.is_none(),
            "SMTP_URL: set the mail server (without it e-mails are only written to MAIL_OUTBOX)",
        );
        lacks(
            self.wire_account.iban == SANDBOX_WIRE_IBAN,
            "WIRE_BENEFICIARY, WIRE_IBAN, WIRE_BIC, WIRE_BANK_NAME: set the casino's own bank account (the default is an example)",
        );
        lacks(
            self.btc_xpub == SANDBOX_BTC_XPUB,
            "BTC_XPUB: set your bitcoin account key (the default is a public test vector: anyone can spend from it)",
        );
        lacks(
            self.usdt_xpub == SANDBOX_USDT_XPUB,
            "USDT_XPUB: set your Ethereum account key (the default is a public test vector: anyone can spend from it)",
        );
        lacks(
            self.payments_sandbox,
            "PAYMENTS_SANDBOX: must be off in production (the sandbox lets players credit themselves)",
        );
        lacks(
            self.password_policy != PasswordPolicy::Terms,
            "PASSWORD_POLICY: must be terms in production (interface lets players choose 3-character passwords)",
        );
        gaps
    }

    /// Refuses production with everything it lacks in one message.
    pub fn check_production(&self) -> anyhow::Result<()> {
        let gaps = self.production_gaps();
        if self.env == Env::Production && !gaps.is_empty() {
            bail!(
                "CASINO_ENV=production, but the configuration is not ready:\n- {}",
                gaps.join("\n- ")
            );
        }
        Ok(())
    }

    /// The effective configuration, one `NAME=value` a line, secrets masked.
    pub fn describe(&self) -> Vec<String> {
        let secret = |s: &Option<String>| match s {
            Some(v) => format!("set ({} characters)", v.chars().count()),
            None => "unset (generated and kept in the database)".to_owned(),
        };
        let on = |b: bool| if b { "on" } else { "off" };
        let smtp = self.smtp_url.as_deref().map_or_else(
            || "unset (mail goes to MAIL_OUTBOX)".to_owned(),
            mask_url_password,
        );
        vec![
            format!(
                "CASINO_ENV={}",
                match self.env {
                    Env::Development => "development",
                    Env::Production => "production",
                }
            ),
            format!("PAYMENTS_SANDBOX={}", on(self.payments_sandbox)),
            format!("CASINO_ADDR={}", self.addr),
            format!(
                "METRICS_ADDR={}",
                self.metrics_addr
                    .map_or_else(|| "unset (no /metrics)".to_owned(), |a| a.to_string())
            ),
            format!("DATABASE_URL={}", mask_url_password(&self.database_url)),
            format!("DATABASE_POOL_SIZE={}", self.pool_size),
            format!("STATIC_DIR={}", self.static_dir.display()),
            format!("PUBLIC_URL={}", self.public_url),
            format!("JWT_SECRET={}", secret(&self.jwt_secret)),
            format!("PAYMENT_CALLBACK_SECRET={}", secret(&self.callback_secret)),
            format!(
                "PAYMENT_CALLBACK_SECRET_<PROCESSOR>: {}",
                if self.callback_secrets.is_empty() {
                    "none set (each processor's key is derived from PAYMENT_CALLBACK_SECRET)"
                        .to_owned()
                } else {
                    let set: Vec<&str> = self.callback_secrets.keys().map(|p| p.code()).collect();
                    format!("set for {}", set.join(", "))
                }
            ),
            format!("SMTP_URL={smtp}"),
            format!("MAIL_OUTBOX={}", self.mail_outbox.display()),
            format!("MAIL_FROM={}", self.mail_from),
            format!("SUPPORT_EMAIL={}", self.support_email),
            format!("FILES_DIR={}", self.files_dir.display()),
            format!("GEOIP_DB={}", self.geoip_db.display()),
            format!("WIRE_IBAN={}", self.wire_account.iban),
            format!("BTC_XPUB={}", self.btc_xpub),
            format!("USDT_XPUB={}", self.usdt_xpub),
            format!("LIVE_TABLES={}", on(self.live_tables)),
            format!(
                "PAYOUT_SECOND_APPROVAL_ABOVE={}",
                self.second_approval_above
            ),
            format!("ADDRESS_LIMITS_SCALE={}", self.address_limits_scale),
        ]
    }
}

/// A URL with its password (`user:secret@`) masked.
fn mask_url_password(url: &str) -> String {
    match (url.find("://"), url.rfind('@')) {
        (Some(scheme), Some(at)) if at > scheme => {
            let auth = &url[scheme + 3..at];
            match auth.find(':') {
                Some(colon) => {
                    format!("{}{}:***{}", &url[..scheme + 3], &auth[..colon], &url[at..])
                }
                None => url.to_owned(),
            }
        }
        _ => url.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn cfg(pairs: &[(&str, &str)]) -> anyhow::Result<Config> {
        let map: HashMap<String, String> = pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        Config::from_lookup(|k| map.get(k).cloned())
    }

    #[test]
    fn defaults_work_without_any_variable() {
        let c = cfg(&[]).unwrap();
        assert_eq!(c.addr.to_string(), "127.0.0.1:8080");
        assert_eq!(c.database_url, "data/casino.sqlite3");
        assert_eq!(c.static_dir, PathBuf::from("web/dist"));
        assert_eq!(c.password_policy, PasswordPolicy::Terms);
        assert!(!c.log_json);
    }

    #[test]
    fn development_runs_the_sandbox_production_does_not() {
        let dev = cfg(&[]).unwrap();
        assert_eq!((dev.env, dev.payments_sandbox), (Env::Development, true));
        assert!(
            dev.check_production().is_ok(),
            "development starts with no setting"
        );
        let prod = cfg(&[("CASINO_ENV", "production")]).unwrap();
        assert_eq!((prod.env, prod.payments_sandbox), (Env::Production, false));
    }

    #[test]
    fn production_names_everything_it_lacks_at_once() {
        let e = cfg(&[
            ("CASINO_ENV", "production"),
            ("PAYMENTS_SANDBOX", "on"),
            ("PASSWORD_POLICY", "interface"),
        ])
        .unwrap()
        .check_production()
        .unwrap_err()
        .to_string();
        let names: Vec<&str> = e
            .lines()
            .skip(1)
            .map(|l| l.trim_start_matches("- ").split(':').next().unwrap())
            .collect();
        assert_eq!(
            names,
            [
                "JWT_SECRET",
                "PAYMENT_CALLBACK_SECRET",
                "PUBLIC_URL",
                "SMTP_URL",
                "WIRE_BENEFICIARY, WIRE_IBAN, WIRE_BIC, WIRE_BANK_NAME",
                "BTC_XPUB",
                "USDT_XPUB",
                "PAYMENTS_SANDBOX",
                "PASSWORD_POLICY"
            ]
        );
        assert!(e.starts_with("CASINO_ENV=production, but the configuration is not ready:"));

        let ready = cfg(&[
            ("CASINO_ENV", "production"),
            ("JWT_SECRET", &"j".repeat(40)),
            ("PAYMENT_CALLBACK_SECRET", &"p".repeat(40)),
            ("PUBLIC_URL", "https://emeraude.casino"),
            (
                "SMTP_URL",
                "smtps://mailer:hunter2@smtp.emeraude.casino:465",
            ),
            ("WIRE_IBAN", "FR7630006000011234567890189"),
            ("BTC_XPUB", "zpub-own"),
            ("USDT_XPUB", "xpub-own"),
        ])
        .unwrap();
        assert!(ready.check_production().is_ok());
        assert!(ready.https());
        let described = ready.describe().join("\n");
        assert!(described.contains("SMTP_URL=smtps://mailer:***@smtp.emeraude.casino:465"));
        assert!(described.contains("JWT_SECRET=set (40 characters)"));
        assert!(!described.contains("hunter2") && !described.contains(&"j".repeat(40)));
        assert!(described.contains("PAYMENT_CALLBACK_SECRET_<PROCESSOR>: none set"));
    }

    #[test]
    fn a_processor_may_have_its_own_callback_key() {
        let c = cfg(&[
            ("PAYMENT_CALLBACK_SECRET_BITCOIN", "btc-key"),
            ("PAYMENT_CALLBACK_SECRET_WIRE", "x"),
        ])
        .unwrap();
        assert_eq!(
            c.callback_secrets,
            std::collections::BTreeMap::from([(Processor::Bitcoin, "btc-key".to_owned())])
        );
        assert!(
            c.describe()
                .join("\n")
                .contains("PAYMENT_CALLBACK_SECRET_<PROCESSOR>: set for bitcoin")
        );
    }

    #[test]
    fn bad_values_are_reported_by_name() {
        let e = cfg(&[("PASSWORD_POLICY", "weak")]).unwrap_err();
        assert_eq!(
            e.to_string(),
            "PASSWORD_POLICY must be terms or interface: weak"
        );
        let e = cfg(&[("CASINO_ADDR", "here")]).unwrap_err();
        assert_eq!(e.to_string(), "CASINO_ADDR is not an address: here");
        let e = cfg(&[("METRICS_ADDR", "there")]).unwrap_err();
        assert_eq!(e.to_string(), "METRICS_ADDR is not an address: there");
        let same = [
            ("CASINO_ADDR", "127.0.0.1:9100"),
            ("METRICS_ADDR", "127.0.0.1:9100"),
        ];
        assert_eq!(
            cfg(&same).unwrap_err().to_string(),
            "METRICS_ADDR must differ from CASINO_ADDR: the public port never serves /metrics"
        );
        let apart = [
            ("CASINO_ADDR", "127.0.0.1:8080"),
            ("METRICS_ADDR", "127.0.0.1:9100"),
        ];
        assert_eq!(
            cfg(&apart).unwrap().metrics_addr,
            Some("127.0.0.1:9100".parse().unwrap())
        );
        let e = cfg(&[("TRUSTED_PROXY_HEADER", "x forwarded")]).unwrap_err();
        assert_eq!(
            e.to_string(),
            "TRUSTED_PROXY_HEADER is not a header name: x forwarded"
        );
        let e = cfg(&[("DATABASE_POOL_SIZE", "0")]).unwrap_err();
        assert_eq!(
            e.to_string(),
            "DATABASE_POOL_SIZE must be a positive number: 0"
        );
    }

    #[test]
    fn the_pool_is_sized_for_the_backend_unless_set() {
        let cores = std::thread::available_parallelism().unwrap().get() as u32;
        let pg = ("DATABASE_URL", "postgres://casino@localhost/casino");
        assert_eq!(cfg(&[pg]).unwrap().pool_size, 2 * cores);
        assert_eq!(
            cfg(&[("DATABASE_URL", "data/casino.db")])
                .unwrap()
                .pool_size,
            8
        );
        assert_eq!(
            cfg(&[pg, ("DATABASE_POOL_SIZE", "12")]).unwrap().pool_size,
            12
        );
    }
}
