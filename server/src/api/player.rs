//! Player calls of SPEC section 7: registration, activation, sign-in and the current player.

use axum::Json;
use axum::extract::{FromRequestParts, State};
use axum::http::request::Parts;
use axum::http::{HeaderMap, StatusCode, header::AUTHORIZATION};
use casino_core::registration::{self, RegistrationForm};
use diesel::Connection;
use serde::{Deserialize, Serialize};

use crate::accounts::links::{self, Purpose};
use crate::accounts::mail::Mail;
use crate::accounts::player::{self, Player};
use crate::accounts::{limiter, now_millis, password};
use crate::error::{AppError, AppResult};
use crate::http::json::ApiJson;
use crate::locale::request_locale;
use crate::settings;
use crate::state::AppState;

/// A success: its code and the sentence in the request's language.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct Done {
    pub code: &'static str,
    pub message: String,
}

fn done(headers: &HeaderMap, code: &'static str) -> Json<Done> {
    let locale = request_locale(headers);
    Json(Done {
        code,
        message: casino_core::i18n::message(locale, code, &Default::default()),
    })
}

fn today() -> chrono::NaiveDate {
    chrono::Utc::now().date_naive()
}

/// The form's failures, every field at once, as one 422 envelope.
fn check_form(form: &RegistrationForm, state: &AppState) -> AppResult<()> {
    let failures = registration::failures(form, today(), state.config.password_policy);
    let Some((field, first)) = failures.iter().next() else {
        return Ok(());
    };
    let mut err = AppError::rule(field, first);
    err.fields = failures
        .iter()
        .map(|(field, e)| ((*field).to_owned(), (e.code().to_owned(), e.params())))
        .collect();
    Err(err)
}

/// Body: casino-core's `RegistrationForm` (every field of the sign-up form, snake_case).
#[utoipa::path(post, path = "/api/front/register_player",
    responses((status = 201, body = Done), (status = 409, body = casino_schema::ErrorEnvelope),
              (status = 422, body = casino_schema::ErrorEnvelope)))]
pub async fn register_player(
    State(state): State<AppState>,
    headers: HeaderMap,
    ApiJson(form): ApiJson<RegistrationForm>,
) -> AppResult<(StatusCode, Json<Done>)> {
    check_form(&form, &state)?;
    let blacklist = state.db.run(settings::load).await?.country_blacklist;
    if blacklist.contains(&form.country) {
        return Err(AppError::new(StatusCode::FORBIDDEN, "country_restricted"));
    }
    if !form.promo_code.trim().is_empty() {
        let code = form.promo_code.clone();
        if !state
            .db
            .run(move |c| player::promo_code_valid(c, &code))
            .await?
        {
            let mut err = AppError::new(StatusCode::UNPROCESSABLE_ENTITY, "promo_code_invalid");
            err.fields.insert(
                "promo_code".into(),
                ("promo_code_invalid".into(), Default::default()),
            );
            return Err(err);
        }
    }
    let plain = form.password.clone();
    let hash = tokio::task::spawn_blocking(move || password::hash(&plain))
        .await
        .map_err(AppError::internal)??;
    let now = now_millis();
    let (player, token) = state
        .db
        .run(move |c| {
            c.transaction(|c| {
                let p = player::insert(c, &form, &hash, now)?;
                let token = links::create(c, &p.id, Purpose::Activation, now)?;
                Ok::<_, AppError>((p, token))
            })
        })
        .await?;
    state
        .mailer
        .send(
            &player.email,
            &player.language,
            Mail::Welcome {
                username: &player.username,
                token: &token,
            },
        )
        .await?;
    Ok((StatusCode::CREATED, done(&headers, "player_created")))
}

#[derive(Debug, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct UsernameRequest {
    pub username: String,
}

/// The answer of a check that passed.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct Valid {
    pub valid: bool,
}

