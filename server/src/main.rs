use casino_server::player::Role;
use casino_server::{AppState, Config, build_app};
use tracing_subscriber::EnvFilter;

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let config = Config::from_env()?;
    let args: Vec<String> = std::env::args().skip(1).collect();
    if let [command, username, role] = args.as_slice()
        && command == "grant-role"
    {
        return grant_role(config, username, role);
    }
    if let [command] = args.as_slice()
        && command == "check-config"
    {
        return check_config(&config);
    }
    if !args.is_empty() {
        anyhow::bail!(
            "usage: casino-server [check-config | grant-role <username> <admin|support|kyc>]"
        );
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
    let addr = config.addr;
    let state = AppState::new(config)?;
    tracing::info!(backend = state.db.backend.name(), "database ready");
    state.start_background();
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

/// `casino-server grant-role <username> <role>`: how the first administrator is made (roles are
/// never granted through the API a player can reach).
fn grant_role(config: Config, username: &str, role: &str) -> anyhow::Result<()> {
    let Some(role) = Role::parse(role).filter(|r| Role::STAFF.contains(r)) else {
        anyhow::bail!("the role must be admin, support or kyc: {role}");
    };
    let state = AppState::new(config)?;
    let mut conn = state.db.pool.get()?;
    let now = state.clock.now_millis();
    match casino_server::player::grant_role(&mut conn, username, role, now) {
        Ok(true) => {
            println!("{username} now has the {} role", role.code());
            Ok(())
        }
        Ok(false) => anyhow::bail!("no player is named {username}"),
        Err(e) => anyhow::bail!("could not grant the role: {}", e.code),
    }
}
