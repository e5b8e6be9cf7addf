//! Provably fair seed pairs: one active pair per owner (a player's real
//! play, or a fun session), its server seed 32 bytes from the operating system, shown only as its
//! SHA-256 commitment until a rotation retires it and reveals it.

use casino_core::games::fair;
use casino_schema::{RevealedSeed, SeedsView};
use diesel::prelude::*;
use rand::TryRngCore;
use rand::rngs::OsRng;

use crate::db::DbConnection;
use crate::db::schema::fair_seeds;
use crate::db::statement::sql;
use crate::error::{AppError, AppResult};

/// The seed pair bets draw from.
#[derive(Debug, Clone, Queryable, QueryableByName)]
#[diesel(table_name = fair_seeds)]
pub struct SeedRow {
    pub id: String,
    pub owner: String,
    pub server_seed: String,
    pub commitment: String,
    pub client_seed: String,
    pub next_nonce: i64,
    pub active: bool,
    pub created_at: i64,
    pub revealed_at: Option<i64>,
}

impl SeedRow {
    pub fn server_seed_bytes(&self) -> AppResult<Vec<u8>> {
        fair::unhex(&self.server_seed).ok_or_else(|| AppError::internal("stored seed is not hex"))
    }
}

/// A fresh client seed: 16 random hex characters the player may replace.
fn random_hex(len: usize) -> AppResult<String> {
    let mut bytes = vec![0u8; len];
    OsRng
        .try_fill_bytes(&mut bytes)
        .map_err(|e| AppError::internal(format!("OS randomness: {e}")))?;
    Ok(fair::hex(&bytes))
}

/// Inserts a new active pair, unless the owner already has one: two first bets racing on
/// PostgreSQL both find no pair, and the second insert then waits for the first and does nothing
/// (a plain unique violation would abort its transaction).
fn insert_new(conn: &mut DbConnection, owner: &str, client_seed: &str, now: i64) -> AppResult<()> {
    let server_seed = random_hex(32)?;
    let commitment = fair::commitment(&fair::unhex(&server_seed).unwrap_or_default());
    diesel::sql_query(
        "INSERT INTO fair_seeds \
         (id, owner, server_seed, commitment, client_seed, next_nonce, active, created_at) \
         VALUES ($1, $2, $3, $4, $5, 0, TRUE, $6) ON CONFLICT DO NOTHING",
    )
    .bind::<diesel::sql_types::Text, _>(uuid::Uuid::new_v4().to_string())
    .bind::<diesel::sql_types::Text, _>(owner)
    .bind::<diesel::sql_types::Text, _>(server_seed)
    .bind::<diesel::sql_types::Text, _>(commitment)
    .bind::<diesel::sql_types::Text, _>(client_seed)
    .bind::<diesel::sql_types::BigInt, _>(now)
    .execute(conn)?;
    Ok(())
}

fn find_active(conn: &mut DbConnection, owner: &str) -> AppResult<Option<SeedRow>> {
    Ok(fair_seeds::table
        .filter(fair_seeds::owner.eq(owner))
        .filter(fair_seeds::active.eq(true))
        .first(conn)
        .optional()?)
}

/// The owner's active pair, created on first use.
pub fn active(conn: &mut DbConnection, owner: &str, now: i64) -> AppResult<SeedRow> {
    if let Some(row) = find_active(conn, owner)? {
        return Ok(row);
    }
    insert_new(conn, owner, &random_hex(8)?, now)?;
    find_active(conn, owner)?.ok_or_else(|| AppError::internal("seed pair vanished"))
}

/// `take_nonce`'s statement: the owner's active pair, its next nonce reserved (`?`: the owner).
/// A real-money bet on PostgreSQL runs it inside its first read (`sessions::bettor`).
pub const TAKE_NONCE: &str = "UPDATE fair_seeds SET next_nonce = next_nonce + 1 \
     WHERE owner = ? AND active RETURNING id, owner, server_seed, commitment, client_seed, \
     next_nonce, active, created_at, revealed_at";

