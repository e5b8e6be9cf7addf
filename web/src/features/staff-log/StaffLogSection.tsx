import { Suspense } from 'react';
import { failureOf } from '../../api/errors';
import { DataTable } from '../../components/DataTable';
import { ReadingState } from '../../components/staff/ReadingState';
import { SectionLoading } from '../../components/staff/SectionLoading';
import { useTranslationWith } from '../../i18n/useTranslationWith';
import { formatMoment } from '../../lib/money';
import { useStaffActions } from './api/getStaffActions';
import { ensureStaffLogStrings } from './strings';

/** The staff log (administrators): who did what to what, the newest first. */
export function StaffLogSection() {
  return (
    <Suspense fallback={<SectionLoading />}>
      <StaffLog />
    </Suspense>
  );
}

function StaffLog() {
  const { t } = useTranslationWith(ensureStaffLogStrings);
  const log = useStaffActions();
  const data = log.data ?? null;
  const loading = log.isFetching && data === null;
  const failure = log.isError && data === null ? failureOf(log.error) : null;
  const col = (name: string) => t(`staffLog.log.columns.${name}`);

  return (
    <section className="card" aria-labelledby="admin-staff-log-title">
      <div className="card-body">
        <div className="d-flex flex-wrap align-items-start justify-content-between gap-2">
          <div>
            <h2 id="admin-staff-log-title" className="h5 mb-1">
              {t('staffLog.log.title')}
            </h2>
            <p className="text-body-secondary small">{t('staffLog.log.lead')}</p>
          </div>
          {data ? (
            <button type="button" className="btn btn-sm btn-outline-secondary" disabled={log.isFetching} onClick={() => void log.refetch()}>
              {t('staffLog.log.refresh')}
            </button>
          ) : null}
        </div>
        <ReadingState loading={loading} failure={failure} onRetry={() => void log.refetch()} />
        {data && data.actions.length === 0 ? <p className="empty-state text-center mb-0">{t('staffLog.log.empty')}</p> : null}
        {data && data.actions.length > 0 ? (
          <DataTable
            busy={log.isFetching}
            caption={t('staffLog.log.title')}
            columns={[
              { label: col('when'), className: 'tx-when' },
              { label: col('who') },
              { label: col('action') },
              { label: col('target'), className: 'tx-wrap' },
              { label: col('detail'), className: 'tx-wrap' },
            ]}
            rows={data.actions.map((a, i) => ({
              key: `${a.created_at}-${i}`,
              cells: [
                formatMoment(data.rules, a.created_at),
                a.staff,
                t(`staffLog.log.actions.${a.action}`, { defaultValue: a.action }),
                a.target,
                a.detail,
              ],
            }))}
          />
        ) : null}
        {data && log.hasNextPage ? (
          <div className="text-center mt-3">
            <button type="button" className="btn btn-outline-secondary" disabled={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
              {log.isFetchingNextPage ? t('staffLog.log.loadingOlder') : t('staffLog.log.older')}
            </button>
          </div>
        ) : null}
      </div>
    </section>
  );
}
