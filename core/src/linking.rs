//! Accounts that may be one person: the keys two accounts share when they are. A second account
//! made with the same mailbox (`lea.martin+2@gmail.com` and `leamartin@gmail.com` deliver to one
//! inbox), the same verified identity (name and birth date), or paid out to the same destination
//! (bank account, coin address) is flagged for staff, and a referral between such accounts earns
//! nothing: a player cannot refer himself.

use serde::{Deserialize, Serialize};

/// Why two accounts are linked.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Link {
    /// Their e-mail addresses deliver to one mailbox.
    Mailbox,
    /// The same name and birth date, verified on both.
    Identity,
    /// A withdrawal of each went to the same destination.
    PayoutDestination,
}

impl Link {
    pub fn code(self) -> &'static str {
        match self {
            Link::Mailbox => "mailbox",
            Link::Identity => "identity",
            Link::PayoutDestination => "payout_destination",
        }
    }
}

/// Providers that deliver `name+anything@` to `name@`.
const PLUS_TAGS: [&str; 12] = [
    "gmail.com",
    "googlemail.com",
    "outlook.com",
    "outlook.fr",
    "hotmail.com",
    "hotmail.fr",
    "live.com",
    "live.fr",
    "icloud.com",
    "me.com",
    "proton.me",
    "protonmail.com",
];

/// Providers that ignore the dots of the local part.
const DOTS_IGNORED: [&str; 2] = ["gmail.com", "googlemail.com"];

/// The mailbox an e-mail address delivers to: lower case, the `+tag` dropped and (Gmail) the
/// dots of the name, Google's two domains as one. Another provider's address only loses its case
/// and surrounding spaces: what it does with `+` or dots is its own.
pub fn mailbox_key(email: &str) -> String {
    let email = email.trim().to_lowercase();
    let Some((local, domain)) = email.rsplit_once('@') else {
        return email;
    };
    let domain = if domain == "googlemail.com" {
        "gmail.com"
    } else {
        domain
    };
    let mut local = local.to_owned();
    if PLUS_TAGS.contains(&domain)
        && let Some((name, _tag)) = local.split_once('+')
    {
        local = name.to_owned();
    }
    if DOTS_IGNORED.contains(&domain) {
        local.retain(|c| c != '.');
    }
    format!("{local}@{domain}")
}

/// One person's identity as two accounts would both state it: first and last names without case,
/// accents' case or extra spaces, and the birth date.
pub fn identity_key(first_name: &str, last_name: &str, birth_date: &str) -> String {
    let words = |s: &str| {
        s.split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
            .to_lowercase()
    };
    format!(
        "{}|{}|{}",
        words(first_name),
        words(last_name),
        birth_date.trim()
    )
}

/// A payout destination as two withdrawals would both name it: a bank account's IBAN or a coin
/// address, without spaces or case (IBANs are written in groups; the coins' addresses this site
/// takes are case-insensitive bech32).
pub fn destination_key(destination: &str) -> String {
    destination
        .chars()
        .filter(|c| !c.is_whitespace())
        .collect::<String>()
        .to_uppercase()
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn gmail_ignores_dots_tags_case_and_its_second_domain() {
        let key = mailbox_key("lea.martin@gmail.com");
        for other in [
            "LeaMartin@gmail.com",
            " l.e.a.martin+casino@gmail.com ",
            "leamartin+2@googlemail.com",
        ] {
            assert_eq!(mailbox_key(other), key, "{other}");
        }
        assert_eq!(key, "leamartin@gmail.com");
    }

    #[test]
    fn other_providers_keep_their_dots_and_only_known_ones_lose_tags() {
        assert_eq!(
            mailbox_key("lea.martin+x@outlook.fr"),
            "lea.martin@outlook.fr"
        );
        assert_ne!(
            mailbox_key("lea.martin@outlook.fr"),
            mailbox_key("leamartin@outlook.fr")
        );
        assert_eq!(mailbox_key("lea+x@example.fr"), "lea+x@example.fr");
        assert_eq!(mailbox_key("not an address"), "not an address");
    }

    #[test]
    fn identities_match_whatever_the_spacing_and_case() {
        assert_eq!(
            identity_key(" Léa  ", "MARTIN", "1990-05-04"),
            identity_key("léa", "Martin", "1990-05-04 ")
        );
        assert_ne!(
            identity_key("Léa", "Martin", "1990-05-04"),
            identity_key("Léa", "Martin", "1990-05-05")
        );
    }

    #[test]
    fn destinations_match_whatever_the_grouping() {
        assert_eq!(
            destination_key("FR76 3000 6000 0112 3456 7890 189"),
            destination_key("fr7630006000011234567890189")
        );
    }

    proptest! {
        #[test]
        fn a_key_is_its_own_key(email in "[A-Za-z0-9.+]{1,12}@(gmail\\.com|googlemail\\.com|outlook\\.fr|example\\.fr)") {
            let key = mailbox_key(&email);
            prop_assert_eq!(mailbox_key(&key), key.clone());
            prop_assert!(!key.chars().any(char::is_uppercase));
        }
    }
}
