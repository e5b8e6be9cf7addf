//! E-mail through `lettre`: SMTP when `SMTP_URL` is set, otherwise `.eml` files in the outbox
//! folder (the default, and what tests read to follow a link). Texts follow the player's language.

use std::path::PathBuf;

use lettre::message::{Mailbox, header::ContentType};
use lettre::{AsyncFileTransport, AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};

use crate::config::Config;
use crate::error::{AppError, AppResult, ErrorKind};

enum Transport {
    Outbox(AsyncFileTransport<Tokio1Executor>),
    Smtp(AsyncSmtpTransport<Tokio1Executor>),
}

pub struct Mailer {
    from: Mailbox,
    transport: Transport,
    public_url: String,
}

/// What an e-mail says, by purpose.
pub enum Mail<'a> {
    Welcome {
        username: &'a str,
        token: &'a str,
    },
    PasswordReset {
        username: &'a str,
        token: &'a str,
    },
    /// An administrator approved a withdrawal; `amount` is formatted with its currency.
    WithdrawalScheduled {
        username: &'a str,
        amount: &'a str,
    },
    /// The money of a withdrawal was sent.
    WithdrawalCompleted {
        username: &'a str,
        amount: &'a str,
    },
    /// A support agent's answer to a ticket (`username` is the name the customer gave).
    SupportReply {
        username: &'a str,
        subject: &'a str,
        message: &'a str,
    },
}

/// A contact-form message for the support team's address: the customer's own words, with their
/// address to reply to.
pub struct ToSupport<'a> {
    pub ticket: &'a str,
    pub name: &'a str,
    pub email: &'a str,
    pub subject: &'a str,
    pub message: &'a str,
}

impl Mailer {
    pub fn new(config: &Config) -> anyhow::Result<Mailer> {
        let transport = match &config.smtp_url {
            Some(url) => {
                Transport::Smtp(AsyncSmtpTransport::<Tokio1Executor>::from_url(url)?.build())
            }
            None => {
                std::fs::create_dir_all(&config.mail_outbox)?;
                Transport::Outbox(AsyncFileTransport::new(PathBuf::from(&config.mail_outbox)))
            }
        };
        Ok(Mailer {
            from: config.mail_from.parse()?,
            transport,
            public_url: config.public_url.clone(),
        })
    }

    /// Sends one mail to `to` in `lang` (a site language tag; texts fall back to English).
    pub async fn send(&self, to: &str, lang: &str, mail: Mail<'_>) -> AppResult<()> {
        let (subject, body) = self.render(lang, &mail);
        let message = Message::builder()
            .from(self.from.clone())
            .to(to.parse().map_err(AppError::internal)?)
            .subject(subject)
            .header(ContentType::TEXT_PLAIN)
            .body(body)
            .map_err(AppError::internal)?;
        self.deliver(message).await
    }

    /// Sends a contact-form message to the support address `to`; replying answers the customer.
    pub async fn send_to_support(&self, to: &str, m: ToSupport<'_>) -> AppResult<()> {
        let reply_to: Mailbox = format!("{} <{}>", m.name.replace(['<', '>', '"'], ""), m.email)
            .parse()
            .or_else(|_| m.email.parse())
            .map_err(AppError::internal)?;
        let message = Message::builder()
            .from(self.from.clone())
            .reply_to(reply_to)
            .to(to.parse().map_err(AppError::internal)?)
            .subject(format!("[{}] {}", m.ticket, m.subject))
            .header(ContentType::TEXT_PLAIN)
            .body(format!(
                "{} <{}> (ticket {}):\n\n{}\n",
                m.name, m.email, m.ticket, m.message
            ))
            .map_err(AppError::internal)?;
        self.deliver(message).await
    }

    /// The subject and body of `mail` in `lang`, as the e-mail says them (the mail box keeps
    /// the same words).
    pub fn words(&self, lang: &str, mail: &Mail<'_>) -> (String, String) {
        self.render(lang, mail)
    }

    async fn deliver(&self, message: Message) -> AppResult<()> {
        let sent = match &self.transport {
            Transport::Outbox(t) => t.send(message).await.map(|_| ()).map_err(|e| e.to_string()),
            Transport::Smtp(t) => t.send(message).await.map(|_| ()).map_err(|e| e.to_string()),
        };
        sent.map_err(|e| {
            tracing::error!(cause = %e, "mail not sent");
            AppError::new(ErrorKind::Upstream, "mailing_failed")
        })
    }

    /// The page of the site, in the player's language, that a link opens.
    fn link(&self, lang: &str, path: &str, token: &str) -> String {
        let prefix = casino_core::Locale::parse(lang)
            .map(|l| l.url_prefix())
            .filter(|p| !p.is_empty())
            .map(|p| format!("/{p}"))
            .unwrap_or_default();
        format!("{}{prefix}/{path}?token={token}", self.public_url)
    }

