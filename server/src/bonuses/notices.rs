//! What a player reads in the mail box about their bonuses: one waiting to be claimed (a week's
//! cashback, a referral reward, given while they were away), a scheduled one waiting for a
//! deposit (the weekly or monthly bonus), one credited, one become real money and one expired.
//! The mail box only: a bonus is marketing, which is not e-mailed unasked.

use casino_core::Locale;
use casino_core::datetime::format_datetime;
use casino_core::money::{format_money, from_cents};
use casino_schema::NoticeKind;

use super::campaigns;
use super::display::Display;
use super::held::Held;
use crate::content::mail_template;
use crate::db::DbConnection;
use crate::error::AppResult;
use crate::inbox::{self, Notice};
use crate::player;

#[derive(Clone, Copy)]
pub enum News {
    /// Given, to be claimed from the bonuses tab.
    Offered,
    /// Its money is in the bonus balance.
    Credited,
    /// Wagered: its money became real money.
    Converted,
    /// Its time ran out before it was wagered: what was left of it went back.
    Expired,
}

impl News {
    /// The mail's content item, and the mail box's kind of message.
    fn names(self) -> (&'static str, NoticeKind) {
        match self {
            News::Offered => ("bonus-offered", NoticeKind::BonusOffered),
            News::Credited => ("bonus-credited", NoticeKind::BonusCredited),
            News::Converted => ("bonus-converted", NoticeKind::BonusConverted),
            News::Expired => ("bonus-expired", NoticeKind::BonusExpired),
        }
    }
}

/// Puts the news of bonus `b` (`cents` of it) in its player's mail box, in their language, in the
/// caller's transaction.
pub fn tell(c: &mut DbConnection, b: &Held, news: News, cents: i64, now: i64) -> AppResult<()> {
    let Some(p) = player::find(c, &b.player_id)? else {
        return Ok(());
    };
    let locale = Locale::parse(&p.language).unwrap_or(Locale::DEFAULT);
    let name = campaigns::texts(c, std::slice::from_ref(&b.campaign_id), locale)?
        .remove(&b.campaign_id)
        .map(|t| t.title)
        .unwrap_or_default();
    let amount = format_money(from_cents(cents), b.currency, locale);
    let (slug, kind) = news.names();
    let (subject, body) = mail_template(c, slug, locale)?.filled(&[
        ("username", &p.username),
        ("amount", &amount),
        ("bonus", &name),
    ]);
    let notice = Notice {
        player_id: &p.id,
        kind,
        subject: &subject,
        body: &body,
        ticket_id: None,
    };
    inbox::deliver(c, &notice, now)
}

/// Puts the news of the scheduled bonus `b` (the weekly or monthly bonus, to be taken with a
/// deposit before it runs out) in its player's mail box, with the campaign's terms in their
/// language and currency, in the caller's transaction.
pub fn tell_scheduled(c: &mut DbConnection, b: &Held, now: i64) -> AppResult<()> {
    let Some(p) = player::find(c, &b.player_id)? else {
        return Ok(());
    };
    let locale = Locale::parse(&p.language).unwrap_or(Locale::DEFAULT);
    let text =
        campaigns::texts(c, std::slice::from_ref(&b.campaign_id), locale)?.remove(&b.campaign_id);
    let name = text.as_ref().map(|t| t.title.clone()).unwrap_or_default();
    let terms = match &text {
        Some(t) => Display::of(&b.terms()?, b.currency).fill(&t.terms, locale),
        None => String::new(),
    };
    let date = format_datetime(b.expires_at).unwrap_or_default();
    let (subject, body) = mail_template(c, "bonus-scheduled", locale)?.filled(&[
        ("username", &p.username),
        ("bonus", &name),
        ("terms", &terms),
        ("date", &date),
    ]);
    let notice = Notice {
        player_id: &p.id,
        kind: NoticeKind::BonusOffered,
        subject: &subject,
        body: &body,
        ticket_id: None,
    };
    inbox::deliver(c, &notice, now)
}
