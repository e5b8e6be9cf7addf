use casino_server::player::Role;
use casino_server::{AppState, Config, build_app};
use tracing_subscriber::EnvFilter;

/// mimalloc instead of glibc's malloc: each request allocates and frees many small blocks on
/// several threads (hyper, the handlers, the database's blocking threads), and glibc's
/// allocator, its locks and its consolidation took about a tenth of the server's CPU under
/// `just bench-games` (server/src/games/PERFORMANCE.md, "Where a round's time goes").
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let config = Config::from_env()?;
    let args: Vec<String> = std::env::args().skip(1).collect();
    if let [command, username, role] = args.as_slice()
        && command == "grant-role"
    {
        return grant_role(config, username, role);
    }
    match args.as_slice() {
        [] => {}
        [command] if command == "check-config" => return check_config(&config),
        [command] if command == "audit" => return audit(config),
        [command, file] if command == "backup" => return backup(config, file),
        _ => anyhow::bail!(
            "usage: casino-server [check-config | audit | backup <file> | grant-role <username> <admin|support|manager|kyc>]"
        ),
    }
    config.check_production()?;
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info"));
    if config.log_json {
        tracing_subscriber::fmt()
            .json()
            .with_env_filter(filter)
            .init();
    } else {
        tracing_subscriber::fmt().with_env_filter(filter).init();
    }
    let (addr, metrics_addr) = (config.addr, config.metrics_addr);
    // Installed before the state is built, so nothing it records at start-up is lost.
    let metrics = metrics_addr
        .map(|_| casino_server::metrics::install())
        .transpose()?;
    let state = AppState::new(config)?;
    tracing::info!(backend = state.db.backend.name(), "database ready");
    state.start_background();
    if let (Some(metrics_addr), Some(handle)) = (metrics_addr, metrics) {
        let listener = tokio::net::TcpListener::bind(metrics_addr).await?;
        tracing::info!("metrics on http://{metrics_addr}/metrics");
        let scrape = casino_server::http::scrape_router(state.clone(), handle);
        tokio::spawn(async move {
            if let Err(e) = axum::serve(listener, scrape).await {
                tracing::error!(%e, "the metrics listener stopped");
            }
        });
    }
    let listener = tokio::net::TcpListener::bind(addr).await?;
    tracing::info!("listening on http://{addr}");
    // The peer address feeds the sign-in limiter.
    let app = build_app(state).into_make_service_with_connect_info::<std::net::SocketAddr>();
    axum::serve(listener, app)
        .with_graceful_shutdown(shutdown())
        .await?;
    Ok(())
}

async fn shutdown() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    let term = async {
        if let Ok(mut s) = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate())
        {
            s.recv().await;
        }
    };
    tokio::select! { () = ctrl_c => {}, () = term => {} }
}

/// `casino-server check-config`: the effective configuration (secrets masked) and what
/// production lacks; fails (exit status 1) when `CASINO_ENV=production` would refuse to start.
fn check_config(config: &Config) -> anyhow::Result<()> {
    for line in config.describe() {
        println!("{line}");
    }
    let gaps = config.production_gaps();
    if gaps.is_empty() {
        println!("\nReady for production.");
    } else {
        println!("\nWhat production lacks:");
        for gap in &gaps {
            println!("- {gap}");
        }
    }
    config.check_production()
}

/// `casino-server audit`: the ledger audit over the whole database (every transaction sums to
/// zero, every wallet equals its postings, no balance below zero); exits 1 naming each breach.
fn audit(config: Config) -> anyhow::Result<()> {
    let db = casino_server::db::Db::connect(&config.database_url, 2)?;
    let mut conn = db.pool.get()?;
    let breaches = casino_server::wallet::ledger::audit(&mut conn)
        .map_err(|e| anyhow::anyhow!("the audit could not read the ledger: {}", e.code))?;
    if breaches.is_empty() {
        println!("the ledger is sound");
        return Ok(());
    }
    for breach in &breaches {
        println!("{breach}");
    }
    anyhow::bail!("{} breach(es) of the ledger", breaches.len())
}

/// `casino-server backup <file>`: a consistent copy of the live SQLite database into a new
/// file, while players play (`VACUUM INTO` reads one snapshot; writers go on). PostgreSQL has
/// its own tools (README, "Backups").
fn backup(config: Config, file: &str) -> anyhow::Result<()> {
    let db = casino_server::db::Db::connect(&config.database_url, 2)?;
    let mut conn = db.pool.get()?;
    let started = std::time::Instant::now();
    casino_server::db::backup_sqlite(&mut conn, std::path::Path::new(file))?;
    let size = std::fs::metadata(file)?.len();
    println!(
        "backed up to {file}: {size} bytes in {} ms",
        started.elapsed().as_millis()
    );
    Ok(())
}

/// `casino-server grant-role <username> <role>`: how the first administrator is made (roles are
/// never granted through the API a player can reach).
fn grant_role(config: Config, username: &str, role: &str) -> anyhow::Result<()> {
    let Some(role) = Role::parse(role).filter(|r| casino_server::player::STAFF_ROLES.contains(r))
    else {
        anyhow::bail!("the role must be admin, support, manager or kyc: {role}");
    };
    // The database alone: the whole state would profile the game catalogue first, seconds of
    // work a role does not need.
    let db = casino_server::db::Db::connect(&config.database_url, 2)?;
    let mut conn = db.pool.get()?;
    let now = casino_server::clock::Clock::real().now_millis();
    match casino_server::player::grant_role(&mut conn, username, role, now) {
        Ok(true) => {
            println!("{username} now has the {} role", role.as_str());
            Ok(())
        }
        Ok(false) => anyhow::bail!("no player is named {username}"),
        Err(e) => anyhow::bail!("could not grant the role: {}", e.code),
    }
}
