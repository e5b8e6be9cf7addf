import { failureOf } from '../../api/errors';
import type { AmlFlag, ReportRequest } from '../../api/generated/api';
import { DataTable } from '../../components/DataTable';
import { ReadingState } from '../../components/staff/ReadingState';
import type { Rules } from '../../core/rules';
import { useTranslationWith } from '../../i18n/useTranslationWith';
import { formatMoney } from '../../lib/money';
import { useAmlFlags } from './api/getAmlFlags';
import { ensureStaffReportsStrings } from './strings';

/** What a flag rests on, its figures written as the page's language writes money. */
function facts(rules: Rules, f: AmlFlag) {
  const money = (amount: string) => formatMoney(rules, amount, f.currency ?? '');
  return {
    deposits: money(f.deposits),
    stakes: money(f.stakes),
    withdrawn: money(f.withdrawn),
    count: f.count,
    others: f.others.join(', '),
  };
}

/**
 * The anti-money-laundering flags of the report's days (administrators): each account to review,
 * why, and the figures the flag rests on. A flag asks for a look, never decides.
 */
export function AmlFlagsTable({ days }: { days: ReportRequest }) {
  const { t } = useTranslationWith(ensureStaffReportsStrings);
  const reading = useAmlFlags(days);
  const data = reading.data ?? null;
  const failure = reading.isError ? failureOf(reading.error) : null;
  const col = (name: string) => t(`staffReports.aml.columns.${name}`);
  return (
    <>
      <h3 className="h6 mt-4">{t('staffReports.aml.title')}</h3>
      <p className="text-body-secondary small">{t('staffReports.aml.lead')}</p>
      <ReadingState loading={reading.isFetching && data === null} failure={failure} onRetry={() => void reading.refetch()} />
      {data && !reading.isError && data.flags.flags.length === 0 ? <p className="empty-state mb-0">{t('staffReports.aml.empty')}</p> : null}
      {data && !reading.isError && data.flags.flags.length > 0 ? (
        <DataTable
          busy={reading.isFetching}
          caption={t('staffReports.aml.title')}
          columns={[{ label: col('player') }, { label: col('flag') }, { label: col('facts'), className: 'tx-wrap tx-prose' }]}
          rows={data.flags.flags.map((f) => ({
            key: `${f.kind}-${f.username}-${f.currency ?? ''}`,
            cells: [f.username, t(`staffReports.aml.kinds.${f.kind}`), t(`staffReports.aml.facts.${f.kind}`, facts(data.rules, f))],
          }))}
        />
      ) : null}
    </>
  );
}
