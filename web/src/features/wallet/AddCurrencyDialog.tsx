import { useFormik } from 'formik';
import { failureOf } from '../../api/errors';
import type { Currency } from '../../api/generated/api';
import { Modal } from '../../components/Modal';
import { useErrorText } from '../../i18n/useErrorText';
import { useTranslationWith } from '../../i18n/useTranslationWith';
import { ensureWalletStrings } from '../../i18n/sharedStrings';
import { useAddCurrency } from './api/addCurrency';
import { currencySymbol } from '../../lib/money';
import { useRulebook } from '../../core/useRulebook';

interface Props {
  /** Currencies the site offers (EUR, USD, INR). */
  offered: readonly Currency[];
  /** Currencies the player already holds a wallet in. */
  held: readonly string[];
  onClose: () => void;
  onAdded: (currency: Currency) => void;
}

/** Opens a wallet in a currency the player does not hold yet (`front/add_currency`). */
export function AddCurrencyDialog({ offered, held, onClose, onAdded }: Props) {
  const { t } = useTranslationWith(ensureWalletStrings);
  const { text } = useErrorText();
  const rules = useRulebook();
  const options = offered.filter((c) => !held.includes(c));
  const adding = useAddCurrency();
  // Still busy once added: the dialog closes with the answer.
  const busy = adding.isPending || adding.isSuccess;
  const failure = adding.error ? failureOf(adding.error) : null;
  const form = useFormik({
    initialValues: { currency: options[0] ?? '' },
    onSubmit: ({ currency }) => {
      const chosen = options.find((c) => c === currency);
      if (busy || !chosen) return;
      adding.mutate(chosen, { onSuccess: () => onAdded(chosen) });
    },
  });
  const choice = form.values.currency;

  return (
    <Modal title={t('wallet.addCurrency')} closeLabel={t('a11y.close')} onClose={onClose}>
      {options.length === 0 ? (
        <p className="mb-0">{t('wallet.allHeld')}</p>
      ) : (
        <form onSubmit={form.handleSubmit} noValidate aria-busy={busy}>
          <p className="text-body-secondary">{t('wallet.addLead')}</p>
          <fieldset className="mb-3">
            <legend className="legend-label">
              {t('wallet.currencyLabel')}
            </legend>
            {options.map((currency) => (
              <div className="form-check" key={currency}>
                <input
                  className="form-check-input"
                  type="radio"
                  name="currency"
                  id={`add-currency-${currency}`}
                  value={currency}
                  checked={choice === currency}
                  onChange={form.handleChange}
                />
                <label className="form-check-label" htmlFor={`add-currency-${currency}`}>
                  {currency} ({currencySymbol(rules, currency)})
                </label>
              </div>
            ))}
          </fieldset>
          {failure ? (
            <p className="alert alert-danger" role="alert">
              {text(failure.code, failure.params)}
            </p>
          ) : null}
          <div className="d-grid">
            <button type="submit" className="btn btn-secondary" disabled={busy}>
              {busy ? <span className="spinner spinner-sm me-2" aria-hidden="true" /> : null}
              {busy ? t('wallet.adding') : t('wallet.add')}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
