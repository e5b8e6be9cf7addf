//! Renders the TypeScript declarations of every API type into one module.

use ts_rs::{Config, TS};

use crate::{ApiError, EmptyRequest, ErrorEnvelope, FieldError, Health, SiteSettings};

/// Where the web app keeps the generated copy, relative to the workspace root.
pub const OUTPUT_PATH: &str = "web/src/api/generated/api.ts";

fn decl<T: TS>(cfg: &Config) -> String {
    format!("export {}\n", T::decl(cfg))
}

/// The whole generated module, deterministic so the checked-in copy can be compared.
pub fn render() -> String {
    let cfg = Config::new();
    let mut out = String::from(
        "// Generated from the casino-schema crate by `just gen-types`. Do not edit by hand:\n\
         // a test fails when this file differs from what the Rust types produce.\n\n",
    );
    for d in [
        decl::<ErrorEnvelope>(&cfg),
        decl::<ApiError>(&cfg),
        decl::<FieldError>(&cfg),
        decl::<EmptyRequest>(&cfg),
        decl::<SiteSettings>(&cfg),
        decl::<Health>(&cfg),
    ] {
        out.push_str(&d);
        out.push('\n');
    }
    out.truncate(out.trim_end().len());
    out.push('\n');
    out
}
