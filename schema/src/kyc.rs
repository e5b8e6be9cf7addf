//! Identity verification (KYC): the documents a player sends from the account area, and the KYC
//! team's review queue.

use casino_core::kyc::DocumentKind;
use serde::{Deserialize, Serialize};
use ts_rs::TS;
use utoipa::ToSchema;

use crate::VerificationLevel;

use crate::kinds::DocumentStatus;

/// One document the player sent.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct DocumentView {
    pub id: String,
    pub kind: DocumentKind,
    pub status: DocumentStatus,
    /// The date on a proof of address (`YYYY-MM-DD`).
    pub issued_on: Option<String>,
    /// Why it was refused, or what else is asked for, in the KYC agent's words.
    pub reason: Option<String>,
    #[ts(type = "number")]
    pub uploaded_at: i64,
    #[ts(type = "number | null")]
    pub reviewed_at: Option<i64>,
}

/// `front/get_documents`: the player's documents (newest first) and what is still needed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct DocumentsView {
    pub verification: VerificationLevel,
    pub documents: Vec<DocumentView>,
    /// The kinds still to send (none approved or waiting), in the order to send them.
    pub missing: Vec<DocumentKind>,
    /// The kinds of `missing` asked only for larger withdrawals (the extra verification).
    pub missing_for_larger: Vec<DocumentKind>,
    /// The month's withdrawals above which those are needed, in the player's currency.
    pub larger_above: String,
    /// While the identity is not verified: when the documents are due (Unix milliseconds).
    #[ts(type = "number | null")]
    pub due_at: Option<i64>,
    /// The largest file taken, in bytes.
    #[ts(type = "number")]
    pub max_bytes: i64,
    /// Every kind a player may send, in the order they are asked for.
    pub kinds: Vec<DocumentKind>,
    /// The kinds whose date the player states (a proof of address).
    pub dated_kinds: Vec<DocumentKind>,
}

/// `front/upload_document`'s answer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct DocumentAnswer {
    pub code: String,
    pub message: String,
    pub documents: DocumentsView,
}

/// One document waiting for the KYC team.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct KycQueueItem {
    pub id: String,
    pub username: String,
    /// The name the player registered with, to compare with the document.
    pub full_name: String,
    pub birth_date: String,
    pub address: String,
    pub kind: DocumentKind,
    pub issued_on: Option<String>,
    pub media_type: String,
    pub width: u32,
    pub height: u32,
    #[ts(type = "number")]
    pub size_bytes: i64,
    #[ts(type = "number")]
    pub uploaded_at: i64,
    /// When the 24-hour promise runs out (Unix milliseconds).
    #[ts(type = "number")]
    pub due_at: i64,
    /// Past that promise already.
    pub late: bool,
}

/// `kyc/get_document_queue`: the documents waiting, oldest first.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct KycQueue {
    pub items: Vec<KycQueueItem>,
    /// The promise to players: a result within this many hours.
    pub promise_hours: u32,
}

/// `kyc/review_document`: `approve`, `reject` (with the reason the player reads) or `request`
/// (another picture, saying what is needed).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct DocumentReview {
    pub id: String,
    pub decision: String,
    #[serde(default)]
    pub reason: String,
}
