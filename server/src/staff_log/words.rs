//! A line of the log in the reader's language. A line keeps codes where staff chose from a list
//! (a document's kind and the decision on it, a content item's kind and language, a verification
//! level, a break): they become words here, when the line is read, so old lines read as well as
//! new ones. What staff wrote themselves (reasons, subjects, titles) stays as written, and a
//! line this module does not know reads as stored.

use std::collections::BTreeMap;

use casino_core::Locale;

use super::StaffAction;

/// Words of the log that are not messages of casino-core.
struct Words {
    page: &'static str,
    faq: &'static str,
    slide: &'static str,
    mail: &'static str,
    /// A decision on a document, with what follows it ("Approved:").
    approved: &'static str,
    rejected: &'static str,
    /// Another picture asked for.
    requested: &'static str,
    none: &'static str,
    verified: &'static str,
    enhanced: &'static str,
    time_out: &'static str,
    self_exclusion: &'static str,
    /// "{kind} until {until}".
    until: &'static str,
}

fn words(locale: Locale) -> Words {
    match locale {
        Locale::Fr => Words {
            page: "Page",
            faq: "FAQ",
            slide: "Diapositive",
            mail: "E-mail",
            approved: "Approuvé :",
            rejected: "Refusé :",
            requested: "Redemandé :",
            none: "non vérifiée",
            verified: "identité vérifiée",
            enhanced: "vérification renforcée faite",
            time_out: "Pause",
            self_exclusion: "Auto-exclusion",
            until: "{kind} jusqu'au {until}",
        },
        Locale::En => Words {
            page: "Page",
            faq: "FAQ",
            slide: "Slide",
            mail: "E-mail",
            approved: "Approved:",
            rejected: "Refused:",
            requested: "Asked again:",
            none: "not verified",
            verified: "identity verified",
            enhanced: "extra verification done",
            time_out: "Time-out",
            self_exclusion: "Self-exclusion",
            until: "{kind} until {until}",
        },
        Locale::Fi => Words {
            page: "Sivu",
            faq: "UKK",
            slide: "Dia",
            mail: "Sähköposti",
            approved: "Hyväksytty:",
            rejected: "Hylätty:",
            requested: "Pyydetty uudelleen:",
            none: "ei vahvistettu",
            verified: "henkilöllisyys vahvistettu",
            enhanced: "lisävahvistus tehty",
            time_out: "Tauko",
            self_exclusion: "Itsensä sulkeminen",
            until: "{kind} {until} asti",
        },
        Locale::De => Words {
            page: "Seite",
            faq: "FAQ",
            slide: "Folie",
            mail: "E-Mail",
            approved: "Genehmigt:",
            rejected: "Abgelehnt:",
            requested: "Erneut angefordert:",
            none: "nicht verifiziert",
            verified: "Identität verifiziert",
            enhanced: "erweiterte Prüfung erfolgt",
            time_out: "Auszeit",
            self_exclusion: "Selbstausschluss",
            until: "{kind} bis {until}",
        },
        Locale::It => Words {
            page: "Pagina",
            faq: "FAQ",
            slide: "Slide",
            mail: "E-mail",
            approved: "Approvato:",
            rejected: "Rifiutato:",
            requested: "Richiesto di nuovo:",
            none: "non verificata",
            verified: "identità verificata",
            enhanced: "verifica aggiuntiva fatta",
            time_out: "Pausa",
            self_exclusion: "Autoesclusione",
            until: "{kind} fino al {until}",
        },
        Locale::Sv => Words {
            page: "Sida",
            faq: "Vanliga frågor",
            slide: "Bild",
            mail: "E-post",
            approved: "Godkänt:",
            rejected: "Avvisat:",
            requested: "Begärt igen:",
            none: "inte verifierad",
            verified: "identitet verifierad",
            enhanced: "extra verifiering gjord",
            time_out: "Paus",
            self_exclusion: "Självavstängning",
            until: "{kind} till {until}",
        },
        Locale::Nb => Words {
            page: "Side",
            faq: "Vanlige spørsmål",
            slide: "Lysbilde",
            mail: "E-post",
            approved: "Godkjent:",
            rejected: "Avvist:",
            requested: "Bedt om på nytt:",
            none: "ikke verifisert",
            verified: "identitet verifisert",
            enhanced: "ekstra verifisering utført",
            time_out: "Pause",
            self_exclusion: "Selvutestengelse",
            until: "{kind} til {until}",
        },
        Locale::Ru => Words {
            page: "Страница",
            faq: "Вопросы и ответы",
            slide: "Слайд",
            mail: "Письмо",
            approved: "Одобрено:",
            rejected: "Отклонено:",
            requested: "Запрошено повторно:",
            none: "не подтверждена",
            verified: "личность подтверждена",
            enhanced: "расширенная проверка пройдена",
            time_out: "Перерыв",
            self_exclusion: "Самоисключение",
            until: "{kind} до {until}",
        },
        Locale::Tr => Words {
            page: "Sayfa",
            faq: "SSS",
            slide: "Slayt",
            mail: "E-posta",
            approved: "Onaylandı:",
            rejected: "Reddedildi:",
            requested: "Yeniden istendi:",
            none: "doğrulanmadı",
            verified: "kimlik doğrulandı",
            enhanced: "ek doğrulama yapıldı",
            time_out: "Mola",
            self_exclusion: "Kendini dışlama",
            until: "{kind}, {until} tarihine kadar",
        },
        Locale::Zh => Words {
            page: "页面",
            faq: "常见问题",
            slide: "幻灯片",
            mail: "邮件",
            approved: "已批准：",
            rejected: "已拒绝：",
            requested: "已要求重新提交：",
            none: "未验证",
            verified: "身份已验证",
            enhanced: "已完成额外验证",
            time_out: "暂停",
            self_exclusion: "自我排除",
            until: "{kind}，至 {until}",
        },
        Locale::Hi => Words {
            page: "पृष्ठ",
            faq: "सामान्य प्रश्न",
            slide: "स्लाइड",
            mail: "ई-मेल",
            approved: "स्वीकृत:",
            rejected: "अस्वीकृत:",
            requested: "फिर से मांगा गया:",
            none: "सत्यापित नहीं",
            verified: "पहचान सत्यापित",
            enhanced: "अतिरिक्त सत्यापन पूरा",
            time_out: "विराम",
            self_exclusion: "स्व-बहिष्करण",
            until: "{until} तक {kind}",
        },
    }
}