    fn render(&self, lang: &str, mail: &Mail<'_>) -> (String, String) {
        let texts = templates(lang);
        let (subject, body, username, value) = match mail {
            Mail::Welcome { username, token } => (
                &texts.welcome_subject,
                &texts.welcome_body,
                username,
                self.link(lang, "welcome", token),
            ),
            Mail::PasswordReset { username, token } => (
                &texts.reset_subject,
                &texts.reset_body,
                username,
                self.link(lang, "reset-password", token),
            ),
            Mail::WithdrawalScheduled { username, amount } => (
                &texts.withdrawal_scheduled_subject,
                &texts.withdrawal_scheduled_body,
                username,
                (*amount).to_owned(),
            ),
            Mail::WithdrawalCompleted { username, amount } => (
                &texts.withdrawal_completed_subject,
                &texts.withdrawal_completed_body,
                username,
                (*amount).to_owned(),
            ),
            Mail::SupportReply {
                username,
                subject,
                message,
            } => {
                // The customer's and the agent's words are filled last, so a brace in them is
                // never taken for a placeholder.
                let subject_line = texts.support_reply_subject.replace("{subject}", subject);
                let body = texts
                    .support_reply_body
                    .replace("{username}", username)
                    .replace("{message}", message);
                return (subject_line, body);
            }
        };
        (
            subject.replace("{amount}", &value),
            body.replace("{username}", username)
                .replace("{link}", &value)
                .replace("{amount}", &value),
        )
    }
}

/// The texts of the e-mails in one language (`server/mail/<lang>.json`).
#[derive(serde::Deserialize)]
struct Templates {
    welcome_subject: String,
    welcome_body: String,
    reset_subject: String,
    reset_body: String,
    withdrawal_scheduled_subject: String,
    withdrawal_scheduled_body: String,
    withdrawal_completed_subject: String,
    withdrawal_completed_body: String,
    support_reply_subject: String,
    support_reply_body: String,
}

const TEMPLATES: [(&str, &str); 11] = [
    ("en", include_str!("../../mail/en.json")),
    ("fr", include_str!("../../mail/fr.json")),
    ("de", include_str!("../../mail/de.json")),
    ("it", include_str!("../../mail/it.json")),
    ("sv", include_str!("../../mail/sv.json")),
    ("nb", include_str!("../../mail/nb.json")),
    ("fi", include_str!("../../mail/fi.json")),
    ("ru", include_str!("../../mail/ru.json")),
    ("tr", include_str!("../../mail/tr.json")),
    ("zh", include_str!("../../mail/zh.json")),
    ("hi", include_str!("../../mail/hi.json")),
];

/// The templates of `lang`, English for a language the site does not have. Parsed once; the
/// test below proves every file parses, so `expect` cannot fire.
fn templates(lang: &str) -> &'static Templates {
    static PARSED: std::sync::OnceLock<Vec<(&'static str, Templates)>> = std::sync::OnceLock::new();
    let all = PARSED.get_or_init(|| {
        TEMPLATES
            .iter()
            .map(|(l, text)| {
                (
                    *l,
                    serde_json::from_str(text).expect("mail templates parse"),
                )
            })
            .collect()
    });
    all.iter()
        .find(|(l, _)| *l == lang)
        .or_else(|| all.first())
        .map(|(_, t)| t)
        .expect("English templates exist")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_language_has_every_mail_with_its_placeholders() {
        for (lang, _) in TEMPLATES {
            let t = templates(lang);
            for body in [&t.welcome_body, &t.reset_body] {
                assert_eq!(body.matches("{username}").count(), 1, "{lang}");
                assert_eq!(body.matches("{link}").count(), 1, "{lang}");
            }
            assert_eq!(
                t.support_reply_subject.matches("{subject}").count(),
                1,
                "{lang}"
            );
            for placeholder in ["{username}", "{message}"] {
                assert_eq!(
                    t.support_reply_body.matches(placeholder).count(),
                    1,
                    "{lang}"
                );
            }
            for (subject, body) in [
                (
                    &t.withdrawal_scheduled_subject,
                    &t.withdrawal_scheduled_body,
                ),
                (
                    &t.withdrawal_completed_subject,
                    &t.withdrawal_completed_body,
                ),
            ] {
                assert_eq!(subject.matches("{amount}").count(), 1, "{lang}");
                assert_eq!(body.matches("{amount}").count(), 1, "{lang}");
                assert_eq!(body.matches("{username}").count(), 1, "{lang}");
            }
            if lang != "en" {
                assert_ne!(t.welcome_subject, templates("en").welcome_subject, "{lang}");
                assert_ne!(
                    t.withdrawal_completed_body,
                    templates("en").withdrawal_completed_body,
                    "{lang}"
                );
                assert_ne!(t.reset_body, templates("en").reset_body, "{lang}");
            }
        }
    }
}