/// Answers as the player types: a well-formed username nobody has is available.
#[utoipa::path(post, path = "/api/front/validate_player_name", request_body = UsernameRequest,
    responses((status = 200, body = Valid), (status = 409, body = casino_schema::ErrorEnvelope),
              (status = 422, body = casino_schema::ErrorEnvelope)))]
pub async fn validate_player_name(
    State(state): State<AppState>,
    ApiJson(req): ApiJson<UsernameRequest>,
) -> AppResult<Json<Valid>> {
    registration::username(&req.username).map_err(|e| AppError::rule("username", &e))?;
    if state
        .db
        .run(move |c| player::username_taken(c, &req.username))
        .await?
    {
        let mut err = AppError::new(StatusCode::CONFLICT, "account_exists");
        err.fields.insert(
            "username".into(),
            ("account_exists".into(), Default::default()),
        );
        return Err(err);
    }
    Ok(Json(Valid { valid: true }))
}

#[derive(Debug, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct PromoCodeRequest {
    pub code: String,
}

#[utoipa::path(post, path = "/api/front/validate_promo_code", request_body = PromoCodeRequest,
    responses((status = 200, body = Valid), (status = 422, body = casino_schema::ErrorEnvelope)))]
pub async fn validate_promo_code(
    State(state): State<AppState>,
    ApiJson(req): ApiJson<PromoCodeRequest>,
) -> AppResult<Json<Valid>> {
    if state
        .db
        .run(move |c| player::promo_code_valid(c, &req.code))
        .await?
    {
        Ok(Json(Valid { valid: true }))
    } else {
        Err(AppError::new(
            StatusCode::UNPROCESSABLE_ENTITY,
            "promo_code_invalid",
        ))
    }
}

#[derive(Debug, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct LinkRequest {
    pub token: String,
}

/// Consumes the activation link of the welcome e-mail (once).
#[utoipa::path(post, path = "/api/front/activate_player", request_body = LinkRequest,
    responses((status = 200, body = Done), (status = 410, body = casino_schema::ErrorEnvelope)))]
pub async fn activate_player(
    State(state): State<AppState>,
    headers: HeaderMap,
    ApiJson(req): ApiJson<LinkRequest>,
) -> AppResult<Json<Done>> {
    let now = now_millis();
    let activated = state
        .db
        .run(move |c| {
            c.transaction(|c| {
                let Some(id) = links::consume(c, &req.token, Purpose::Activation, now)? else {
                    return Ok(false);
                };
                player::activate(c, &id, now)?;
                Ok::<_, AppError>(true)
            })
        })
        .await?;
    if !activated {
        return Err(AppError::new(StatusCode::GONE, "activation_link_invalid"));
    }
    Ok(done(&headers, "account_activated"))
}

#[derive(Debug, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct LoginRequest {
    /// Username or e-mail address.
    pub username: String,
    pub password: String,
}

#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct LoginAnswer {
    #[serde(rename = "accessToken")]
    pub access_token: String,
}

/// The peer address of the connection (a trusted proxy header comes with the geolocation work).
fn client_address(peer: Option<std::net::IpAddr>) -> String {
    peer.map_or_else(|| "unknown".to_owned(), |ip| ip.to_string())
}

/// Signs in. Every wrong credential gets the same answer in about the same time.
#[utoipa::path(post, path = "/api/front/auth/login/", request_body = LoginRequest,
    responses((status = 200, body = LoginAnswer), (status = 401, body = casino_schema::ErrorEnvelope),
              (status = 429, body = casino_schema::ErrorEnvelope)))]
