import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositBonus } from '../../api/generated/api';
import { LocaleLink } from '../../components/LocaleLink';
import { loadBonusMath, type BonusTerms } from '../../core/bonus';
import { useWasmModule } from '../../core/useRulebook';
import { useErrorText } from '../../i18n/useErrorText';
import { pageLanguage } from '../../lib/pageLanguage';

interface Props {
  offers: readonly DepositBonus[];
  /** The chosen campaign's slug, '' for no bonus. */
  value: string;
  onChange: (value: string) => void;
  /** The amount as typed, for the preview. */
  amount: string;
  currency: string;
  /** The server's refusal of the chosen bonus, already in words. */
  error?: string;
}

/**
 * The bonuses a deposit may carry, chosen by the player (no bonus unless chosen): each with its
 * title and a link to its full terms, and for the chosen one the preview of what this deposit
 * earns, computed in the page by casino-core's own `deposit_preview` (the server credits the same
 * `award`).
 */
export function BonusChoice({ offers, value, onChange, amount, currency, error }: Props) {
  const { t } = useTranslation();
  const name = useId();
  const chosen = offers.find((o) => o.promotion.id === value);
  return (
    <fieldset className="col-12 bonus-choice">
      <legend className="legend-label">{t('deposit.bonus.legend')}</legend>
      <div className="form-check">
        <input
          className="form-check-input"
          type="radio"
          name={name}
          id={`${name}-none`}
          checked={!chosen}
          onChange={() => onChange('')}
        />
        <label className="form-check-label" htmlFor={`${name}-none`}>
          {t('deposit.bonus.none')}
        </label>
      </div>
      {offers.map(({ promotion }) => (
        <div className="form-check" key={promotion.id}>
          <input
            className="form-check-input"
            type="radio"
            name={name}
            id={`${name}-${promotion.id}`}
            checked={chosen?.promotion.id === promotion.id}
            onChange={() => onChange(promotion.id)}
            aria-describedby={`${name}-${promotion.id}-summary`}
          />
          <label className="form-check-label" htmlFor={`${name}-${promotion.id}`}>
            {promotion.title}
          </label>
          <div className="form-text" id={`${name}-${promotion.id}-summary`}>
            {promotion.summary}{' '}
            <LocaleLink to={`/promotion/${promotion.id}`} target="_blank" rel="noopener">
              {t('deposit.bonus.terms')}
            </LocaleLink>
          </div>
        </div>
      ))}
      {chosen ? <Preview offer={chosen} amount={amount} currency={currency} /> : null}
      {error ? (
        <div className="invalid-feedback d-block" role="alert">
          {error}
        </div>
      ) : null}
    </fieldset>
  );
}

/** What the typed deposit earns with the chosen bonus, or why it earns nothing. */
function Preview({ offer, amount, currency }: { offer: DepositBonus; amount: string; currency: string }) {
  const { t } = useTranslation();
  const { text } = useErrorText();
  const { module: math } = useWasmModule(loadBonusMath);
  if (!math || amount.trim() === '') return null;
  const answer = math.deposit_preview(offer.rules as BonusTerms, amount, currency, pageLanguage());
  return (
    <p className={`bonus-preview mb-0 mt-2${answer.ok ? '' : ' text-body-secondary'}`} aria-live="polite">
      {answer.ok
        ? t('deposit.bonus.preview', { deposit: answer.value.deposit, bonus: answer.value.bonus, wagering: answer.value.wagering })
        : answer.error.code === 'bonus_min_deposit'
          ? text(answer.error.code, answer.error.params)
          : null}
    </p>
  );
}
