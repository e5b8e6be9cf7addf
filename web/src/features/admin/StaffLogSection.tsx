import { Suspense, use } from 'react';
import { useTranslation } from 'react-i18next';
import { failureOf } from '../../api/errors';
import { formatMoment } from '../../lib/money';
import '../../styles/transactions.scss';
import { useStaffActions } from './api/getStaffActions';
import { ReadingState } from './ReadingState';
import { ensureStaffStrings } from './strings';
import { SectionLoading } from './SupportSection';

/** The staff log (administrators): who did what to what, the newest first. */
export function StaffLogSection() {
  return (
    <Suspense fallback={<SectionLoading />}>
      <StaffLog />
    </Suspense>
  );
}

function StaffLog() {
  const { t, i18n } = useTranslation();
  use(ensureStaffStrings(i18n, i18n.language));
  const log = useStaffActions();
  const data = log.data ?? null;
  const loading = log.isFetching && data === null;
  const failure = log.isError && data === null ? failureOf(log.error) : null;
  const col = (name: string) => t(`staff.log.columns.${name}`);

  return (
    <section className="card" aria-labelledby="admin-staff-log-title">
      <div className="card-body">
        <div className="d-flex flex-wrap align-items-start justify-content-between gap-2">
          <div>
            <h2 id="admin-staff-log-title" className="h5 mb-1">
              {t('staff.log.title')}
            </h2>
            <p className="text-body-secondary small">{t('staff.log.lead')}</p>
          </div>
          {data ? (
            <button type="button" className="btn btn-sm btn-outline-secondary" disabled={log.isFetching} onClick={() => void log.refetch()}>
              {t('staff.log.refresh')}
            </button>
          ) : null}
        </div>
        <ReadingState loading={loading} failure={failure} onRetry={() => void log.refetch()} />
        {data && data.list.actions.length === 0 ? <p className="empty-state text-center mb-0">{t('staff.log.empty')}</p> : null}
        {data && data.list.actions.length > 0 ? (
          <div className="tx-table-wrap" aria-busy={log.isFetching}>
            <table className="tx-table">
              <caption className="visually-hidden">{t('staff.log.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{col('when')}</th>
                  <th scope="col">{col('who')}</th>
                  <th scope="col">{col('action')}</th>
                  <th scope="col">{col('target')}</th>
                  <th scope="col">{col('detail')}</th>
                </tr>
              </thead>
              <tbody>
                {data.list.actions.map((a, i) => (
                  <tr key={`${a.created_at}-${i}`}>
                    <td data-label={col('when')} className="tx-when">
                      {formatMoment(data.rules, a.created_at)}
                    </td>
                    <td data-label={col('who')}>{a.staff}</td>
                    <td data-label={col('action')}>{t(`staff.log.actions.${a.action}`, { defaultValue: a.action })}</td>
                    <td data-label={col('target')} className="tx-wrap">
                      {a.target}
                    </td>
                    <td data-label={col('detail')} className="tx-wrap">
                      {a.detail}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </div>
    </section>
  );
}
