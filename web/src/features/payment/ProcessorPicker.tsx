import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureOf } from '../../api/errors';
import type { Currency, ProcessorView, WalletBalance } from '../../api/generated/api';
import { SelectField } from '../../components/SelectField';
import type { Rules } from '../../core/rules';
import { useErrorText } from '../../i18n/useErrorText';
import { formatMoney } from '../../lib/money';
import { Loading } from '../../components/Loading';
import { useProcessors } from './api/getProcessors';

/** The deposit processors of a currency, with their loading state and a retry. */
export type Processors = ReturnType<typeof useProcessorList>;

/** Reads the deposit processors of a currency (none while `currency` is null). */
export function useProcessorList(currency: Currency | null) {
  const [attempt, setAttempt] = useState(0);
  const read = useProcessors(currency, attempt);
  return {
    loading: read.isPending,
    processors: read.data ?? [],
    failure: read.isError ? failureOf(read.error) : null,
    retry: () => setAttempt((n) => n + 1),
  };
}

interface Props {
  rules: Rules | null;
  wallets: readonly WalletBalance[];
  currency: string | null;
  list: Processors;
  processor: ProcessorView | undefined;
  onCurrency: (currency: string) => void;
  onProcessor: (id: string) => void;
}

/** The deposit's wallet (its currency) and the processor, each card with its kind and limits. */
export function ProcessorPicker({ rules, wallets, currency, list, processor, onCurrency, onProcessor }: Props) {
  const { t } = useTranslation();
  const { text } = useErrorText();
  return (
    <>
      <SelectField
        label={t('deposit.currency')}
        id="deposit-currency"
        className="col-12 col-sm-6"
        value={currency ?? ''}
        onChange={(e) => onCurrency(e.target.value)}
      >
        {wallets.map((w) => (
          <option key={w.currency} value={w.currency}>
            {t('deposit.currencyOption', { currency: w.currency, amount: formatMoney(rules, w.total, w.currency) })}
          </option>
        ))}
      </SelectField>
      <fieldset className="col-12" aria-busy={list.loading}>
        <legend className="legend-label">
          {t('deposit.method')}
        </legend>
        {list.loading ? (
          <Loading label={t('deposit.loadingMethods')} />
        ) : list.failure ? (
          <div>
            <p className="alert alert-danger" role="alert">
              {text(list.failure.code, list.failure.params)}
            </p>
            <button type="button" className="btn btn-secondary" onClick={list.retry}>
              {t('deposit.retry')}
            </button>
          </div>
        ) : list.processors.length === 0 ? (
          <p className="text-body-secondary mb-0">{t('deposit.noMethods')}</p>
        ) : (
          <div className="processor-grid">
            {list.processors.map((p) => {
              const selected = p.id === processor?.id;
              const inputId = `deposit-method-${p.id}`;
              return (
                <div className={`processor-card${selected ? ' selected' : ''}`} key={p.id}>
                  <input
                    className="form-check-input"
                    type="radio"
                    name="deposit-method"
                    id={inputId}
                    value={p.id}
                    checked={selected}
                    onChange={() => onProcessor(p.id)}
                    aria-describedby={`${inputId}-details`}
                  />
                  <div className="processor-text">
                    <label htmlFor={inputId} className="processor-name">
                      {t(`deposit.methods.${p.id}`, { defaultValue: p.id })}
                    </label>
                    <span id={`${inputId}-details`} className="processor-details">
                      <span className="d-block">{t(`deposit.kinds.${p.kind}`, { defaultValue: '' })}</span>
                      <span className="d-block">
                        {t('deposit.limits', { min: formatMoney(rules, p.min, p.currency), max: formatMoney(rules, p.max, p.currency) })}
                      </span>
                      {p.sandbox ? <span className="badge sandbox-badge mt-1">{t('deposit.sandbox')}</span> : null}
                    </span>
                  </div>
                </div>
              );
            })}
          </div>
        )}
      </fieldset>
    </>
  );
}
