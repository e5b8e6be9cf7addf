//! The support forms: the contact form (visitors and players) and a support agent's answer.
//! The contact page runs `contact_failures` through WebAssembly as the visitor types; the server
//! runs it again on `front/player_send_message`.

use std::collections::BTreeMap;

use crate::error::{RuleError, by_field};
use crate::validate;

/// The bounds of each text, in characters.
pub const NAME_MAX: u32 = 100;
pub const SUBJECT_MAX: u32 = 150;
pub const MESSAGE_MIN: u32 = 10;
pub const MESSAGE_MAX: u32 = 5000;
/// Why support suspends, closes or reopens an account: kept in the staff log.
pub const REASON_MIN: u32 = 5;
pub const REASON_MAX: u32 = 500;

const DAY_MS: i64 = 24 * 60 * 60 * 1000;

/// A complaint about a bet must reach support within 30 days of the bet.
pub const BET_COMPLAINT_DAYS: i64 = 30;
/// No complaint is admissible more than twelve weeks after the transaction or game play.
pub const COMPLAINT_WEEKS: i64 = 12;

/// What a complaint is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Complaint {
    /// A bet (a game round).
    Bet,
    /// A deposit or a withdrawal.
    Transaction,
}

/// The short number a customer is given for a ticket: its id's first eight characters, in capitals.
pub fn ticket_number(id: &str) -> String {
    id.chars().take(8).collect::<String>().to_uppercase()
}

/// The last moment a complaint about something that happened at `occurred_at` is admissible.
pub fn complaint_deadline(kind: Complaint, occurred_at: i64) -> i64 {
    occurred_at
        + match kind {
            Complaint::Bet => BET_COMPLAINT_DAYS * DAY_MS,
            Complaint::Transaction => COMPLAINT_WEEKS * 7 * DAY_MS,
        }
}

/// Whether a complaint made at `now` is admissible.
pub fn complaint_admissible(kind: Complaint, occurred_at: i64, now: i64) -> bool {
    now <= complaint_deadline(kind, occurred_at)
}

/// The contact form, as typed.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ContactForm {
    pub name: String,
    pub email: String,
    pub subject: String,
    pub message: String,
}

/// A text of `min` to `max` characters once trimmed (required when `min` is 1 or more).
pub fn text(value: &str, min: u32, max: u32) -> Result<(), RuleError> {
    validate::required(value)?;
    let len = value.trim().chars().count();
    if (min as usize..=max as usize).contains(&len) {
        Ok(())
    } else {
        Err(RuleError::TextLength { min, max })
    }
}

/// A message to or from support: 10 to 5000 characters.
pub fn message(value: &str) -> Result<(), RuleError> {
    text(value, MESSAGE_MIN, MESSAGE_MAX)
}

/// The reason for changing an account's state: 5 to 500 characters.
pub fn reason(value: &str) -> Result<(), RuleError> {
    text(value, REASON_MIN, REASON_MAX)
}

/// A player's identity details as support corrects them on the player's request (never the
/// username, which no one changes).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct IdentityForm {
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

/// Every failing field of a correction, by field name: the registration's rules, and a reason.
pub fn identity_failures(
    form: &IdentityForm,
    today: chrono::NaiveDate,
) -> BTreeMap<&'static str, RuleError> {
    let identity = crate::registration::Identity {
        email: &form.email,
        mobile: &form.mobile,
        gender: &form.gender,
        birth_date: &form.birth_date,
        first_name: &form.first_name,
        last_name: &form.last_name,
        address: &form.address,
        postal_code: &form.postal_code,
        city: &form.city,
        country: &form.country,
    };
    by_field(
        crate::registration::identity_checks(&identity, today)
            .into_iter()
            .chain([("reason", reason(&form.reason))]),
    )
}

/// What support does to an account's state (`support/set_player_state`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StateAction {
    Suspend,
    /// Announces the closure: it takes effect after the terms' notice.
    Close,
    /// Reopens a suspended or closed account, or calls off an announced closure.
    Reopen,
}

impl StateAction {
    pub const ALL: [StateAction; 3] = [
        StateAction::Suspend,
        StateAction::Close,
        StateAction::Reopen,
    ];

