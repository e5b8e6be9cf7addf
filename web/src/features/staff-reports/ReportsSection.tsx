import { Suspense, useState } from 'react';
import { useFormik } from 'formik';
import { failureOf } from '../../api/errors';
import type { ReportRequest } from '../../api/generated/api';
import { DataTable } from '../../components/DataTable';
import { DateRangeFields } from '../../components/DateRangeFields';
import { ReadingState } from '../../components/staff/ReadingState';
import { SectionLoading } from '../../components/staff/SectionLoading';
import { useTranslationWith } from '../../i18n/useTranslationWith';
import { formatMoney, formatPercent } from '../../lib/money';
import { useTransactionLabels } from '../../lib/transactionLabels';
import { AmlFlagsTable } from './AmlFlagsTable';
import { useReport } from './api/getReport';
import { reportCsv } from './csv';
import { ensureStaffReportsStrings } from './strings';

const DAY_MS = 86_400_000;
const utcDay = (millis: number) => new Date(millis).toISOString().slice(0, 10);

/** The last seven days, today (UTC) included. */
function lastWeek(now = Date.now()): ReportRequest {
  return { from: utcDay(now - 6 * DAY_MS), to: utcDay(now) };
}

/** Offers `text` as a file download named `name`. */
function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

/** The operator's report (administrators): gaming revenue, payments and the accounts to review over a range of days. */
export function ReportsSection() {
  return (
    <Suspense fallback={<SectionLoading />}>
      <Reports />
    </Suspense>
  );
}

function Reports() {
  const { t } = useTranslationWith(ensureStaffReportsStrings);
  const labels = useTransactionLabels();
  const [days, setDays] = useState(lastWeek);
  const reading = useReport(days);
  const form = useFormik<ReportRequest>({ initialValues: days, onSubmit: (values) => setDays({ ...values }) });
  const data = reading.data ?? null;
  const failure = reading.isError ? failureOf(reading.error) : null;
  const col = (name: string) => t(`staffReports.columns.${name}`);
  const gamingColumns = ['day', 'currency', 'stakes', 'wins', 'ggr', 'bonusCost', 'ngr', 'commissions', 'players'];
  // The table's gross revenue is its abbreviation (the table is the widest); the CSV's is in full,
  // with the engine in a column of its own (the table writes it beside the game's name).
  const gameColumns = ['game', 'currency', 'rounds', 'players', 'stakes', 'wins', 'ggrShort', 'returned', 'rtp'];
  const gameCsvColumns = ['game', 'engine', 'currency', 'rounds', 'players', 'stakes', 'wins', 'ggr', 'returned', 'rtp'];
  const paymentColumns = ['day', 'currency', 'processor', 'deposits', 'withdrawals'];
  const percent = (value: string | null | undefined) => (value ? (data ? formatPercent(data.rules, value, 2) : `${value}%`) : '–');
  const amount = (value: string, currency: string) => (data ? formatMoney(data.rules, value, currency) : value);
  // A UTC day as the site writes dates (`2026.11.24`).
  const day = (text: string) => (data ? data.rules.format_date(Date.parse(`${text}T00:00:00Z`)).value : undefined) ?? text;
  const shown = data && !reading.isError ? data.report : null;

  return (
    <section className="card" aria-labelledby="admin-reports-title">
      <div className="card-body">
        <h2 id="admin-reports-title" className="h5 mb-1">
          {t('staffReports.title')}
        </h2>
        <p className="text-body-secondary small">{t('staffReports.lead')}</p>
        <form className="row g-2 mb-3" onSubmit={form.handleSubmit} noValidate aria-label={t('staffReports.days')}>
          <DateRangeFields
            idPrefix="report"
            from={form.values.from}
            to={form.values.to}
            fromLabel={t('staffReports.from')}
            toLabel={t('staffReports.to')}
            onChange={form.handleChange}
          />
          <div className="col-12 col-lg-6 d-flex flex-wrap align-items-end gap-2">
            <button type="submit" className="btn btn-secondary" disabled={reading.isFetching}>
              {t('staffReports.show')}
            </button>
            {shown ? (
              <button
                type="button"
                className="btn btn-outline-secondary"
                onClick={() =>
                  download(
                    `report-${days.from}-${days.to}.csv`,
                    reportCsv(shown, { gaming: gamingColumns.map(col), games: gameCsvColumns.map(col), payments: paymentColumns.map(col) }),
                  )
                }
              >
                {t('staffReports.csv')}
              </button>
            ) : null}
          </div>
        </form>
        <ReadingState loading={reading.isFetching && data === null} failure={failure} onRetry={() => void reading.refetch()} />
        {shown ? (
          <>
            <h3 className="h6 mt-3">{t('staffReports.gaming')}</h3>
            {shown.days.length === 0 ? (
              <p className="empty-state mb-0">{t('staffReports.noPlay')}</p>
            ) : (
              <DataTable
                busy={reading.isFetching}
                caption={t('staffReports.gaming')}
                columns={gamingColumns.map((name, i) => ({ label: col(name), amount: i >= 2 }))}
                rows={shown.days.map((d) => ({
                  key: `${d.day}-${d.currency}`,
                  cells: [
                    day(d.day),
                    d.currency,
                    amount(d.stakes, d.currency),
                    amount(d.wins, d.currency),
                    amount(d.ggr, d.currency),
                    amount(d.bonus_cost, d.currency),
                    amount(d.ngr, d.currency),
                    amount(d.commissions, d.currency),
                    String(d.players),
                  ],
                }))}
              />
            )}
            <h3 className="h6 mt-4">{t('staffReports.games')}</h3>
            {shown.games.length === 0 ? (
              <p className="empty-state mb-0">{t('staffReports.noPlay')}</p>
            ) : (
              <DataTable
                busy={reading.isFetching}
                caption={t('staffReports.games')}
                columns={gameColumns.map((name, i) => ({ label: col(name), amount: i >= 2, className: i === 0 ? 'tx-when' : undefined }))}
                rows={shown.games.map((g) => ({
                  key: `${g.game_id}-${g.currency}`,
                  cells: [
                    <span>
                      {g.name} <span className="text-body-secondary small">{g.engine}</span>
                    </span>,
                    g.currency,
                    String(g.rounds),
                    String(g.players),
                    amount(g.stakes, g.currency),
                    amount(g.wins, g.currency),
                    amount(g.ggr, g.currency),
                    percent(g.returned),
                    percent(g.rtp),
                  ],
                }))}
              />
            )}
            <h3 className="h6 mt-4">{t('staffReports.payments')}</h3>
            {shown.payments.length === 0 ? (
              <p className="empty-state mb-0">{t('staffReports.noPayments')}</p>
            ) : (
              <DataTable
                busy={reading.isFetching}
                caption={t('staffReports.payments')}
                columns={paymentColumns.map((name, i) => ({ label: col(name), amount: i >= 3 }))}
                rows={shown.payments.map((p) => ({
                  key: `${p.day}-${p.currency}-${p.processor}`,
                  cells: [day(p.day), p.currency, labels.provider(p.processor), amount(p.deposits, p.currency), amount(p.withdrawals, p.currency)],
                }))}
              />
            )}
          </>
        ) : null}
        <AmlFlagsTable days={days} />
      </div>
    </section>
  );
}
