import { useFormik } from 'formik';
import { DateRangeFields } from '../../components/DateRangeFields';
import { SelectField } from '../../components/SelectField';
import { useTransactionLabels } from '../../lib/transactionLabels';
import { useKindLabel } from './refundLabels';
import { NO_FILTERS, type Filters } from './useTransactionHistory';
import { useTranslationWith } from '../../i18n/useTranslationWith';
import { ensureTransactionStrings } from '../../i18n/sharedStrings';

const TYPES = ['deposit', 'withdrawal', 'refund', 'commission'] as const;
const STATUSES = ['pending', 'complete', 'cancelled'] as const;

/** The history's filters (type, status, dates): applied, or cleared, as a whole. */
export function TransactionFilters({ busy, onApply }: { busy: boolean; onApply: (filters: Filters) => void }) {
  const { t } = useTranslationWith(ensureTransactionStrings);
  const labels = useTransactionLabels();
  const kind = useKindLabel();
  // Clearing resets the form and shows the whole history.
  const form = useFormik<Filters>({ initialValues: NO_FILTERS, onSubmit: onApply, onReset: () => onApply(NO_FILTERS) });
  const draft = form.values;

  return (
    <form className="row g-2 tx-filters mb-3" onSubmit={form.handleSubmit} onReset={form.handleReset} noValidate aria-label={t('transactions.filters')}>
      <SelectField
        id="tx-filter-type"
        className="col-6 col-lg-3"
        label={t('transactions.columns.type')}
        value={draft.type}
        name="type"
        onChange={form.handleChange}
      >
        <option value="">{t('transactions.allTypes')}</option>
        {TYPES.map((v) => (
          <option key={v} value={v}>
            {kind(v)}
          </option>
        ))}
      </SelectField>
      <SelectField
        id="tx-filter-status"
        className="col-6 col-lg-3"
        label={t('transactions.columns.status')}
        value={draft.status}
        name="status"
        onChange={form.handleChange}
      >
        <option value="">{t('transactions.allStatuses')}</option>
        {STATUSES.map((v) => (
          <option key={v} value={v}>
            {labels.status(v)}
          </option>
        ))}
      </SelectField>
      <DateRangeFields idPrefix="tx-filter" from={draft.from} to={draft.to} fromLabel={t('transactions.from')} toLabel={t('transactions.to')} onChange={form.handleChange} />
      <div className="col-12 d-flex flex-wrap gap-2">
        <button type="submit" className="btn btn-secondary" disabled={busy}>
          {t('transactions.apply')}
        </button>
        <button type="reset" className="btn btn-outline-secondary" disabled={busy}>
          {t('transactions.clear')}
        </button>
      </div>
    </form>
  );
}
