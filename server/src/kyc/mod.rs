//! Identity verification (KYC): players send pictures of their documents from the account area,
//! the KYC team reviews them, and the verdict reaches the player by mail box and e-mail.
//! casino-core's `kyc` rules judge a file before it is kept; the files live in the file store,
//! never public: only their owner and the KYC team read them.
//! Identity (front, back) and a proof of address approved make the identity verified; a payment
//! method approved as well gives the extra verification that larger withdrawals need.

mod documents;

pub use documents::provided as documents_provided;

use casino_schema::NoticeKind;
use std::sync::Arc;

use bytes::Bytes;
use casino_core::RuleError;
use casino_core::kyc::{self as rules, DocumentKind};
use casino_core::payments::Verification;
use casino_schema::{DocumentReview, DocumentStatus, DocumentsView, KycQueue, KycQueueItem};
use diesel::Connection;

use self::documents::Document;
use crate::clock::Clock;
use crate::db::{Db, DbConnection};
use crate::error::{AppError, AppResult, ErrorKind};
use crate::files::Files;
use crate::inbox::Messenger;
use crate::mail::{Mail, Mailer};
use crate::player::{self, Player, Role};
use crate::realtime::Realtime;
use crate::staff_log::{self, Action, StaffAction};

const DAY_MS: i64 = 24 * 60 * 60 * 1000;
const FOLDER: &str = "identity-documents";

/// Everything the identity verification use cases work with. Cheap to clone.
#[derive(Clone)]
pub struct Kyc {
    pub db: Db,
    pub clock: Clock,
    pub files: Files,
    pub mailer: Arc<Mailer>,
    pub realtime: Realtime,
}

/// A reviewer's decision.
#[derive(Clone, Copy)]
enum Decision {
    Approve,
    Reject,
    Request,
}

impl Decision {
    fn parse(s: &str) -> Option<Decision> {
        match s {
            "approve" => Some(Decision::Approve),
            "reject" => Some(Decision::Reject),
            "request" => Some(Decision::Request),
            _ => None,
        }
    }

    /// The document's new status and the answer's code.
    fn names(self) -> (DocumentStatus, &'static str) {
        match self {
            Decision::Approve => (DocumentStatus::Approved, "document_approved"),
            Decision::Reject => (DocumentStatus::Rejected, "document_rejected"),
            Decision::Request => (DocumentStatus::Requested, "document_requested"),
        }
    }
}

/// The level a player's approved documents give (never lower than what staff already set).
fn level_of(approved: &[DocumentKind], current: Verification) -> Verification {
    let has = |k: &DocumentKind| approved.contains(k);
    let level = if !DocumentKind::IDENTITY.iter().all(has) {
        Verification::None
    } else if has(&DocumentKind::PaymentMethod) {
        Verification::Enhanced
    } else {
        Verification::Verified
    };
    level.max(current)
}

impl Kyc {
    /// `front/get_documents`.
    pub async fn view(&self, p: &Player) -> AppResult<DocumentsView> {
        let id = p.id.clone();
        let docs = self.db.run(move |c| documents::of_player(c, &id)).await?;
        Ok(view_of(p, &docs))
    }

    /// `front/upload_document`: the file judged by casino-core's rules, kept in the file store,
    /// then recorded as waiting for the KYC team (replacing a waiting one of the same kind).
    pub async fn upload(
        &self,
        p: &Player,
        kind: &str,
        issued_on: &str,
        bytes: Bytes,
    ) -> AppResult<DocumentsView> {
        let kind = DocumentKind::parse(kind.trim())
            .ok_or_else(|| AppError::rule("kind", &RuleError::ChoiceInvalid))?;
        let issued_on = rules::check_issued_on(kind, issued_on, self.clock.today())
            .map_err(|e| AppError::rule("issued_on", &e))?;
        let picture =
            rules::check_document(kind, &bytes).map_err(|e| AppError::rule("file", &e))?;
        let id = uuid::Uuid::new_v4().to_string();
        let file_key = format!("{FOLDER}/{}/{id}", p.id);
        // The file first: a row never points at a file that is not there.
        self.files.put(&file_key, bytes.clone()).await?;
        let doc = Document {
            id,
            player_id: p.id.clone(),
            kind,
            status: DocumentStatus::Pending,
            file_key,
            media_type: picture.format.media_type().to_owned(),
            size_bytes: bytes.len() as i64,
            width: picture.width as i32,
            height: picture.height as i32,
            issued_on: issued_on.map(casino_core::datetime::to_iso_date),
            uploaded_at: self.clock.now_millis(),
            reviewed_at: None,
            reviewer: None,
            reason: None,
        };
        let (player_id, new_file) = (p.id.clone(), doc.file_key.clone());
        let kept = self
            .db
            .write(move |c| {
                c.transaction(|c| {
                    let replaced = documents::insert(c, &doc)?;
                    let docs = documents::of_player(c, &player_id)?;
                    let bytes = docs
                        .iter()
                        .map(|d| d.size_bytes.max(0).unsigned_abs())
                        .sum();
                    rules::check_documents_kept(docs.len(), bytes)
                        .map_err(|e| AppError::rule("file", &e))?;
                    Ok((docs, replaced))
                })
            })
            .await;
        let (docs, replaced) = match kept {
            Ok(kept) => kept,
            Err(e) => {
                self.files.delete(&new_file).await?;
                return Err(e);
            }
        };
        // A replaced picture is never reviewed or shown again: its file goes.
        for key in replaced {
            self.files.delete(&key).await?;
        }
        Ok(view_of(p, &docs))
    }

