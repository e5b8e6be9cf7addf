//! Support: the contact form, a player's mail box, the support console's tickets, and the staff
//! log.

use serde::{Deserialize, Serialize};
use ts_rs::TS;
use utoipa::ToSchema;

use crate::VerificationLevel;

use crate::kinds::{AccountStatus, NoticeKind, TicketStatus};

/// `front/player_send_message`: the contact form (a visitor's or a signed-in player's).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ContactMessage {
    pub name: String,
    pub email: String,
    pub subject: String,
    pub message: String,
    /// A complaint's subject, for a signed-in player: the reference of one of their bets (as
    /// the bet history shows it) or transactions. A bet is admissible for 30 days, a
    /// transaction for twelve weeks.
    #[serde(default)]
    #[ts(optional)]
    pub reference: Option<String>,
}

/// The contact form's answer: the message is kept as a ticket either way; `code` is
/// `message_sent`, or `mailing_failed` when the e-mail to support could not go out (the page
/// then shows `support_email` to write to directly).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct ContactAnswer {
    pub code: String,
    pub message: String,
    /// The ticket's number, to quote when writing again.
    pub ticket: String,
    pub support_email: String,
}

/// One message of a player's mail box.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct InboxMessage {
    pub id: String,
    pub kind: NoticeKind,
    pub subject: String,
    pub body: String,
    /// The ticket a support answer belongs to (its number).
    pub ticket: Option<String>,
    pub read: bool,
    #[ts(type = "number")]
    pub created_at: i64,
}

/// `front/get_messages`: the player's mail box, newest first, and how many are unread.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct Inbox {
    pub messages: Vec<InboxMessage>,
    pub unread: u32,
}

/// A message, a ticket: by id.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct IdRequest {
    pub id: String,
}

/// `support/get_tickets`: the tickets of one status (`open`, `answered`, `escalated`,
/// `closed`), or the ones waiting for staff (open and escalated) when none is given.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct TicketFilter {
    #[serde(default)]
    pub status: Option<TicketStatus>,
}

/// A ticket as the console lists it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct TicketSummary {
    pub id: String,
    /// The short number the customer is given.
    pub number: String,
    /// The player's username, when a signed-in player wrote.
    pub username: Option<String>,
    pub name: String,
    pub email: String,
    pub subject: String,
    pub lang: String,
    pub status: TicketStatus,
    /// Whether the e-mail to support went out.
    pub mailed: bool,
    #[ts(type = "number")]
    pub created_at: i64,
    #[ts(type = "number")]
    pub updated_at: i64,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct TicketList {
    pub tickets: Vec<TicketSummary>,
}

/// A ticket's message: the customer's (`staff` none) or an agent's answer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct TicketMessageView {
    pub staff: Option<String>,
    pub body: String,
    #[ts(type = "number")]
    pub created_at: i64,
}

/// `support/get_ticket`: a ticket with its messages, oldest first.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct TicketView {
    pub ticket: TicketSummary,
    pub messages: Vec<TicketMessageView>,
}

/// `support/answer_ticket`: an agent's answer, sent to the player's mail box (a player's
/// ticket) and by e-mail.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct TicketReply {
    pub id: String,
    pub message: String,
}

/// One thing a staff member did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct StaffActionView {
    pub staff: String,
    /// The call's name (`approve_withdrawal`, `save_bonus_campaign`, `answer_ticket`, ...).
    pub action: String,
    /// What it was done to (an order, a player, a campaign, a ticket, a content item), in the
    /// request's language where it is a code (`FAQ 1 (français)` for `faq/1/fr`).
    pub target: String,
    /// What staff chose and wrote: the chosen codes in the request's language (a document's kind
    /// and the decision on it, a verification level, a break), their own words as written.
    pub detail: String,
    #[ts(type = "number")]
    pub created_at: i64,
}

/// `admin/get_staff_actions`: a page of the staff log, the newest actions first, and where the
/// next (older) page starts when there is one.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct StaffActionList {
    pub actions: Vec<StaffActionView>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub next: Option<String>,
}

/// `admin/get_staff_actions`: the first page, or the page `before` names (a previous answer's
/// `next`).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct StaffLogRequest {
    #[serde(default)]
    #[ts(optional)]
    pub before: Option<String>,
}

/// `support/find_players`: a username, e-mail address or name, or the start of one.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct PlayerSearch {
    pub query: String,
}

/// A player a search found.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct PlayerMatch {
    pub username: String,
    pub email: String,
    pub first_name: String,
    pub last_name: String,
    pub country: String,
    pub status: AccountStatus,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct PlayerMatches {
    pub players: Vec<PlayerMatch>,
}

/// `support/get_player_file`: what support sees of a player: the profile, the balances, the
/// latest transactions and bets, the tickets and the mail box.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS, ToSchema)]
pub struct PlayerFile {
    pub player: crate::PlayerView,
    pub verification: VerificationLevel,
    pub balance: crate::BalanceView,
    pub transactions: Vec<crate::TransactionView>,
    pub bets: Vec<crate::BetRow>,
    pub tickets: Vec<TicketSummary>,
    pub messages: Vec<InboxMessage>,
    /// Other accounts that may be the same person, to look at before paying out or rewarding
    /// a referral.
    pub linked: Vec<LinkedAccount>,
}

/// An account that may be the same person as the file's, and why: `mailbox` (their e-mails
/// reach one inbox), `identity` (the same verified name and birth date), `payout_destination`
/// (withdrawals to the same bank account or address).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct LinkedAccount {
    pub username: String,
    pub links: Vec<String>,
}

/// `support/set_player_state`: suspend, close or reopen (`suspend`, `close`, `reopen`) the
/// account named `username`, saying why; the reason goes to the staff log. The answer's code is
/// `player_suspended`, `player_closing` or `player_reopened`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct PlayerStateChange {
    pub username: String,
    pub action: String,
    pub reason: String,
}

/// `support/set_player_break`: a time-out (`length` in hours) or a self-exclusion (in days) that
/// support starts on the player's request (by telephone, by the contact form), with the reason
/// the staff log keeps. Never shortens a break running. Answers `player_break_started`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct PlayerBreakRequest {
    pub username: String,
    pub kind: String,
    pub length: String,
    pub reason: String,
}

/// `support/update_player_profile`: the player's identity details corrected on their request
/// (never the username), with the reason the staff log keeps. Answers `player_profile_updated`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct PlayerProfileChange {
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
    pub reason: String,
}
