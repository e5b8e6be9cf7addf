//! What the load examples share: a fresh database (SQLite in a temporary folder, or a new
//! PostgreSQL database beside the one named, dropped at the end), players with tokens, the
//! release server in its own process on loopback (`cargo build --release -p casino-server`
//! first; the `just bench-*` recipes do), requests over HTTP/1.1 with one keep-alive connection
//! per player, and the report (throughput, latency percentiles, ledger audit).

use std::time::{Duration, Instant};

use casino_core::Currency;
use casino_core::registration::RegistrationForm;
use casino_server::db::Backend;
use casino_server::player::{self, Player};
use casino_server::wallet::ledger::{self, Account, Movement, MovementKind};
use casino_server::{AppState, Config};

#[path = "../../tests/suite/common/scratch_db.rs"]
mod scratch_db;
// The crash test uses the parts of it the benches do not (kill, restart).
#[allow(dead_code)]
#[path = "../../tests/suite/common/served.rs"]
mod served;

use scratch_db::ScratchDb;
pub use served::{Client, Served};

pub const PLAYERS: usize = 32;

pub struct Bench {
    /// The bench's own connection to the database, to seat players before the server starts
    /// and to audit the ledger after it stops.
    pub state: AppState,
    pub seconds: u64,
    /// How many times each measured phase runs (the second number on the command line).
    pub runs: usize,
    vars: Vec<(String, String)>,
    /// Tags this run's players (their names and phones must be unique).
    run: String,
    db: ScratchDb,
}

impl Bench {
    /// From the command line: an optional `postgres://` URL, a duration in seconds and how many
    /// runs of each phase (1 unless given).
    pub fn open(extra: &[(&str, &str)]) -> anyhow::Result<Bench> {
        let args: Vec<String> = std::env::args().skip(1).collect();
        let pg_admin = args.iter().find(|a| a.starts_with("postgres://"));
        let backend = if pg_admin.is_some() {
            Backend::Postgres
        } else {
            Backend::Sqlite
        };
        let db = ScratchDb::new(backend, pg_admin.map(String::as_str));
        let url = db.url.clone();
        let mut numbers = args.iter().filter_map(|a| a.parse::<u64>().ok());
        let seconds = numbers.next().unwrap_or(10);
        let runs = numbers
            .next()
            .map_or(1, |n| usize::try_from(n.max(1)).unwrap_or(1));
        let mut vars: Vec<(String, String)> = vec![
            ("DATABASE_URL".into(), url),
            (
                "MAIL_OUTBOX".into(),
                db.dir().join("outbox").display().to_string(),
            ),
            ("STATIC_DIR".into(), db.dir().display().to_string()),
        ];
        vars.extend(
            extra
                .iter()
                .map(|(k, v)| ((*k).to_owned(), (*v).to_owned())),
        );
        let config =
            Config::from_lookup(|k| vars.iter().find(|(n, _)| n == k).map(|(_, v)| v.clone()))?;
        let state = AppState::new(config)?;
        Ok(Bench {
            state,
            seconds,
            runs,
            vars,
            run: uuid::Uuid::new_v4().simple().to_string(),
            db,
        })
    }

    /// `n` registered players, each with a session token.
    pub fn players(&self, n: usize) -> anyhow::Result<Vec<(Player, String)>> {
        self.players_named("b", n)
    }

    /// `players` whose names start with `prefix` (a second group in the same run).
    pub fn players_named(&self, prefix: &str, n: usize) -> anyhow::Result<Vec<(Player, String)>> {
        let mut c = self.state.db.pool.get()?;
        let tag = &self.run[..6];
        let now = chrono::Utc::now().timestamp();
        (0..n)
            .map(|i| {
                let form = RegistrationForm {
                    username: format!("{prefix}{tag}{i}"),
                    email: format!("{prefix}{tag}{i}@bench.test"),
                    mobile: format!(
                        "+33 6 {:02} {:02} 00 {i:02}",
                        self.run.len() % 90,
                        prefix.len() + usize::from(prefix.as_bytes()[0] % 50)
                    ),
                    gender: "female".into(),
                    birth_date: "1990-01-01".into(),
                    country: "FR".into(),
                    language: "en".into(),
                    currency: "EUR".into(),
                    ..Default::default()
                };
                // Registered now: a player registered long ago would owe identity documents.
                let registered = chrono::Utc::now().timestamp_millis();
                let terms = casino_server::content::current_terms(&mut c, casino_core::Locale::En)
                    .map_err(|e| anyhow::anyhow!(e.code))?;
                let p = player::insert(&mut c, &form, "x", terms.as_deref(), registered)
                    .map_err(|e| anyhow::anyhow!(e.code))?;
                // Activated, as through the welcome e-mail's link: only then do they pay and play.
                player::activate(&mut c, &p.id, registered).map_err(|e| anyhow::anyhow!(e.code))?;
                let token = self
                    .state
                    .accounts
                    .keys
                    .issue(&p.id, p.session_version, now);
                Ok((p, token))
            })
            .collect()
    }