    /// A document's picture for its owner or the KYC team; anyone else is told it does not
    /// exist.
    pub async fn file(&self, viewer: &Player, id: String) -> AppResult<(Bytes, String)> {
        let doc = self.db.run(move |c| documents::find(c, &id)).await?;
        let reviewer = viewer.scopes.any(&[Role::Kyc, Role::Admin]);
        let doc = doc
            .filter(|d| d.player_id == viewer.id || reviewer)
            .ok_or_else(|| AppError::new(ErrorKind::NotFound, "document_not_found"))?;
        let bytes = self
            .files
            .get(&doc.file_key)
            .await?
            .ok_or_else(|| AppError::new(ErrorKind::NotFound, "document_not_found"))?;
        if doc.player_id != viewer.id {
            // Staff reading a player's identity document: the staff log keeps who saw what.
            let (agent, now) = (viewer.username.clone(), self.clock.now_millis());
            let (owner, kind) = (doc.player_id.clone(), doc.kind);
            self.db
                .write(move |c| {
                    let p = player::find(c, &owner)?.ok_or_else(AppError::not_found)?;
                    let a = Action {
                        staff: &agent,
                        action: StaffAction::ReadDocument,
                        target: &p.username,
                        detail: kind.code(),
                    };
                    staff_log::record(c, &a, now)
                })
                .await?;
        }
        Ok((bytes, doc.media_type))
    }

    /// `kyc/get_document_queue`: what waits, oldest first, with its age against the promise.
    pub async fn queue(&self) -> AppResult<KycQueue> {
        let now = self.clock.now_millis();
        let waiting = self.db.run(documents::waiting).await?;
        let promise = rules::REVIEW_PROMISE_HOURS * 60 * 60 * 1000;
        let items = waiting
            .into_iter()
            .map(|(d, p)| KycQueueItem {
                id: d.id,
                username: p.username,
                full_name: format!("{} {}", p.first_name, p.last_name),
                birth_date: p.birth_date,
                address: format!("{}, {} {}, {}", p.address, p.postal_code, p.city, p.country),
                kind: d.kind,
                issued_on: d.issued_on,
                media_type: d.media_type,
                width: d.width.max(0) as u32,
                height: d.height.max(0) as u32,
                size_bytes: d.size_bytes,
                uploaded_at: d.uploaded_at,
                due_at: d.uploaded_at + promise,
                late: now > d.uploaded_at + promise,
            })
            .collect();
        Ok(KycQueue {
            items,
            promise_hours: rules::REVIEW_PROMISE_HOURS as u32,
        })
    }

