//! What the promotions page shows of a campaign's terms, computed by casino-core's bonus rules
//! rather than restated: the bonus a deposit earns is `bonus::award`'s answer.

use casino_core::bonus::{BonusKind, BonusTerms, award};
use casino_core::money::{format_money, from_cents, to_json_string};
use casino_core::payments::units_per_euro;
use casino_core::{Currency, Locale};

/// A campaign's figures in one currency: amounts as the API's decimal strings, `None` when the
/// campaign has no such figure.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Display {
    pub currency: Currency,
    pub min_deposit: Option<String>,
    pub bonus_percent: Option<u32>,
    pub bonus_amount: Option<String>,
    pub max_bonus: Option<String>,
    pub cashback_percent: Option<u32>,
    pub max_bet: Option<String>,
    terms: BonusTerms,
}

fn amount(cents: i64) -> String {
    to_json_string(from_cents(cents))
}

fn positive(cents: i64) -> Option<i64> {
    (cents > 0).then_some(cents)
}

impl Display {
    pub fn of(terms: &BonusTerms, currency: Currency) -> Display {
        let cashback = terms.kind == BonusKind::Cashback;
        // A cashback's percent is a share of a week's loss, not of a deposit, and it earns
        // nothing on a deposit.
        let (bonus_percent, cashback_percent) = if cashback {
            (None, Some(terms.percent))
        } else {
            ((terms.percent > 0).then_some(terms.percent), None)
        };
        let bonus_amount = if cashback {
            None
        } else {
            award(terms, terms.min_deposit)
                .ok()
                .and_then(|a| positive(a.bonus))
        };
        let max_bonus = if cashback || terms.percent == 0 {
            None
        } else {
            positive(terms.max_bonus)
        };
        Display {
            currency,
            min_deposit: positive(terms.min_deposit).map(amount),
            bonus_percent,
            bonus_amount: bonus_amount.map(amount),
            max_bonus: max_bonus.map(amount),
            cashback_percent,
            max_bet: positive(terms.max_bet).map(amount),
            terms: terms.clone(),
        }
    }

    /// A terms text with its placeholders replaced: amounts as `locale` writes money in this
    /// currency (`20,00 €` in French, `₹1,800.00` in Hindi), `{point}` the stake that earns a
    /// loyalty point.
    pub fn fill(&self, text: &str, locale: Locale) -> String {
        let money = |cents: i64| format_money(from_cents(cents), self.currency, locale);
        let bonus = award(&self.terms, self.terms.min_deposit)
            .map(|a| a.bonus)
            .unwrap_or(0);
        let pairs = [
            ("{percent}", self.terms.percent.to_string()),
            ("{min_deposit}", money(self.terms.min_deposit)),
            ("{max_bonus}", money(self.terms.max_bonus)),
            ("{bonus}", money(bonus)),
            ("{max_bet}", money(self.terms.max_bet)),
            ("{point}", money(100 * units_per_euro(self.currency))),
            ("{wagering}", self.terms.wagering_multiple.to_string()),
            ("{days}", self.terms.validity_days.to_string()),
        ];
        pairs
            .iter()
            .fold(text.to_owned(), |t, (name, value)| t.replace(name, value))
    }
}

/// casino-core's kind as the API's word.
pub fn kind_word(kind: BonusKind) -> casino_schema::BonusKind {
    use casino_schema::BonusKind as Word;
    match kind {
        BonusKind::Welcome => Word::Welcome,
        BonusKind::Reload => Word::Reload,
        BonusKind::Code => Word::Code,
        BonusKind::Referral => Word::Referral,
        BonusKind::Cashback => Word::Cashback,
        BonusKind::Weekly => Word::Weekly,
        BonusKind::Monthly => Word::Monthly,
        BonusKind::Loyalty => Word::Loyalty,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn welcome() -> BonusTerms {
        BonusTerms {
            kind: BonusKind::Welcome,
            percent: 100,
            fixed: 0,
            min_deposit: 2_000,
            max_bonus: 20_000,
            wagering_multiple: 30,
            validity_days: 30,
            max_bet: 500,
            contributions: vec![],
        }
    }

    #[test]
    fn a_deposit_bonus_shows_its_percent_minimum_and_maximum() {
        let d = Display::of(&welcome(), Currency::Eur);
        assert_eq!(d.min_deposit.as_deref(), Some("20.00"));
        assert_eq!(d.bonus_percent, Some(100));
        assert_eq!(d.bonus_amount.as_deref(), Some("20.00"));
        assert_eq!(d.max_bonus.as_deref(), Some("200.00"));
        assert_eq!(d.cashback_percent, None);
        let terms = "{percent}% up to {max_bonus} from {min_deposit}, {wagering}x in {days} days";
        assert_eq!(
            d.fill(terms, Locale::En),
            "100% up to €200.00 from €20.00, 30x in 30 days"
        );
        assert_eq!(
            d.fill(terms, Locale::Fr),
            "100% up to 200,00\u{a0}€ from 20,00\u{a0}€, 30x in 30 days"
        );
    }

    #[test]
    fn cashback_shows_its_share_and_no_deposit_figures() {
        let mut t = welcome();
        t.kind = BonusKind::Cashback;
        t.percent = 10;
        t.min_deposit = 0;
        t.max_bonus = 0;
        let d = Display::of(&t, Currency::Inr);
        assert_eq!(
            (
                d.cashback_percent,
                d.bonus_percent,
                d.bonus_amount.as_deref(),
                d.max_bonus.as_deref()
            ),
            (Some(10), None, None, None)
        );
        assert_eq!(d.fill("{point}", Locale::Hi), "₹90.00");
    }
}