pub async fn login(
    State(state): State<AppState>,
    connect: Option<axum::Extension<axum::extract::ConnectInfo<std::net::SocketAddr>>>,
    ApiJson(req): ApiJson<LoginRequest>,
) -> AppResult<Json<LoginAnswer>> {
    let now = now_millis();
    let account = limiter::account(&req.username.trim().to_lowercase());
    let address = limiter::address(&client_address(connect.map(|c| c.0.0.ip())));
    let (a, b) = (account.clone(), address.clone());
    if state
        .db
        .run(move |c| limiter::blocked(c, &a, &b, now))
        .await?
    {
        return Err(AppError::new(StatusCode::TOO_MANY_REQUESTS, "rate_limited"));
    }
    let login = req.username.clone();
    let found = state
        .db
        .run(move |c| player::find_by_login(c, &login))
        .await?;
    let plain = req.password.clone();
    let found = tokio::task::spawn_blocking(move || match found {
        Some(p) if password::verify(&plain, &p.password_hash) => Some(p),
        Some(_) => None,
        None => {
            password::verify_nobody(&plain);
            None
        }
    })
    .await
    .map_err(AppError::internal)?;
    let Some(p) = found else {
        state
            .db
            .run(move |c| limiter::record_failure(c, &[&account, &address], now))
            .await?;
        return Err(AppError::new(StatusCode::UNAUTHORIZED, "wrong_credentials"));
    };
    if let Some(refusal) = p.status().refusal() {
        return Err(refusal);
    }
    state.db.run(move |c| limiter::clear(c, &account)).await?;
    Ok(Json(LoginAnswer {
        access_token: state.keys.issue(&p.id, p.session_version, now / 1000),
    }))
}

/// The signed-in player of a request: a genuine token whose session is still open, of an account
/// that may act. Anything else is 401 (the web app then signs out).
pub struct CurrentPlayer(pub Player);

impl FromRequestParts<AppState> for CurrentPlayer {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> AppResult<CurrentPlayer> {
        let unauthorized = || AppError::new(StatusCode::UNAUTHORIZED, "unauthorized");
        let token = parts
            .headers
            .get(AUTHORIZATION)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.strip_prefix("Bearer "))
            .ok_or_else(unauthorized)?;
        let claims = state.keys.verify(token.trim()).ok_or_else(unauthorized)?;
        let id = claims.sub.clone();
        let p = state
            .db
            .run(move |c| player::find(c, &id))
            .await?
            .filter(|p| p.session_version == claims.sv && p.status().refusal().is_none())
            .ok_or_else(unauthorized)?;
        Ok(CurrentPlayer(p))
    }
}

/// What the web app shows of a player: never the password hash or internal keys.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct PlayerView {
    pub id: String,
    pub username: String,
    pub email: String,
    pub mobile: String,
    pub gender: String,
    pub birth_date: String,
    pub first_name: String,
    pub last_name: String,
    pub address: String,
    pub postal_code: String,
    pub city: String,
    pub country: String,
    pub language: String,
    pub currency: String,
    pub newsletter: bool,
    pub status: &'static str,
}

impl From<&Player> for PlayerView {
    fn from(p: &Player) -> PlayerView {
        PlayerView {
            id: p.id.clone(),
            username: p.username.clone(),
            email: p.email.clone(),
            mobile: p.phone.clone(),
            gender: p.gender.clone(),
            birth_date: p.birth_date.clone(),
            first_name: p.first_name.clone(),
            last_name: p.last_name.clone(),
            address: p.address.clone(),
            postal_code: p.postal_code.clone(),
            city: p.city.clone(),
            country: p.country.clone(),
            language: p.language.clone(),
            currency: p.currency.clone(),
            newsletter: p.newsletter,
            status: p.status().as_str(),
        }
    }
}

#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct UserView {
    pub player: PlayerView,
    pub scope: Vec<String>,
}

#[utoipa::path(get, path = "/api/front/auth/player",
    responses((status = 200, body = UserView), (status = 401, body = casino_schema::ErrorEnvelope)))]
pub async fn auth_player(CurrentPlayer(p): CurrentPlayer) -> Json<UserView> {
    Json(UserView {
        player: PlayerView::from(&p),
        scope: p.scopes(),
    })
}