/// A language by its own name, as a language menu writes it.
fn language(tag: &str) -> Option<&'static str> {
    Some(match Locale::parse(tag)? {
        Locale::Fr => "français",
        Locale::En => "English",
        Locale::Fi => "suomi",
        Locale::De => "Deutsch",
        Locale::It => "italiano",
        Locale::Sv => "svenska",
        Locale::Nb => "norsk bokmål",
        Locale::Ru => "русский",
        Locale::Tr => "Türkçe",
        Locale::Zh => "中文",
        Locale::Hi => "हिन्दी",
    })
}

fn document(code: &str, locale: Locale) -> Option<String> {
    let key = format!("document_kind_{code}");
    casino_core::i18n::has_message(&key)
        .then(|| casino_core::i18n::message(locale, &key, &BTreeMap::new()))
}

fn is(action: &str, one_of: &[StaffAction]) -> bool {
    one_of.iter().any(|a| a.code() == action)
}

/// What a line acted on: a content item (`faq/1/fr`) by its kind, name and language
/// (`FAQ 1 (français)`); anything else as stored.
pub fn target(action: &str, target: &str, locale: Locale) -> String {
    use StaffAction::*;
    let content = [
        CreateSiteContent,
        RemoveSiteContent,
        RestoreSiteContent,
        UpdateTemplate,
    ];
    let said = is(action, &content)
        .then(|| {
            let mut parts = target.splitn(3, '/');
            let (kind, slug, tag) = (parts.next()?, parts.next()?, parts.next()?);
            let w = words(locale);
            let kind = match kind {
                "page" => w.page,
                "faq" => w.faq,
                "slide" => w.slide,
                "mail" => w.mail,
                _ => return None,
            };
            Some(format!("{kind} {slug} ({})", language(tag)?))
        })
        .flatten();
    said.unwrap_or_else(|| target.to_owned())
}

