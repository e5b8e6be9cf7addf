//! The deposit form's bonus preview: what a deposit typed as text earns under an offer's terms,
//! written as the page's language writes money ("dépôt 50,00 €, bonus 50,00 €, mises 1 500,00 €
//! avant retrait"). The browser shows it as the player types; the server credits the same `award`.

use serde::{Deserialize, Serialize};

use super::award::award;
use super::terms::BonusTerms;
use crate::error::RuleError;
use crate::money::{format_money, from_cents, parse_amount, to_cents};
use crate::{Currency, Locale};

/// A deposit bonus's figures, formatted in the deposit's currency.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct DepositPreview {
    pub deposit: String,
    pub bonus: String,
    /// The stakes needed before the bonus can be cashed out.
    pub wagering: String,
    /// What the player holds to play with: the deposit and the bonus.
    pub total: String,
}

/// The preview of a deposit of `amount` (as typed) in `currency` under `terms`, written as
/// `locale` writes money; the amount's own rule failure when it is not an amount, or the offer's
/// minimum deposit when below it.
pub fn deposit_preview(
    terms: &BonusTerms,
    amount: &str,
    currency: Currency,
    locale: Locale,
) -> Result<DepositPreview, RuleError> {
    let deposit = to_cents(parse_amount(amount)?).map_err(|_| RuleError::NumberInvalid)?;
    let a = award(terms, deposit)?;
    let money = |cents: i64| format_money(from_cents(cents), currency, locale);
    Ok(DepositPreview {
        deposit: money(deposit),
        bonus: money(a.bonus),
        wagering: money(a.wagering_required),
        total: money(deposit.saturating_add(a.bonus)),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bonus::terms::tests::welcome;

    #[test]
    fn fifty_euros_earn_fifty_and_wager_fifteen_hundred() {
        let p = deposit_preview(&welcome(), "50", Currency::Eur, Locale::Fr).unwrap();
        assert_eq!(
            (
                p.deposit.as_str(),
                p.bonus.as_str(),
                p.wagering.as_str(),
                p.total.as_str()
            ),
            (
                "50,00\u{a0}€",
                "50,00\u{a0}€",
                "1\u{202f}500,00\u{a0}€",
                "100,00\u{a0}€"
            )
        );
        // The maximum bonus holds: 500.00 earns 200.00.
        let p = deposit_preview(&welcome(), "500.00", Currency::Usd, Locale::En).unwrap();
        assert_eq!(p.bonus, "$200.00");
    }

    #[test]
    fn a_deposit_below_the_minimum_or_not_an_amount_is_refused() {
        assert_eq!(
            deposit_preview(&welcome(), "19.99", Currency::Eur, Locale::Fr)
                .unwrap_err()
                .code(),
            "bonus_min_deposit"
        );
        assert!(deposit_preview(&welcome(), "abc", Currency::Eur, Locale::Fr).is_err());
    }

    use crate::bonus::terms::tests::any_terms;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn the_preview_shows_the_award_the_server_credits(
            t in any_terms(), cents in 0i64..100_000_000,
            currency in proptest::sample::select(Currency::ALL.to_vec()),
            locale in proptest::sample::select(Locale::ALL.to_vec()),
        ) {
            let typed = crate::money::to_json_string(from_cents(cents));
            let (preview, awarded) = (deposit_preview(&t, &typed, currency, locale), award(&t, cents));
            prop_assert_eq!(preview.is_ok(), awarded.is_ok());
            match (preview, awarded) {
                (Ok(p), Ok(a)) => {
                    let money = |c: i64| format_money(from_cents(c), currency, locale);
                    prop_assert_eq!(p.deposit, money(cents));
                    prop_assert_eq!(p.bonus, money(a.bonus));
                    prop_assert_eq!(p.wagering, money(a.wagering_required));
                    prop_assert_eq!(p.total, money(cents + a.bonus));
                }
                (Err(e), Err(f)) => prop_assert_eq!(e, f),
                _ => {}
            }
        }

        #[test]
        fn text_that_is_not_an_amount_is_refused_as_typed(t in any_terms(), typed in "\\PC{0,12}") {
            if let Err(e) = crate::money::parse_amount(&typed) {
                prop_assert_eq!(deposit_preview(&t, &typed, Currency::Eur, Locale::De), Err(e));
            }
        }
    }
}
