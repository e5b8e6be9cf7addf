//! E-mail through `lettre`: SMTP when `SMTP_URL` is set, otherwise `.eml` files in the outbox
//! folder (the default, and what tests read to follow a link). Texts follow the player's language.

use std::path::PathBuf;

use lettre::message::{Mailbox, header::ContentType};
use lettre::{AsyncFileTransport, AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};

use crate::config::Config;
use crate::error::{AppError, AppResult};

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
    Welcome { username: &'a str, token: &'a str },
    PasswordReset { username: &'a str, token: &'a str },
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
        let sent = match &self.transport {
            Transport::Outbox(t) => t.send(message).await.map(|_| ()).map_err(|e| e.to_string()),
            Transport::Smtp(t) => t.send(message).await.map(|_| ()).map_err(|e| e.to_string()),
        };
        sent.map_err(|e| {
            tracing::error!(cause = %e, "mail not sent");
            AppError::new(axum::http::StatusCode::BAD_GATEWAY, "mailing_failed")
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
        let fr = lang == "fr";
        match mail {
            Mail::Welcome { username, token } => {
                let link = self.link(lang, "welcome", token);
                if fr {
                    (
                        "Bienvenue chez Émeraude Casino : activez votre compte".into(),
                        format!(
                            "Bonjour {username},\n\nMerci pour votre inscription. Pour activer votre compte et recevoir votre bonus, ouvrez ce lien (valable 7 jours) :\n\n{link}\n\nSi vous n'êtes pas à l'origine de cette inscription, ignorez ce message.\n\nLe jeu peut créer une dépendance. Jouez de manière responsable. Réservé aux plus de 18 ans.\n"
                        ),
                    )
                } else {
                    (
                        "Welcome to Émeraude Casino: activate your account".into(),
                        format!(
                            "Hello {username},\n\nThank you for registering. To activate your account and get your bonus, open this link (valid for 7 days):\n\n{link}\n\nIf you did not register, please ignore this message.\n\nGambling can be addictive. Play responsibly. Adults 18+ only.\n"
                        ),
                    )
                }
            }
            Mail::PasswordReset { username, token } => {
                let link = self.link(lang, "reset-password", token);
                if fr {
                    (
                        "Réinitialisation de votre mot de passe".into(),
                        format!(
                            "Bonjour {username},\n\nPour choisir un nouveau mot de passe, ouvrez ce lien (valable 1 heure, une seule fois) :\n\n{link}\n\nSi vous n'avez rien demandé, ignorez ce message : votre mot de passe reste inchangé.\n"
                        ),
                    )
                } else {
                    (
                        "Reset your password".into(),
                        format!(
                            "Hello {username},\n\nTo choose a new password, open this link (valid for 1 hour, once):\n\n{link}\n\nIf you did not ask for this, ignore this message: your password stays unchanged.\n"
                        ),
                    )
                }
            }
        }
    }
}
