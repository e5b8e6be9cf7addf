import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/Field';
import { SelectField } from '../../components/SelectField';
import { useTransactionLabels } from '../../lib/transactionLabels';
import { NO_FILTERS, type Filters } from './useTransactionHistory';

const TYPES = ['deposit', 'withdrawal'] as const;
const STATUSES = ['pending', 'complete', 'cancelled'] as const;

/** The history's filters (type, status, dates): applied, or cleared, as a whole. */
export function TransactionFilters({ busy, onApply }: { busy: boolean; onApply: (filters: Filters) => void }) {
  const { t } = useTranslation();
  const labels = useTransactionLabels();
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };

  const clear = () => {
    setDraft(NO_FILTERS);
    onApply(NO_FILTERS);
  };

  return (
    <form className="row g-2 tx-filters mb-3" onSubmit={apply} noValidate aria-label={t('transactions.filters')}>
      <SelectField
        id="tx-filter-type"
        className="col-6 col-lg-3"
        label={t('transactions.columns.type')}
        value={draft.type}
        onChange={(e) => setDraft({ ...draft, type: e.target.value })}
      >
        <option value="">{t('transactions.allTypes')}</option>
        {TYPES.map((v) => (
          <option key={v} value={v}>
            {labels.type(v)}
          </option>
        ))}
      </SelectField>
      <SelectField
        id="tx-filter-status"
        className="col-6 col-lg-3"
        label={t('transactions.columns.status')}
        value={draft.status}
        onChange={(e) => setDraft({ ...draft, status: e.target.value })}
      >
        <option value="">{t('transactions.allStatuses')}</option>
        {STATUSES.map((v) => (
          <option key={v} value={v}>
            {labels.status(v)}
          </option>
        ))}
      </SelectField>
      <Field
        id="tx-filter-from"
        className="col-6 col-lg-3"
        type="date"
        label={t('transactions.from')}
        value={draft.from}
        max={draft.to || undefined}
        onChange={(e) => setDraft({ ...draft, from: e.target.value })}
      />
      <Field
        id="tx-filter-to"
        className="col-6 col-lg-3"
        type="date"
        label={t('transactions.to')}
        value={draft.to}
        min={draft.from || undefined}
        onChange={(e) => setDraft({ ...draft, to: e.target.value })}
      />
      <div className="col-12 d-flex flex-wrap gap-2">
        <button type="submit" className="btn btn-secondary" disabled={busy}>
          {t('transactions.apply')}
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={clear} disabled={busy}>
          {t('transactions.clear')}
        </button>
      </div>
    </form>
  );
}