    /// `kyc/review_document`: approves a waiting document, or refuses it or asks for another
    /// with the reason the player will read. One transaction records the decision, the staff
    /// log and the verification level the approved documents now give; the player is told
    /// after it: a refusal or request at once, an approval when it completes their identity.
    pub async fn review(&self, staff: &Player, review: DocumentReview) -> AppResult<&'static str> {
        let decision = Decision::parse(review.decision.trim());
        let reason = review.reason.trim().to_owned();
        let mut failures = std::collections::BTreeMap::new();
        if decision.is_none() {
            failures.insert("decision", RuleError::ChoiceInvalid);
        }
        if !matches!(decision, Some(Decision::Approve))
            && let Err(e) = casino_core::support::reason(&reason)
        {
            failures.insert("reason", e);
        }
        AppError::check(&failures)?;
        let Some(decision) = decision else {
            return Err(AppError::internal("checked above"));
        };
        let (status, code) = decision.names();
        let (agent, now, id) = (staff.username.clone(), self.clock.now_millis(), review.id);
        let reviewer = staff.clone();
        let kept_reason = (!matches!(decision, Decision::Approve)).then_some(reason);
        let (doc, before, after) = self
            .db
            .write(move |c| {
                c.transaction(|c| {
                    let doc = documents::find(c, &id)?
                        .ok_or_else(|| AppError::new(ErrorKind::NotFound, "document_not_found"))?;
                    reviewer.may_decide_for(&doc.player_id)?;
                    if !documents::decide(c, &id, status, &agent, kept_reason.as_deref(), now)? {
                        return Err(AppError::new(ErrorKind::Conflict, "document_reviewed"));
                    }
                    let p = player::find(c, &doc.player_id)?.ok_or_else(AppError::not_found)?;
                    let was = p.verification;
                    let approved: Vec<DocumentKind> = documents::of_player(c, &p.id)?
                        .iter()
                        .filter(|d| d.status == DocumentStatus::Approved)
                        .map(|d| d.kind)
                        .collect();
                    let level = level_of(&approved, was);
                    if level != was {
                        player::set_verification(c, &p.id, level, now)?;
                    }
                    let detail = match &kept_reason {
                        Some(r) => format!("{} {}: {r}", doc.kind.code(), status.as_str()),
                        None => format!("{} {}", doc.kind.code(), status.as_str()),
                    };
                    let a = Action {
                        staff: &agent,
                        action: StaffAction::ReviewDocument,
                        target: &p.username,
                        detail: &detail,
                    };
                    staff_log::record(c, &a, now)?;
                    let doc = documents::find(c, &id)?.ok_or_else(AppError::not_found)?;
                    Ok((doc, was, (p, level)))
                })
            })
            .await?;
        let (p, level) = after;
        let messenger = Messenger {
            db: &self.db,
            mailer: &self.mailer,
            realtime: &self.realtime,
        };
        match decision {
            Decision::Approve if before == Verification::None && level != Verification::None => {
                let mail = Mail::IdentityVerified {
                    username: &p.username,
                };
                messenger
                    .notify(&p, NoticeKind::IdentityVerified, mail, now)
                    .await?;
            }
            Decision::Approve => {}
            Decision::Reject | Decision::Request => {
                let mail = Mail::DocumentNeeded {
                    username: &p.username,
                    kind: doc.kind.code(),
                    reason: doc.reason.as_deref().unwrap_or_default(),
                };
                messenger
                    .notify(&p, NoticeKind::DocumentNeeded, mail, now)
                    .await?;
            }
        }
        Ok(code)
    }
}

/// Whether a player's documents are past due by the calendar (30 days after registration with
/// the identity unverified): only then does `check_documents_due` look at the documents.
pub fn past_due(p: &Player, now: i64) -> bool {
    p.verification == Verification::None && now >= rules::documents_due_at(p.created_at)
}

/// Past the deadline without every identity document sent, deposits and real-money play are
/// closed until they are (withdrawals need a verified identity anyway). Signing in and sending
/// the documents stay open, so the player can put it right.
pub fn check_documents_due(c: &mut DbConnection, p: &Player, now: i64) -> AppResult<()> {
    if past_due(p, now) && !documents::provided(c, &p.id)? {
        let due = rules::documents_due_at(p.created_at);
        return Err(
            AppError::new(ErrorKind::Forbidden, "documents_overdue").with_param(
                "date",
                casino_core::datetime::format_date(due).unwrap_or_default(),
            ),
        );
    }
    Ok(())
}

/// The account area's view of a player's documents.
fn view_of(p: &Player, docs: &[Document]) -> DocumentsView {
    let verification = p.verification;
    let sent = |k: DocumentKind| {
        docs.iter().any(|d| {
            d.kind == k && matches!(d.status, DocumentStatus::Pending | DocumentStatus::Approved)
        })
    };
    let mut missing: Vec<DocumentKind> = DocumentKind::IDENTITY
        .into_iter()
        .filter(|k| !sent(*k))
        .collect();
    let mut missing_for_larger = Vec::new();
    if missing.is_empty() && !sent(DocumentKind::PaymentMethod) {
        missing.push(DocumentKind::PaymentMethod);
        missing_for_larger.push(DocumentKind::PaymentMethod);
    }
    DocumentsView {
        verification: crate::player::shown_level(verification),
        documents: docs.iter().map(Document::view).collect(),
        missing,
        missing_for_larger,
        larger_above: casino_core::payments::extra_verification_threshold(p.currency).to_string(),
        due_at: (verification == Verification::None)
            .then_some(p.created_at + rules::DOCUMENTS_DUE_DAYS * DAY_MS),
        max_bytes: rules::DOCUMENT_MAX_BYTES as i64,
        kinds: DocumentKind::ALL.to_vec(),
        dated_kinds: DocumentKind::ALL
            .into_iter()
            .filter(|k| k.is_dated())
            .collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_come_from_approved_documents() {
        use DocumentKind::*;
        let none = Verification::None;
        assert_eq!(level_of(&[IdentityFront, IdentityBack], none), none);
        let identity = [IdentityFront, IdentityBack, ProofOfAddress];
        assert_eq!(level_of(&identity, none), Verification::Verified);
        let all = [IdentityFront, IdentityBack, ProofOfAddress, PaymentMethod];
        assert_eq!(level_of(&all, none), Verification::Enhanced);
        // What staff set by hand is never lowered.
        assert_eq!(
            level_of(&[IdentityFront], Verification::Enhanced),
            Verification::Enhanced
        );
    }
}
