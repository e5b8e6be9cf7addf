import { Suspense, useState } from 'react';
import { failureOf } from '../../api/errors';
import type { TicketSummary } from '../../api/generated/api';
import { DataTable } from '../../components/DataTable';
import { SelectField } from '../../components/SelectField';
import { ReadingState } from '../../components/staff/ReadingState';
import { SectionLoading } from '../../components/staff/SectionLoading';
import { ensureStaffStrings } from '../../i18n/sharedStrings';
import { useTranslationWith } from '../../i18n/useTranslationWith';
import { formatMoment } from '../../lib/money';
import { TICKET_STATUSES, ticketChoice, useTickets, type TicketChoice } from './api/getTickets';
import { ensureStaffSupportStrings } from './strings';
import { TicketDetail } from './TicketDetail';

/**
 * The support console: the tickets of the contact form by status (those waiting for staff first,
 * the longest waiting first), and one ticket open below the list with its messages, an answer
 * form, and its escalation to a manager or its closing. For support agents, managers and
 * administrators. An escalated ticket carries a badge; a manager (or an administrator:
 * `closesEscalated`) is told how many wait for them, and only they close one.
 */
export function SupportSection({ closesEscalated }: { closesEscalated: boolean }) {
  return (
    <Suspense fallback={<SectionLoading />}>
      <Support closesEscalated={closesEscalated} />
    </Suspense>
  );
}

function Support({ closesEscalated }: { closesEscalated: boolean }) {
  const { t } = useTranslationWith(ensureStaffSupportStrings, ensureStaffStrings);
  const [status, setStatus] = useState<TicketChoice>('');
  const [openId, setOpenId] = useState<string | null>(null);
  const tickets = useTickets(status);

  const data = tickets.data ?? null;
  const loading = tickets.isFetching && data === null;
  // A refresh after an action that fails keeps the rows on screen; a first load says why.
  const failure = tickets.isError && data === null ? failureOf(tickets.error) : null;
  const col = (name: string) => t(`staffSupport.tickets.columns.${name}`);
  const statusLabel = (s: string) => t(`staff.ticketStatuses.${s}`, { defaultValue: s });
  const escalated = data ? data.list.tickets.filter((ticket) => ticket.status === 'escalated').length : 0;

  return (
    <section className="card" aria-labelledby="admin-tickets-title">
      <div className="card-body">
        <h2 id="admin-tickets-title" className="h5 mb-1">
          {t('staffSupport.tickets.title')}
        </h2>
        <p className="text-body-secondary small">{t('staffSupport.tickets.lead')}</p>
        {closesEscalated && escalated > 0 ? (
          <p className="alert alert-warning py-2" role="status">
            <span className="badge text-bg-danger me-2">{escalated}</span>
            {t('staffSupport.tickets.escalatedWaiting')}
          </p>
        ) : null}
        <div className="row g-3 mb-3">
          <SelectField
            id="admin-tickets-status"
            label={t('staffSupport.tickets.filter')}
            value={status}
            onChange={(e) => setStatus(ticketChoice(e.target.value))}
            className="col-12 col-md-6"
          >
            <option value="">{statusLabel('waiting')}</option>
            {TICKET_STATUSES.map((s) => (
              <option key={s} value={s}>
                {statusLabel(s)}
              </option>
            ))}
          </SelectField>
        </div>
        <ReadingState loading={loading} failure={failure} onRetry={() => void tickets.refetch()} />
        {data && data.list.tickets.length === 0 ? (
          <p className="empty-state text-center mb-0">{status === '' ? t('staffSupport.tickets.emptyWaiting') : t('staffSupport.tickets.empty')}</p>
        ) : null}
        {data && data.list.tickets.length > 0 ? (
          <DataTable
            busy={tickets.isFetching}
            caption={t('staffSupport.tickets.title')}
            columns={[
              { label: col('number'), className: 'fw-semibold' },
              { label: col('from'), className: 'tx-wrap' },
              { label: col('subject'), className: 'tx-wrap' },
              { label: col('status') },
              { label: col('updated'), className: 'tx-when' },
              { label: col('actions'), actions: true },
            ]}
            rows={data.list.tickets.map((ticket) => ({
              key: ticket.id,
              cells: [
                ticket.number,
                <Sender ticket={ticket} />,
                ticket.subject,
                <div>
                  {ticket.status === 'escalated' ? (
                    <span className="badge text-bg-danger">{statusLabel(ticket.status)}</span>
                  ) : (
                    <span className="d-block">{statusLabel(ticket.status)}</span>
                  )}
                  {ticket.mailed ? null : <span className="d-block small text-body-secondary">{t('staffSupport.tickets.notMailed')}</span>}
                </div>,
                formatMoment(data.rules, ticket.updated_at),
                <button
                  type="button"
                  className="btn btn-sm btn-outline-secondary"
                  aria-label={t('staffSupport.tickets.openOf', { number: ticket.number })}
                  onClick={() => setOpenId(ticket.id)}
                >
                  {t('staffSupport.tickets.open')}
                </button>,
              ],
            }))}
          />
        ) : null}
        {openId ? <TicketDetail key={openId} id={openId} closesEscalated={closesEscalated} onHide={() => setOpenId(null)} /> : null}
      </div>
    </section>
  );
}

/** Who wrote: the player's username when signed in, and always the name and e-mail given. */
function Sender({ ticket }: { ticket: TicketSummary }) {
  return (
    <div>
      <span className="d-block fw-semibold">{ticket.username ?? ticket.name}</span>
      <span className="d-block small text-body-secondary">{ticket.username ? `${ticket.name} · ${ticket.email}` : ticket.email}</span>
    </div>
  );
}