/// What a line says of its action: the codes in it as words; anything else as stored.
pub fn detail(action: &str, detail: &str, locale: Locale) -> String {
    use StaffAction::*;
    let w = words(locale);
    let said = if is(action, &[ReadDocument]) {
        document(detail, locale)
    } else if is(action, &[ReviewDocument]) {
        // "<kind> <approved|rejected|requested>[: <reason>]"
        let (decided, reason) = detail
            .split_once(": ")
            .map_or((detail, None), |(d, r)| (d, Some(r)));
        decided.split_once(' ').and_then(|(kind, status)| {
            let status = match status {
                "approved" => w.approved,
                "rejected" => w.rejected,
                "requested" => w.requested,
                _ => return None,
            };
            let spaced = if status.ends_with('：') { "" } else { " " };
            let said = format!("{status}{spaced}{}", document(kind, locale)?);
            Some(match reason {
                Some(r) => format!("{said} — {r}"),
                None => said,
            })
        })
    } else if is(action, &[SetPlayerVerification]) {
        match detail {
            "none" => Some(w.none.to_owned()),
            "verified" => Some(w.verified.to_owned()),
            "enhanced" => Some(w.enhanced.to_owned()),
            _ => None,
        }
    } else if is(action, &[SetPlayerBreak]) {
        // "<kind> until <Unix ms>: <reason>"
        detail.split_once(" until ").and_then(|(kind, rest)| {
            let kind = match kind {
                "time_out" => w.time_out,
                "self_exclusion" => w.self_exclusion,
                _ => return None,
            };
            let (until, reason) = rest.split_once(": ")?;
            // The end as a moment of the site's format (`2027.01.15 08:00:00`).
            let until = until
                .parse::<i64>()
                .ok()
                .and_then(casino_core::datetime::format_datetime)?;
            let said = w.until.replace("{kind}", kind).replace("{until}", &until);
            Some(format!("{said} — {reason}"))
        })
    } else {
        None
    };
    said.unwrap_or_else(|| detail.to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_become_words_and_what_staff_wrote_stays() {
        assert_eq!(
            target("update_template", "faq/1/fr", Locale::Fr),
            "FAQ 1 (français)"
        );
        assert_eq!(
            target("restore_site_content", "page/terms/en", Locale::De),
            "Seite terms (English)"
        );
        assert_eq!(
            target("approve_withdrawal", "faq/1/fr", Locale::Fr),
            "faq/1/fr"
        );
        assert_eq!(
            target("update_template", "poster/1/fr", Locale::Fr),
            "poster/1/fr"
        );
        assert_eq!(
            detail("review_document", "identity_front approved", Locale::Fr),
            "Approuvé : pièce d'identité (recto)"
        );
        assert_eq!(
            detail(
                "review_document",
                "proof_of_address rejected: blurred",
                Locale::En
            ),
            "Refused: proof of address — blurred"
        );
        assert_eq!(
            detail("set_player_verification", "enhanced", Locale::Fr),
            "vérification renforcée faite"
        );
        assert_eq!(
            detail(
                "set_player_break",
                "time_out until 1800000000000: asked by phone",
                Locale::Fr
            ),
            "Pause jusqu'au 2027.01.15 08:00:00 — asked by phone"
        );
        assert_eq!(
            detail("read_document", "proof_of_address", Locale::Fr),
            "justificatif de domicile"
        );
        // Unknown or free text reads as stored.
        assert_eq!(
            detail("review_document", "selfie approved", Locale::Fr),
            "selfie approved"
        );
        assert_eq!(detail("read_document", "selfie", Locale::Fr), "selfie");
        assert_eq!(
            detail("answer_ticket", "Bonus question", Locale::Fr),
            "Bonus question"
        );
    }
}
