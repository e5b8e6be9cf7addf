//! E-mail through `lettre`: SMTP when `SMTP_URL` is set, otherwise `.eml` files in the outbox
//! folder (the default, and what tests read to follow a link). The words are the site content's
//! mail items (`content::mail_template`), in the player's language.

use std::path::PathBuf;

use lettre::message::{Mailbox, header::ContentType};
use lettre::{AsyncFileTransport, AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};

use crate::config::Config;
use crate::content::{MailTemplate, mail_template};
use crate::db::{Db, DbConnection};
use crate::error::{AppError, AppResult, ErrorKind};

enum Transport {
    Outbox(AsyncFileTransport<Tokio1Executor>),
    Smtp(AsyncSmtpTransport<Tokio1Executor>),
}

pub struct Mailer {
    from: Mailbox,
    transport: Transport,
    public_url: String,
    /// Where the mails' words are.
    db: Db,
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
    /// A `kyc` agent found the player's documents good.
    IdentityVerified {
        username: &'a str,
    },
    /// To the old address: an administrator changed the account's e-mail address to `email`.
    EmailChanged {
        username: &'a str,
        email: &'a str,
    },
    /// A `kyc` agent refused a document or asks for another; `kind` is the document's code
    /// (named in the player's language), `reason` the agent's words.
    DocumentNeeded {
        username: &'a str,
        kind: &'a str,
        reason: &'a str,
    },
    /// The identity documents are due on `date` (a reminder before it).
    DocumentsDue {
        username: &'a str,
        date: &'a str,
    },
    /// Twelve months without a sign-in: the account closes on `date` unless they sign in.
    AccountDormant {
        username: &'a str,
        date: &'a str,
    },
    /// Staff closes the account on `date`; the balance can be withdrawn until then and after.
    AccountClosing {
        username: &'a str,
        date: &'a str,
    },
    /// A refund of `amount` waits for the identity documents, due on `date`.
    RefundHeld {
        username: &'a str,
        amount: &'a str,
        date: &'a str,
    },
    /// A refund of `amount` went back to the deposit's payment method.
    RefundPaid {
        username: &'a str,
        amount: &'a str,
    },
    /// A refund of `amount` was not made (no documents in 5 days): forfeited, account closed.
    RefundForfeited {
        username: &'a str,
        amount: &'a str,
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
    pub fn new(config: &Config, db: Db) -> anyhow::Result<Mailer> {
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
            db,
        })
    }

    /// Sends one mail to `to` in `lang` (a site language tag; texts fall back to English).
    pub async fn send(&self, to: &str, lang: &str, mail: Mail<'_>) -> AppResult<()> {
        let (subject, body) = self.words(lang, &mail).await?;
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
    pub async fn words(&self, lang: &str, mail: &Mail<'_>) -> AppResult<(String, String)> {
        let (slug, locale) = (mail.slug(), mail_locale(lang));
        let template = self.db.run(move |c| mail_template(c, slug, locale)).await?;
        Ok(self.fill(lang, mail, &template))
    }

    /// `words`, read in the caller's transaction.
    pub fn words_in(
        &self,
        c: &mut DbConnection,
        lang: &str,
        mail: &Mail<'_>,
    ) -> AppResult<(String, String)> {
        let template = mail_template(c, mail.slug(), mail_locale(lang))?;
        Ok(self.fill(lang, mail, &template))
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

    fn fill(&self, lang: &str, mail: &Mail<'_>, template: &MailTemplate) -> (String, String) {
        match mail {
            Mail::Welcome { username, token } => template.filled(&[
                ("username", username),
                ("link", &self.link(lang, "welcome", token)),
            ]),
            Mail::PasswordReset { username, token } => template.filled(&[
                ("username", username),
                ("link", &self.link(lang, "reset-password", token)),
            ]),
            Mail::WithdrawalScheduled { username, amount }
            | Mail::WithdrawalCompleted { username, amount }
            | Mail::RefundPaid { username, amount }
            | Mail::RefundForfeited { username, amount } => {
                template.filled(&[("username", username), ("amount", amount)])
            }
            Mail::SupportReply {
                username,
                subject,
                message,
            } => template.filled(&[
                ("username", username),
                ("subject", subject),
                ("message", message),
            ]),
            Mail::IdentityVerified { username } => template.filled(&[("username", username)]),
            Mail::EmailChanged { username, email } => {
                template.filled(&[("username", username), ("email", email)])
            }
            Mail::DocumentsDue { username, date }
            | Mail::AccountDormant { username, date }
            | Mail::AccountClosing { username, date } => {
                template.filled(&[("username", username), ("date", date)])
            }
            Mail::RefundHeld {
                username,
                amount,
                date,
            } => template.filled(&[("username", username), ("amount", amount), ("date", date)]),
            Mail::DocumentNeeded {
                username,
                kind,
                reason,
            } => {
                let document = casino_core::i18n::message(
                    mail_locale(lang),
                    &format!("document_kind_{kind}"),
                    &Default::default(),
                );
                template.filled(&[
                    ("username", username),
                    ("document", &document),
                    ("reason", reason),
                ])
            }
        }
    }
}

impl Mail<'_> {
    /// The content item holding this mail's words (casino-core's `MAILS`).
    fn slug(&self) -> &'static str {
        match self {
            Mail::Welcome { .. } => "welcome",
            Mail::PasswordReset { .. } => "password-reset",
            Mail::WithdrawalScheduled { .. } => "withdrawal-scheduled",
            Mail::WithdrawalCompleted { .. } => "withdrawal-completed",
            Mail::SupportReply { .. } => "support-reply",
            Mail::IdentityVerified { .. } => "identity-verified",
            Mail::DocumentNeeded { .. } => "document-needed",
            Mail::DocumentsDue { .. } => "documents-due",
            Mail::AccountDormant { .. } => "account-dormant",
            Mail::AccountClosing { .. } => "account-closing",
            Mail::RefundHeld { .. } => "refund-held",
            Mail::RefundPaid { .. } => "refund-paid",
            Mail::RefundForfeited { .. } => "refund-forfeited",
            Mail::EmailChanged { .. } => "email-changed",
        }
    }
}

/// The language of a mail to a player of `lang`: English for a language the site does not have.
pub fn mail_locale(lang: &str) -> casino_core::Locale {
    casino_core::Locale::parse(lang).unwrap_or(casino_core::Locale::En)
}