    pub fn parse(word: &str) -> Option<StateAction> {
        StateAction::ALL.into_iter().find(|a| a.word() == word)
    }

    pub fn word(self) -> &'static str {
        match self {
            StateAction::Suspend => "suspend",
            StateAction::Close => "close",
            StateAction::Reopen => "reopen",
        }
    }

    /// Whether the action changes an account in `standing` whose closure staff has announced
    /// (`closure_announced`) or not: a suspension applies to an open account (it keeps an
    /// announced closure), a closure to one neither closed nor already closing, a reopening to a
    /// suspended or closed account or one closing.
    pub fn applies(self, standing: Standing, closure_announced: bool) -> bool {
        match self {
            StateAction::Suspend => standing == Standing::Open,
            StateAction::Close => standing != Standing::Closed && !closure_announced,
            StateAction::Reopen => standing != Standing::Open || closure_announced,
        }
    }
}

/// An account's state as the state actions see it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Standing {
    /// Registered, activated or verified.
    Open,
    Suspended,
    Closed,
}

impl Standing {
    /// The standing of an account whose status is the word `status` (`suspended`, `closed`, or
    /// another: open).
    pub fn of_status(status: &str) -> Standing {
        match status {
            "suspended" => Standing::Suspended,
            "closed" => Standing::Closed,
            _ => Standing::Open,
        }
    }
}

/// The actions that apply to an account (`StateAction::applies`), in the order a form offers them.
pub fn state_actions(standing: Standing, closure_announced: bool) -> Vec<StateAction> {
    StateAction::ALL
        .into_iter()
        .filter(|a| a.applies(standing, closure_announced))
        .collect()
}

