//! `casino-server`: the Axum application. `build_app` assembles the whole router so that tests
//! drive it in-process against a real database.

// The modules by layer; their exact ranks are `RANKS` in `tests/suite/architecture.rs`, which fails when
// a module names one of a later rank, so the domains form no cycle.

// What every domain stands on.
pub mod clock;
pub mod config;
pub mod db;
pub mod error;
pub mod files;
pub mod geo;
pub mod ids;
pub mod metrics;
pub mod realtime;
pub mod settings;

// What several domains share: the players row, the staff log, the site's texts, e-mail and the
// in-site inbox.
pub mod content;
pub mod inbox;
pub mod mail;
pub mod player;
pub mod staff_log;

// The domains: kyc, accounts, responsible, wallet, bonuses, games, support, payments, each
// using only those before it in that order.
pub mod accounts;
pub mod bonuses;
pub mod games;
pub mod kyc;
pub mod payments;
pub mod responsible;
pub mod support;
pub mod wallet;

// The HTTP layer, which calls the domains.
pub mod api;
pub mod http;
pub mod state;

pub use clock::Clock;
pub use config::Config;
pub use state::AppState;

/// The whole application: the API's routes inside the site's layers.
pub fn build_app(state: AppState) -> axum::Router {
    let (api, _) = api::routes().split_for_parts();
    http::site(state, api)
}
