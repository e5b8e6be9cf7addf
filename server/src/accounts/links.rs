//! Single-use links sent by e-mail. The token travels only in the e-mail; the database keeps its
//! SHA-256, so a leaked table gives no working link.

use base64::Engine;
use diesel::prelude::*;
use rand::RngCore;
use sha2::{Digest, Sha256};

use crate::db::DbConnection;
use crate::db::schema::player_links;
use crate::error::AppResult;
use crate::ids::PlayerId;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Purpose {
    Activation,
    PasswordReset,
}

impl Purpose {
    fn name(self) -> &'static str {
        match self {
            Purpose::Activation => "activation",
            Purpose::PasswordReset => "password_reset",
        }
    }

    /// How long a link stays valid.
    pub fn lifetime_millis(self) -> i64 {
        match self {
            Purpose::Activation => 7 * 24 * 3600 * 1000,
            Purpose::PasswordReset => 3600 * 1000,
        }
    }
}

fn digest(token: &str) -> String {
    Sha256::digest(token.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// Creates a link for the player and returns its token (32 random bytes, URL-safe base64).
pub fn create(
    conn: &mut DbConnection,
    player_id: &PlayerId,
    purpose: Purpose,
    now: i64,
) -> AppResult<String> {
    let mut bytes = [0u8; 32];
    rand::rng().fill_bytes(&mut bytes);
    let token = base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(bytes);
    diesel::insert_into(player_links::table)
        .values((
            player_links::token_hash.eq(digest(&token)),
            player_links::player_id.eq(player_id),
            player_links::purpose.eq(purpose.name()),
            player_links::expires_at.eq(now + purpose.lifetime_millis()),
        ))
        .execute(conn)?;
    Ok(token)
}

/// Marks the link used and returns its player, if the token is genuine, of this purpose, unused
/// and unexpired. The conditional update makes two simultaneous uses succeed once.
pub fn consume(
    conn: &mut DbConnection,
    token: &str,
    purpose: Purpose,
    now: i64,
) -> AppResult<Option<String>> {
    let hash = digest(token);
    let target = player_links::table
        .filter(player_links::token_hash.eq(&hash))
        .filter(player_links::purpose.eq(purpose.name()))
        .filter(player_links::used_at.is_null())
        .filter(player_links::expires_at.gt(now));
    let used = diesel::update(target)
        .set(player_links::used_at.eq(now))
        .execute(conn)?;
    if used == 0 {
        return Ok(None);
    }
    Ok(Some(
        player_links::table
            .find(&hash)
            .select(player_links::player_id)
            .first(conn)?,
    ))
}
