//! `casino-server`: the Axum application. `build_app` assembles the whole router so that tests
//! drive it in-process against a real database.

pub mod accounts;
pub mod api;
pub mod bonuses;
pub mod clock;
pub mod config;
pub mod content;
pub mod db;
pub mod error;
pub mod files;
pub mod games;
pub mod geo;
pub mod http;
pub mod kyc;
pub mod payments;
pub mod realtime;
pub mod responsible;
pub mod settings;
pub mod state;
pub mod support;
pub mod wallet;

pub use clock::Clock;
pub use config::Config;
pub use http::build_app;
pub use state::AppState;
