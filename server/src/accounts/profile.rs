//! The profile a player may change alone: language and opt-ins. Identity fields are customer
//! support's to change.

use casino_core::registration;
use casino_schema::ProfileUpdate;

use super::Accounts;
use crate::error::{AppError, AppResult, ErrorKind};
use crate::player::{self, Player};

/// Fields of the profile that only customer support changes.
const LOCKED: [&str; 12] = [
    "username",
    "email",
    "mobile",
    "gender",
    "birth_date",
    "first_name",
    "last_name",
    "address",
    "postal_code",
    "city",
    "country",
    "currency",
];

impl Accounts {
    /// Applies a profile update given as the raw JSON object: a locked field in it is refused
    /// with `profile_locked` (the page says to contact support) rather than silently ignored.
    pub async fn update_profile(
        &self,
        p: &Player,
        body: serde_json::Map<String, serde_json::Value>,
    ) -> AppResult<Player> {
        let now = self.clock.now_millis();
        if let Some(field) = body.keys().find(|k| LOCKED.contains(&k.as_str())) {
            return Err(AppError::on_field(
                ErrorKind::Invalid,
                "profile_locked",
                field,
            ));
        }
        let update: ProfileUpdate = serde_json::from_value(serde_json::Value::Object(body))
            .map_err(|_| AppError::invalid_request())?;
        registration::language(&update.language).map_err(|e| AppError::rule("language", &e))?;
        let id = p.id.clone();
        self.db
            .run(move |c| {
                player::update_preferences(c, &id, &update.language, update.newsletter, now)?;
                player::find(c, &id)
            })
            .await?
            .ok_or_else(AppError::not_found)
    }
}
