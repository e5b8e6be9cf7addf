//! Players' crypto deposit addresses: one per player and asset, at the next derivation index of
//! the site's account key, kept so callbacks find whose coins arrived.

use diesel::prelude::*;
use diesel::result::{DatabaseErrorKind, Error as DieselError};

use super::crypto::{self, Asset};
use crate::db::DbConnection;
use crate::db::schema::crypto_addresses;
use crate::error::{AppError, AppResult};
use crate::ids::PlayerId;

/// The player's address for `asset`, derived the first time it is asked for. Two players
/// racing for the same next index: the unique index makes the loser try the following one.
pub fn for_player(
    conn: &mut DbConnection,
    player: &PlayerId,
    asset: Asset,
    xpub: &str,
    now: i64,
) -> AppResult<String> {
    for _ in 0..5 {
        let held: Option<String> = crypto_addresses::table
            .filter(crypto_addresses::player_id.eq(player))
            .filter(crypto_addresses::asset.eq(asset.code()))
            .select(crypto_addresses::address)
            .first(conn)
            .optional()?;
        if let Some(address) = held {
            return Ok(address);
        }
        let last: Option<i64> = crypto_addresses::table
            .filter(crypto_addresses::asset.eq(asset.code()))
            .select(diesel::dsl::max(crypto_addresses::derivation_index))
            .first(conn)?;
        let index = last.map_or(0, |i| i + 1);
        let address = crypto::address(asset, xpub, u32::try_from(index).unwrap_or(u32::MAX))
            .map_err(AppError::internal)?;
        // A savepoint of its own: in a PostgreSQL transaction a refused insert would abort the
        // next try.
        let written = conn.transaction(|conn| {
            diesel::insert_into(crypto_addresses::table)
                .values((
                    crypto_addresses::player_id.eq(player),
                    crypto_addresses::asset.eq(asset.code()),
                    crypto_addresses::derivation_index.eq(index),
                    crypto_addresses::address.eq(&address),
                    crypto_addresses::created_at.eq(now),
                ))
                .execute(conn)
        });
        match written {
            Ok(_) => return Ok(address),
            Err(DieselError::DatabaseError(DatabaseErrorKind::UniqueViolation, _)) => continue,
            Err(e) => return Err(e.into()),
        }
    }
    Err(AppError::unavailable("address derivation kept colliding"))
}

/// Who holds `address`, and of which asset.
pub fn owner_and_asset(
    conn: &mut DbConnection,
    address: &str,
) -> AppResult<Option<(PlayerId, Asset)>> {
    let row: Option<(PlayerId, String)> = crypto_addresses::table
        .filter(crypto_addresses::address.eq(address))
        .select((crypto_addresses::player_id, crypto_addresses::asset))
        .first(conn)
        .optional()?;
    Ok(row.and_then(|(owner, asset)| Some((owner, Asset::parse(&asset)?))))
}
