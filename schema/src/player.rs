//! Player calls: registration checks, activation, sign-in, passwords, profile, geolocation.
//! (The sign-up form itself is casino-core's `RegistrationForm`: the browser checks it with the
//! same code, and its TypeScript type comes with the WebAssembly package.)

use casino_core::Currency;
use serde::{Deserialize, Serialize};

use crate::{AccountStatus, Role};
use ts_rs::TS;
use utoipa::ToSchema;

/// A success: its code and the sentence in the request's language.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct Done {
    pub code: String,
    pub message: String,
}

/// The answer of a check that passed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct Valid {
    pub valid: bool,
}

/// `front/validate_player_name`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct UsernameRequest {
    pub username: String,
}

/// `front/validate_promo_code`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct PromoCodeRequest {
    pub code: String,
}

/// `front/activate_player`: the token of the welcome e-mail's link.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct LinkRequest {
    pub token: String,
}

/// `POST /front/auth/login/`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct LoginRequest {
    /// Username or e-mail address.
    pub username: String,
    pub password: String,
}

/// The spec names this field `accessToken`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct LoginAnswer {
    #[serde(rename = "accessToken")]
    pub access_token: String,
}

/// What the web app shows of a player: never the password hash or internal keys.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct PlayerView {
    pub id: String,
    pub username: String,
    pub email: String,
    pub mobile: String,
    pub gender: String,
    /// `YYYY-MM-DD`.
    pub birth_date: String,
    pub first_name: String,
    pub last_name: String,
    pub address: String,
    pub postal_code: String,
    pub city: String,
    pub country: String,
    pub language: String,
    pub currency: Currency,
    pub newsletter: bool,
    pub status: AccountStatus,
    /// When a closure staff announced takes effect (Unix ms); none when no closure is announced
    /// (a dormant account's notice ends with any sign-in).
    #[ts(type = "number | null")]
    pub closing_at: Option<i64>,
}

/// `GET /front/auth/player`: the current user.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct UserView {
    pub player: PlayerView,
    pub scope: Vec<Role>,
}

/// `front/reset_player_password`: asks for a reset link by e-mail.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ResetPasswordRequest {
    /// Username or e-mail address.
    pub username: String,
}

/// `front/set_player_password`: the new password, with the token of the reset link.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct NewPasswordRequest {
    pub token: String,
    pub password: String,
    pub confirm_password: String,
}

/// `front/update_player_password`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ChangePasswordRequest {
    pub old_password: String,
    pub password: String,
    pub confirm_password: String,
}

/// The change ended every other session; this token keeps the current one.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct PasswordChanged {
    pub code: String,
    pub message: String,
    #[serde(rename = "accessToken")]
    pub access_token: String,
}

/// `front/update_profile`: what a player may change alone. Identity fields are refused with
/// `profile_locked` (customer support changes them).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ProfileUpdate {
    /// A site language tag.
    pub language: String,
    pub newsletter: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct ProfileAnswer {
    pub code: String,
    pub message: String,
    pub profile: PlayerView,
}

/// `GET /geolocation`: the visitor's address and country (null when unknown).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct Geolocation {
    pub country_code: Option<String>,
    pub ip: String,
    /// Whether the site's network blacklist holds this address (the visitor is sent to
    /// `/restriction`, as from a blacklisted country).
    pub ip_blacklisted: bool,
}