    /// Deposits 1,000,000.00 to each of `players`, straight into the ledger.
    // The payments bench pays through its processors instead.
    #[allow(dead_code)]
    pub fn fund(&self, players: &[(Player, String)]) -> anyhow::Result<()> {
        let mut c = self.state.db.pool.get()?;
        for (p, _) in players {
            let m = Movement {
                key: format!("bench-deposit:{}", p.id),
                kind: MovementKind::Deposit,
                player_id: Some(p.id.clone()),
                currency: Currency::Eur,
                legs: vec![
                    (Account::Clearing("bench"), -100_000_000),
                    (Account::PlayerReal(p.id.clone()), 100_000_000),
                ],
            };
            ledger::post(&mut c, &m, 0).map_err(|e| anyhow::anyhow!(e.code))?;
        }
        Ok(())
    }

    /// `players` verified (so they may withdraw), each with a bitcoin deposit address: their
    /// tokens and addresses.
    // The games and realtime benches do not pay.
    #[allow(dead_code)]
    pub fn payers(&self, players: Vec<(Player, String)>) -> anyhow::Result<Vec<(String, String)>> {
        let mut c = self.state.db.pool.get()?;
        let mut payers = Vec::new();
        for (p, token) in players {
            diesel::RunQueryDsl::execute(
                diesel::sql_query(format!(
                    "UPDATE players SET verification = 'verified' WHERE id = '{}'",
                    p.id
                )),
                &mut c,
            )?;
            let address = casino_server::payments::crypto_address_for(
                &mut c,
                &p.id,
                casino_server::payments::Asset::Btc,
                &self.state.config.btc_xpub,
                0,
            )
            .map_err(|e| anyhow::anyhow!(e.code))?;
            payers.push((token, address));
        }
        Ok(payers)
    }

    /// The release server beside this example, on the bench's database. Live tables are off:
    /// their clock would write rounds of its own during the run.
    pub async fn serve(&self) -> anyhow::Result<Served> {
        self.serve_with(&[("LIVE_TABLES", "off")]).await
    }

    /// The release server with `extra` configuration on top of the bench's.
    pub async fn serve_with(&self, extra: &[(&str, &str)]) -> anyhow::Result<Served> {
        let bin = std::env::current_exe()?
            .parent()
            .and_then(|examples| examples.parent())
            .map(|release| release.join("casino-server"))
            .filter(|bin| bin.exists())
            .ok_or_else(|| {
                anyhow::anyhow!("build the server first: cargo build --release -p casino-server")
            })?;
        let mut vars = self.vars.clone();
        vars.extend(
            extra
                .iter()
                .map(|(k, v)| ((*k).to_owned(), (*v).to_owned())),
        );
        Ok(Served::start(bin, vars, self.db.dir().join("server.log")).await)
    }

    /// Starts a measured phase: its deadline. On PostgreSQL a checkpoint comes first, when the
    /// bench's role may ask for one (`scripts/postgres.sh` grants `pg_checkpoint`). Without it,
    /// a checkpoint started by the previous phase's writes (or by the timer) could fall inside
    /// a 10-second run, and back-to-back runs of the same build differed by up to 30 %.
    pub fn start_phase(&self) -> Instant {
        if self.state.db.backend == Backend::Postgres {
            let checkpoint = self
                .state
                .db
                .pool
                .get()
                .map_err(|e| e.to_string())
                .and_then(|mut c| {
                    diesel::RunQueryDsl::execute(diesel::sql_query("CHECKPOINT"), &mut *c)
                        .map_err(|e| e.to_string())
                });
            if let Err(e) = checkpoint {
                eprintln!("no checkpoint before the run ({e}): figures may vary more");
            }
        }
        Instant::now() + Duration::from_secs(self.seconds)
    }

