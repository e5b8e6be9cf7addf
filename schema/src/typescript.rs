//! Renders the TypeScript declarations of every API type into one module.

use ts_rs::{Config, TS};

use crate::{
    ApiError, ChangePasswordRequest, Done, EmptyRequest, ErrorEnvelope, FieldError, Geolocation,
    Health, LinkRequest, LoginAnswer, LoginRequest, NewPasswordRequest, PasswordChanged,
    PlayerView, ProfileAnswer, ProfileUpdate, PromoCodeRequest, ResetPasswordRequest, SiteSettings,
    UserView, UsernameRequest, Valid,
};

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
        decl::<Done>(&cfg),
        decl::<Valid>(&cfg),
        decl::<UsernameRequest>(&cfg),
        decl::<PromoCodeRequest>(&cfg),
        decl::<LinkRequest>(&cfg),
        decl::<LoginRequest>(&cfg),
        decl::<LoginAnswer>(&cfg),
        decl::<PlayerView>(&cfg),
        decl::<UserView>(&cfg),
        decl::<ResetPasswordRequest>(&cfg),
        decl::<NewPasswordRequest>(&cfg),
        decl::<ChangePasswordRequest>(&cfg),
        decl::<PasswordChanged>(&cfg),
        decl::<ProfileUpdate>(&cfg),
        decl::<ProfileAnswer>(&cfg),
        decl::<Geolocation>(&cfg),
    ] {
        out.push_str(&d);
        out.push('\n');
    }
    out.truncate(out.trim_end().len());
    out.push('\n');
    out
}
