//! The identity documents' rows and their queries.

use casino_core::kyc::DocumentKind;
use casino_schema::{DocumentStatus, DocumentView};
use diesel::prelude::*;

use crate::db::DbConnection;
use crate::db::schema::{identity_documents, players};
use crate::error::AppResult;
use crate::ids::PlayerId;

#[derive(Debug, Clone, Queryable, Selectable, Insertable)]
#[diesel(table_name = identity_documents)]
pub struct Document {
    pub id: String,
    pub player_id: PlayerId,
    pub kind: DocumentKind,
    pub status: DocumentStatus,
    pub file_key: String,
    pub media_type: String,
    pub size_bytes: i64,
    pub width: i32,
    pub height: i32,
    pub issued_on: Option<String>,
    pub uploaded_at: i64,
    pub reviewed_at: Option<i64>,
    pub reviewer: Option<String>,
    pub reason: Option<String>,
}

impl Document {
    pub fn view(&self) -> DocumentView {
        DocumentView {
            id: self.id.clone(),
            kind: self.kind,
            status: self.status,
            issued_on: self.issued_on.clone(),
            reason: self.reason.clone(),
            uploaded_at: self.uploaded_at,
            reviewed_at: self.reviewed_at,
        }
    }
}

/// A new document; a picture of the same kind still waiting is replaced by it. Answers the
/// replaced pictures' files, for the caller to remove once this is committed.
pub fn insert(c: &mut DbConnection, d: &Document) -> AppResult<Vec<String>> {
    let replaced: Vec<String> = identity_documents::table
        .filter(identity_documents::player_id.eq(&d.player_id))
        .filter(identity_documents::kind.eq(&d.kind))
        .filter(identity_documents::status.eq(DocumentStatus::Pending))
        .select(identity_documents::file_key)
        .load(c)?;
    diesel::update(
        identity_documents::table
            .filter(identity_documents::player_id.eq(&d.player_id))
            .filter(identity_documents::kind.eq(&d.kind))
            .filter(identity_documents::status.eq(DocumentStatus::Pending)),
    )
    .set(identity_documents::status.eq(DocumentStatus::Replaced))
    .execute(c)?;
    diesel::insert_into(identity_documents::table)
        .values(d)
        .execute(c)?;
    Ok(replaced)
}

pub fn find(c: &mut DbConnection, id: &str) -> AppResult<Option<Document>> {
    Ok(identity_documents::table
        .find(id)
        .select(Document::as_select())
        .first(c)
        .optional()?)
}

/// A player's documents, newest first, without the replaced ones.
pub fn of_player(c: &mut DbConnection, player_id: &PlayerId) -> AppResult<Vec<Document>> {
    Ok(identity_documents::table
        .filter(identity_documents::player_id.eq(player_id))
        .filter(identity_documents::status.ne(DocumentStatus::Replaced))
        .order(identity_documents::uploaded_at.desc())
        .select(Document::as_select())
        .load(c)?)
}

/// The documents waiting for the KYC team, oldest first, with their player.
pub fn waiting(c: &mut DbConnection) -> AppResult<Vec<(Document, crate::player::Player)>> {
    Ok(identity_documents::table
        .inner_join(players::table.on(players::id.eq(identity_documents::player_id)))
        .filter(identity_documents::status.eq(DocumentStatus::Pending))
        .order(identity_documents::uploaded_at.asc())
        .select((Document::as_select(), crate::player::Player::as_select()))
        .load(c)?)
}

/// Records a decision on a waiting document; false when it was no longer waiting (another
/// reviewer was first).
pub fn decide(
    c: &mut DbConnection,
    id: &str,
    status: DocumentStatus,
    reviewer: &str,
    reason: Option<&str>,
    now: i64,
) -> AppResult<bool> {
    let n = diesel::update(
        identity_documents::table
            .find(id)
            .filter(identity_documents::status.eq(DocumentStatus::Pending)),
    )
    .set((
        identity_documents::status.eq(status),
        identity_documents::reviewer.eq(reviewer),
        identity_documents::reason.eq(reason),
        identity_documents::reviewed_at.eq(now),
    ))
    .execute(c)?;
    Ok(n == 1)
}

/// Whether the player has sent every identity document (each waiting or approved).
pub fn provided(c: &mut DbConnection, player_id: &PlayerId) -> AppResult<bool> {
    let kinds: Vec<DocumentKind> = identity_documents::table
        .filter(identity_documents::player_id.eq(player_id))
        .filter(
            identity_documents::status.eq_any([DocumentStatus::Pending, DocumentStatus::Approved]),
        )
        .select(identity_documents::kind)
        .load(c)?;
    Ok(DocumentKind::IDENTITY.iter().all(|k| kinds.contains(k)))
}
