//! The log of what staff did: every staff decision writes a line (who, which call, on what, the
//! detail, when) in the decision's own transaction, and so does every reading of a player's file
//! or identity document. Administrators read it a page at a time. It is append-only: this module
//! only inserts and reads, and the database refuses any update or delete of a line (triggers of
//! migration 21).

mod words;

use casino_core::Locale;
use casino_schema::{StaffActionList, StaffActionView};
use diesel::prelude::*;

use crate::db::DbConnection;
use crate::db::schema::staff_actions;
use crate::error::AppResult;

/// Lines a page.
pub const PAGE: i64 = 50;

/// What a member of staff did: each line of the log names one, stored as its word.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StaffAction {
    ApproveWithdrawal,
    RejectWithdrawal,
    CompleteWithdrawal,
    ConfirmWireDeposit,
    CreditHeld,
    ReturnHeld,
    RecordCommission,
    ConfirmCommission,
    RejectCommission,
    SuspendPlayer,
    ClosePlayer,
    ReopenPlayer,
    SetPlayerVerification,
    SetPlayerBreak,
    UpdatePlayerProfile,
    ReadPlayerFile,
    ReadDocument,
    ReviewDocument,
    AnswerTicket,
    EscalateTicket,
    CloseTicket,
    SaveBonusCampaign,
    SaveBonusCode,
    CreateSiteContent,
    RemoveSiteContent,
    RestoreSiteContent,
    UpdateTemplate,
    UploadContentImage,
    UpdateSettings,
}

impl StaffAction {
    pub fn code(self) -> &'static str {
        match self {
            StaffAction::ApproveWithdrawal => "approve_withdrawal",
            StaffAction::RejectWithdrawal => "reject_withdrawal",
            StaffAction::CompleteWithdrawal => "complete_withdrawal",
            StaffAction::ConfirmWireDeposit => "confirm_wire_deposit",
            StaffAction::CreditHeld => "credit_held",
            StaffAction::ReturnHeld => "return_held",
            StaffAction::RecordCommission => "record_commission",
            StaffAction::ConfirmCommission => "confirm_commission",
            StaffAction::RejectCommission => "reject_commission",
            StaffAction::SuspendPlayer => "suspend_player",
            StaffAction::ClosePlayer => "close_player",
            StaffAction::ReopenPlayer => "reopen_player",
            StaffAction::SetPlayerVerification => "set_player_verification",
            StaffAction::SetPlayerBreak => "set_player_break",
            StaffAction::UpdatePlayerProfile => "update_player_profile",
            StaffAction::ReadPlayerFile => "read_player_file",
            StaffAction::ReadDocument => "read_document",
            StaffAction::ReviewDocument => "review_document",
            StaffAction::AnswerTicket => "answer_ticket",
            StaffAction::EscalateTicket => "escalate_ticket",
            StaffAction::CloseTicket => "close_ticket",
            StaffAction::SaveBonusCampaign => "save_bonus_campaign",
            StaffAction::SaveBonusCode => "save_bonus_code",
            StaffAction::CreateSiteContent => "create_site_content",
            StaffAction::RemoveSiteContent => "remove_site_content",
            StaffAction::RestoreSiteContent => "restore_site_content",
            StaffAction::UpdateTemplate => "update_template",
            StaffAction::UploadContentImage => "upload_content_image",
            StaffAction::UpdateSettings => "update_settings",
        }
    }
}

/// One staff action.
pub struct Action<'a> {
    pub staff: &'a str,
    pub action: StaffAction,
    pub target: &'a str,
    pub detail: &'a str,
}

pub fn record(c: &mut DbConnection, a: &Action<'_>, now: i64) -> AppResult<()> {
    diesel::insert_into(staff_actions::table)
        .values((
            staff_actions::id.eq(uuid::Uuid::new_v4().to_string()),
            staff_actions::staff.eq(a.staff),
            staff_actions::action.eq(a.action.code()),
            staff_actions::target.eq(a.target),
            staff_actions::detail.eq(a.detail),
            staff_actions::created_at.eq(now),
        ))
        .execute(c)?;
    Ok(())
}

/// Who made the newest of `actions` on `target`, if anyone did.
pub fn last_by(
    c: &mut DbConnection,
    target: &str,
    actions: &[StaffAction],
) -> AppResult<Option<String>> {
    let words: Vec<&str> = actions.iter().map(|a| a.code()).collect();
    Ok(staff_actions::table
        .filter(staff_actions::target.eq(target))
        .filter(staff_actions::action.eq_any(words))
        .order((staff_actions::created_at.desc(), staff_actions::id.desc()))
        .select(staff_actions::staff)
        .first(c)
        .optional()?)
}

/// Where a page starts: just older than this line (its time and id, the log's order).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cursor {
    created_at: i64,
    id: String,
}

impl Cursor {
    /// A page's `next`, as the client sends it back: `<created_at>:<id>`.
    pub fn parse(s: &str) -> Option<Cursor> {
        let (at, id) = s.split_once(':')?;
        Some(Cursor {
            created_at: at.parse().ok()?,
            id: id.to_owned(),
        })
    }

    fn text(&self) -> String {
        format!("{}:{}", self.created_at, self.id)
    }
}

/// A page of the log, newest first, from `before`, its codes in `locale`'s words; `next` names
/// the following page when there is one.
pub fn page(
    c: &mut DbConnection,
    before: Option<&Cursor>,
    locale: Locale,
) -> AppResult<StaffActionList> {
    let mut query = staff_actions::table
        .order((staff_actions::created_at.desc(), staff_actions::id.desc()))
        .limit(PAGE + 1)
        .select((
            staff_actions::id,
            staff_actions::staff,
            staff_actions::action,
            staff_actions::target,
            staff_actions::detail,
            staff_actions::created_at,
        ))
        .into_boxed();
    if let Some(b) = before {
        query = query.filter(
            staff_actions::created_at
                .lt(b.created_at)
                .or(staff_actions::created_at
                    .eq(b.created_at)
                    .and(staff_actions::id.lt(b.id.clone()))),
        );
    }
    let mut rows = query.load::<(String, String, String, String, String, i64)>(c)?;
    let more = rows.len() > usize::try_from(PAGE).unwrap_or(usize::MAX);
    rows.truncate(usize::try_from(PAGE).unwrap_or(usize::MAX));
    let next = more
        .then(|| rows.last())
        .flatten()
        .map(|(id, .., created_at)| {
            Cursor {
                created_at: *created_at,
                id: id.clone(),
            }
            .text()
        });
    Ok(StaffActionList {
        actions: rows
            .into_iter()
            .map(
                |(_, staff, action, target, detail, created_at)| StaffActionView {
                    staff,
                    target: words::target(&action, &target, locale),
                    detail: words::detail(&action, &detail, locale),
                    action,
                    created_at,
                },
            )
            .collect(),
        next,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cursor_reads_back_what_it_wrote() {
        let c = Cursor {
            created_at: 1_700_000_000_123,
            id: "5e0c7a43-1f9b-4d0e-9a55-0c1f3c7e9b21".into(),
        };
        assert_eq!(Cursor::parse(&c.text()), Some(c));
        assert_eq!(Cursor::parse("yesterday:abc"), None);
        assert_eq!(Cursor::parse("123"), None);
    }
}