/// Every failing field of the contact form, by field name.
pub fn contact_failures(form: &ContactForm) -> BTreeMap<&'static str, RuleError> {
    by_field([
        ("name", text(&form.name, 1, NAME_MAX)),
        ("email", validate::email(&form.email)),
        ("subject", text(&form.subject, 1, SUBJECT_MAX)),
        ("message", message(&form.message)),
    ])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_standing_is_offered_the_actions_that_change_it() {
        use StateAction::*;
        let cases = [
            ("activated", false, vec![Suspend, Close]),
            ("kyc_verified", true, vec![Suspend, Reopen]),
            ("suspended", false, vec![Close, Reopen]),
            ("suspended", true, vec![Reopen]),
            ("closed", false, vec![Reopen]),
        ];
        for (status, announced, actions) in cases {
            assert_eq!(
                state_actions(Standing::of_status(status), announced),
                actions,
                "{status}, closure announced: {announced}"
            );
        }
        for a in StateAction::ALL {
            assert_eq!(StateAction::parse(a.word()), Some(a));
        }
        assert_eq!(StateAction::parse("delete"), None);
    }

    #[test]
    fn complaints_have_their_windows() {
        let day = 24 * 3_600_000;
        assert!(complaint_admissible(Complaint::Bet, 0, 30 * day));
        assert!(!complaint_admissible(Complaint::Bet, 0, 30 * day + 1));
        assert!(complaint_admissible(Complaint::Transaction, 0, 84 * day));
        assert!(!complaint_admissible(
            Complaint::Transaction,
            0,
            84 * day + 1
        ));
    }

    fn form() -> ContactForm {
        ContactForm {
            name: "Léa Martin".into(),
            email: "lea@example.fr".into(),
            subject: "Mon retrait".into(),
            message: "Bonjour, où en est mon retrait ?".into(),
        }
    }

    #[test]
    fn a_complete_form_passes() {
        assert!(contact_failures(&form()).is_empty());
    }

    #[test]
    fn every_failing_field_is_named() {
        let bad = ContactForm {
            name: " ".into(),
            email: "lea@".into(),
            subject: "x".repeat(151),
            message: "Bonjour".into(),
        };
        let got: Vec<(&str, &str)> = contact_failures(&bad)
            .iter()
            .map(|(f, e)| (*f, e.code()))
            .collect();
        assert_eq!(
            got,
            [
                ("email", "email_invalid"),
                ("message", "text_length"),
                ("name", "field_required"),
                ("subject", "text_length"),
            ]
        );
        assert_eq!(
            message("Bonjour")
                .unwrap_err()
                .params()
                .get("min")
                .map(String::as_str),
            Some("10")
        );
    }

    #[test]
    fn lengths_count_characters_not_bytes() {
        assert_eq!(text("éééééééééé", 10, 10), Ok(()));
        assert_eq!(
            text(&"é".repeat(11), 1, 10),
            Err(RuleError::TextLength { min: 1, max: 10 })
        );
    }

    use proptest::prelude::*;

    const ERA: std::ops::Range<i64> = 0..4_102_444_800_000;

    proptest! {
        #[test]
        fn a_complaint_is_admissible_exactly_within_its_window(
            bet in any::<bool>(), at in ERA, delay in -DAY_MS..200 * DAY_MS,
        ) {
            let (kind, days) = if bet {
                (Complaint::Bet, BET_COMPLAINT_DAYS)
            } else {
                (Complaint::Transaction, COMPLAINT_WEEKS * 7)
            };
            prop_assert_eq!(complaint_deadline(kind, at), at + days * DAY_MS);
            prop_assert_eq!(complaint_admissible(kind, at, at + delay), delay <= days * DAY_MS);
        }

        #[test]
        fn a_bet_complaint_window_is_never_longer_than_a_transaction_one(at in ERA) {
            prop_assert!(
                complaint_deadline(Complaint::Bet, at) <= complaint_deadline(Complaint::Transaction, at)
            );
        }

        #[test]
        fn text_length_counts_trimmed_characters(
            value in "\\PC{0,30}", min in 1u32..12, span in 0u32..20,
        ) {
            let max = min + span;
            let len = value.trim().chars().count();
            let expected = if len == 0 {
                Err(RuleError::Required)
            } else if (min as usize..=max as usize).contains(&len) {
                Ok(())
            } else {
                Err(RuleError::TextLength { min, max })
            };
            prop_assert_eq!(text(&value, min, max), expected);
        }

        #[test]
        fn the_contact_form_names_only_its_fields_with_their_own_rules(
            name in "\\PC{0,110}", email in "[a-z]{0,6}@?[a-z]{0,6}(\\.[a-z]{2,3})?",
            subject in "\\PC{0,160}", message_text in "\\PC{0,40}",
        ) {
            let form = ContactForm { name, email, subject, message: message_text };
            let failures = contact_failures(&form);
            prop_assert_eq!(failures.get("name").cloned(), text(&form.name, 1, NAME_MAX).err());
            prop_assert_eq!(failures.get("email").cloned(), validate::email(&form.email).err());
            prop_assert_eq!(failures.get("subject").cloned(), text(&form.subject, 1, SUBJECT_MAX).err());
            prop_assert_eq!(failures.get("message").cloned(), message(&form.message).err());
            prop_assert!(failures.keys().all(|f| ["name", "email", "subject", "message"].contains(f)));
        }

        #[test]
        fn a_correction_needs_a_reason_of_five_to_five_hundred_characters(reason_text in "\\PC{0,520}") {
            let today = chrono::NaiveDate::from_ymd_opt(2026, 11, 23).unwrap();
            let form = IdentityForm {
                email: "lea@example.fr".into(),
                mobile: "+33 6 12 34 56 78".into(),
                gender: "female".into(),
                birth_date: "1990-05-04".into(),
                first_name: "Léa".into(),
                last_name: "Martin".into(),
                address: "1 rue de la Paix".into(),
                postal_code: "75002".into(),
                city: "Paris".into(),
                country: "FR".into(),
                reason: reason_text,
            };
            let failures = identity_failures(&form, today);
            // The identity itself is valid: the reason is the only field that can fail.
            prop_assert!(failures.keys().all(|f| *f == "reason"));
            prop_assert_eq!(failures.get("reason").cloned(), reason(&form.reason).err());
            let len = form.reason.trim().chars().count();
            prop_assert_eq!(failures.is_empty(), (5..=500).contains(&len));
        }
    }
}
