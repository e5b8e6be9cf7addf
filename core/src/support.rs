//! The support forms: the contact form (visitors and players) and a support agent's answer.
//! The contact page runs `contact_failures` through WebAssembly as the visitor types; the server
//! runs it again on `front/player_send_message`.

use std::collections::BTreeMap;

use crate::error::RuleError;
use crate::validate;

/// The bounds of each text, in characters.
pub const NAME_MAX: u32 = 100;
pub const SUBJECT_MAX: u32 = 150;
pub const MESSAGE_MIN: u32 = 10;
pub const MESSAGE_MAX: u32 = 5000;

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

/// Every failing field of the contact form, by field name.
pub fn contact_failures(form: &ContactForm) -> BTreeMap<&'static str, RuleError> {
    [
        ("name", text(&form.name, 1, NAME_MAX)),
        ("email", validate::email(&form.email)),
        ("subject", text(&form.subject, 1, SUBJECT_MAX)),
        ("message", message(&form.message)),
    ]
    .into_iter()
    .filter_map(|(field, r)| r.err().map(|e| (field, e)))
    .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

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
}