/// Reserves the next nonce of the owner's active pair for one bet: the update comes first, so
/// on SQLite the write lock is held before anything is read.
pub fn take_nonce(conn: &mut DbConnection, owner: &str, now: i64) -> AppResult<(SeedRow, u64)> {
    // One statement: the update takes the write lock first and returns the row it bumped.
    let bumped: Option<SeedRow> = sql(TAKE_NONCE).text(owner).get_result(conn).optional()?;
    let Some(row) = bumped else {
        insert_new(conn, owner, &random_hex(8)?, now)?;
        return take_nonce(conn, owner, now);
    };
    let nonce = u64::try_from(row.next_nonce - 1).map_err(AppError::internal)?;
    Ok((row, nonce))
}

/// Takes the owner's active pair's row lock for the caller's transaction (on PostgreSQL; SQLite's
/// writer holds the database's lock already): a bet drawing from the pair holds it from its
/// nonce to its commit.
pub fn lock_active(conn: &mut DbConnection, owner: &str) -> AppResult<()> {
    sql("UPDATE fair_seeds SET next_nonce = next_nonce WHERE owner = ? AND active")
        .text(owner)
        .execute(conn)?;
    Ok(())
}

/// Retires the active pair (revealing its server seed) and starts a new one with `client_seed`
/// (or the old client seed). Rounds still open keep drawing from their own pair.
pub fn rotate(
    conn: &mut DbConnection,
    owner: &str,
    client_seed: Option<&str>,
    now: i64,
) -> AppResult<()> {
    let old = active(conn, owner, now)?;
    reveal(conn, &old.id, now)?;
    insert_new(conn, owner, client_seed.unwrap_or(&old.client_seed), now)
}

/// A live table round's pair: a fresh server seed, committed now and revealed when the round
/// settles; the table's public client seed is its game id. Plain insert: a second active pair
/// for the table (another instance opening the same round) is a unique violation.
pub fn insert_table_seed(
    conn: &mut DbConnection,
    owner: &str,
    client_seed: &str,
    now: i64,
) -> Result<String, diesel::result::Error> {
    let mut bytes = [0u8; 32];
    OsRng
        .try_fill_bytes(&mut bytes)
        .map_err(|e| diesel::result::Error::QueryBuilderError(e.into()))?;
    let server_seed = fair::hex(&bytes);
    let id = uuid::Uuid::new_v4().to_string();
    diesel::insert_into(fair_seeds::table)
        .values((
            fair_seeds::id.eq(&id),
            fair_seeds::owner.eq(owner),
            fair_seeds::commitment.eq(fair::commitment(&bytes)),
            fair_seeds::server_seed.eq(server_seed),
            fair_seeds::client_seed.eq(client_seed),
            fair_seeds::next_nonce.eq(0),
            fair_seeds::active.eq(true),
            fair_seeds::created_at.eq(now),
        ))
        .execute(conn)?;
    Ok(id)
}

/// Retires a pair, revealing its server seed.
pub fn reveal(conn: &mut DbConnection, id: &str, now: i64) -> AppResult<()> {
    diesel::update(fair_seeds::table.filter(fair_seeds::id.eq(id)))
        .set((
            fair_seeds::active.eq(false),
            fair_seeds::revealed_at.eq(Some(now)),
        ))
        .execute(conn)?;
    Ok(())
}

/// A client seed the player typed: 1 to 64 printable ASCII characters, no colon (the colon
/// separates the parts of the HMAC message).
pub fn valid_client_seed(s: &str) -> bool {
    (1..=64).contains(&s.len()) && s.chars().all(|c| c.is_ascii_graphic() && c != ':')
}

pub fn by_id(conn: &mut DbConnection, id: &str) -> AppResult<SeedRow> {
    Ok(fair_seeds::table.find(id).first(conn)?)
}

/// What the seeds panel shows: the active commitment and the last revealed pair.
pub fn view(conn: &mut DbConnection, owner: &str, now: i64) -> AppResult<SeedsView> {
    let current = active(conn, owner, now)?;
    let previous: Option<SeedRow> = fair_seeds::table
        .filter(fair_seeds::owner.eq(owner))
        .filter(fair_seeds::active.eq(false))
        .order(fair_seeds::revealed_at.desc())
        .first(conn)
        .optional()?;
    Ok(SeedsView {
        commitment: current.commitment,
        client_seed: current.client_seed,
        nonce: u64::try_from(current.next_nonce).unwrap_or(0),
        previous: previous.map(|p| RevealedSeed {
            last_nonce: u64::try_from(p.next_nonce - 1).ok(),
            server_seed: p.server_seed,
            commitment: p.commitment,
            client_seed: p.client_seed,
        }),
    })
}