    /// Prints throughput and latency percentiles of `latencies`, then audits the ledger: the
    /// figures, for `summary`.
    pub fn report(
        &self,
        latencies: &mut [Duration],
        elapsed: Duration,
        unit: &str,
    ) -> anyhow::Result<Figures> {
        // Integer arithmetic only: the workspace denies floating point.
        let elapsed_ms = elapsed.as_millis().max(1);
        latencies.sort();
        let micros =
            |p: usize| latencies[(latencies.len() * p / 100).min(latencies.len() - 1)].as_micros();
        let n = latencies.len() as u128;
        let figures = Figures {
            per_second: n * 1000 / elapsed_ms,
            p50_micros: micros(50),
            p99_micros: micros(99),
        };
        println!(
            "{}: {n} {unit} in {elapsed_ms} ms = {} {unit}/s; latency p50 {}, p99 {}",
            self.state.db.backend.name(),
            figures.per_second,
            ms(figures.p50_micros),
            ms(figures.p99_micros),
        );
        let mut c = self.state.db.pool.get()?;
        let breaches = ledger::audit(&mut c).map_err(|e| anyhow::anyhow!(e.code))?;
        println!("ledger invariants: {} violations", breaches.len());
        Ok(figures)
    }

    /// Runs a measured phase `runs` times (`phase(run)` gives its latencies and elapsed time),
    /// reporting each, then the medians: the median of each figure.
    pub async fn measure<F, Fut>(
        &self,
        label: &str,
        unit: &str,
        phase: F,
    ) -> anyhow::Result<Figures>
    where
        F: Fn(usize) -> Fut,
        Fut: std::future::Future<Output = anyhow::Result<(Vec<Duration>, Duration)>>,
    {
        let mut runs = Vec::new();
        for run in 0..self.runs {
            let (mut all, elapsed) = phase(run).await?;
            print!("{label}");
            runs.push(self.report(&mut all, elapsed, unit)?);
        }
        Ok(self.summary(label, unit, &runs))
    }

    /// After several runs of one phase: the median of each figure and its range. On this
    /// 2-core machine, where the load, the server and the database share the cores, runs of the
    /// same build differ by up to 30 %, so one run says little; Lighthouse's scores are read the
    /// same way (the median of 5).
    fn summary(&self, phase: &str, unit: &str, runs: &[Figures]) -> Figures {
        let median = |f: fn(&Figures) -> u128| {
            let mut v: Vec<u128> = runs.iter().map(f).collect();
            v.sort_unstable();
            (v[v.len() / 2], v[0], v[v.len() - 1])
        };
        let (rate, rate_low, rate_high) = median(|f| f.per_second);
        let (p50, ..) = median(|f| f.p50_micros);
        let (p99, p99_low, p99_high) = median(|f| f.p99_micros);
        let medians = Figures {
            per_second: rate,
            p50_micros: p50,
            p99_micros: p99,
        };
        if runs.len() < 2 {
            return medians;
        }
        println!(
            "{phase}{}, median of {} runs: {rate} {unit}/s ({rate_low}–{rate_high}); latency p50 {}, p99 {} ({}–{})",
            self.state.db.backend.name(),
            runs.len(),
            ms(p50),
            ms(p99),
            ms(p99_low),
            ms(p99_high),
        );
        medians
    }

    /// Drops the database the bench created (the bench's connections first).
    pub fn close(self) -> anyhow::Result<()> {
        let Bench { state, db, .. } = self;
        drop(state);
        drop(db);
        Ok(())
    }
}

/// What one run of a phase measured (or the medians of several).
#[derive(Clone, Copy)]
pub struct Figures {
    pub per_second: u128,
    pub p50_micros: u128,
    pub p99_micros: u128,
}

/// Microseconds as milliseconds with one decimal (integers only: the workspace denies floating
/// point).
pub fn ms(us: u128) -> String {
    format!("{}.{} ms", us / 1000, us % 1000 / 100)
}

/// One POST over `client`'s connection; panics on a failure (a load test must not hide one).
pub async fn post(
    client: &mut Client,
    path: &str,
    token: &str,
    body: String,
    signature: Option<String>,
) -> Duration {
    let started = Instant::now();
    let headers: Vec<(&str, String)> = signature.map(|s| ("x-signature", s)).into_iter().collect();
    let answer = client
        .post(path, token, body, &headers)
        .await
        .unwrap_or_else(|e| panic!("{path}: no answer: {e}"));
    assert!(
        (200..300).contains(&answer.status),
        "{path}: {} {}",
        answer.status,
        answer.text()
    );
    started.elapsed()
}
