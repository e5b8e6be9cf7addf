//! Secrets generated once and shared by every instance through the database.

use base64::Engine;
use diesel::prelude::*;
use rand::RngCore;

use crate::db::DbConnection;
use crate::db::schema::server_secrets;
use crate::error::AppResult;

/// The named secret, created (32 random bytes, base64) on first use. Two instances starting at
/// once both try to insert; the loser reads the winner's value.
pub fn get_or_create(conn: &mut DbConnection, name: &str) -> AppResult<String> {
    let mut bytes = [0u8; 32];
    rand::rng().fill_bytes(&mut bytes);
    let fresh = base64::engine::general_purpose::STANDARD.encode(bytes);
    diesel::sql_query(
        "INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT DO NOTHING",
    )
    .bind::<diesel::sql_types::Text, _>(name)
    .bind::<diesel::sql_types::Text, _>(&fresh)
    .execute(conn)?;
    Ok(server_secrets::table
        .find(name)
        .select(server_secrets::value)
        .first(conn)?)
}
