import { Suspense, use, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureOf } from '../../api/errors';
import type { TicketSummary } from '../../api/generated/api';
import { DataTable } from '../../components/DataTable';
import { SelectField } from '../../components/SelectField';
import { formatMoment } from '../../lib/money';
import { TICKET_STATUSES, useTickets } from './api/getTickets';
import { ReadingState } from './ReadingState';
import { ensureStaffStrings } from './strings';
import { TicketDetail } from './TicketDetail';

/**
 * The support console: the tickets of the contact form by status (those waiting for staff first,
 * the longest waiting first), and one ticket open below the list with its messages, an answer
 * form, and its escalation to a manager or its closing. For support agents and administrators.
 */
export function SupportSection() {
  return (
    <Suspense fallback={<SectionLoading />}>
      <Support />
    </Suspense>
  );
}

/** While the section's texts load. */
export function SectionLoading() {
  return (
    <div className="card">
      <div className="card-body">
        <ReadingState loading failure={null} onRetry={() => undefined} />
      </div>
    </div>
  );
}

function Support() {
  const { t, i18n } = useTranslation();
  use(ensureStaffStrings(i18n, i18n.language));
  const [status, setStatus] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);
  const tickets = useTickets(status);

  const data = tickets.data ?? null;
  const loading = tickets.isFetching && data === null;
  // A refresh after an action that fails keeps the rows on screen; a first load says why.
  const failure = tickets.isError && data === null ? failureOf(tickets.error) : null;
  const col = (name: string) => t(`staff.tickets.columns.${name}`);
  const statusLabel = (s: string) => t(`staff.tickets.statuses.${s}`, { defaultValue: s });

  return (
    <section className="card" aria-labelledby="admin-tickets-title">
      <div className="card-body">
        <h2 id="admin-tickets-title" className="h5 mb-1">
          {t('staff.tickets.title')}
        </h2>
        <p className="text-body-secondary small">{t('staff.tickets.lead')}</p>
        <div className="row g-3 mb-3">
          <SelectField
            id="admin-tickets-status"
            label={t('staff.tickets.filter')}
            value={status}
            onChange={(e) => setStatus(e.target.value)}
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
          <p className="empty-state text-center mb-0">{status === '' ? t('staff.tickets.emptyWaiting') : t('staff.tickets.empty')}</p>
        ) : null}
        {data && data.list.tickets.length > 0 ? (
          <DataTable
            busy={tickets.isFetching}
            caption={t('staff.tickets.title')}
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
                  <span className="d-block">{statusLabel(ticket.status)}</span>
                  {ticket.mailed ? null : <span className="d-block small text-body-secondary">{t('staff.tickets.notMailed')}</span>}
                </div>,
                formatMoment(data.rules, ticket.updated_at),
                <button
                  type="button"
                  className="btn btn-sm btn-outline-secondary"
                  aria-label={t('staff.tickets.openOf', { number: ticket.number })}
                  onClick={() => setOpenId(ticket.id)}
                >
                  {t('staff.tickets.open')}
                </button>,
              ],
            }))}
          />
        ) : null}
        {openId ? <TicketDetail key={openId} id={openId} onHide={() => setOpenId(null)} /> : null}
      </div>
    </section>
  );
}

/** Who wrote: the player's username when signed in, and always the name and e-mail given. */
export function Sender({ ticket }: { ticket: TicketSummary }) {
  return (
    <div>
      <span className="d-block fw-semibold">{ticket.username ?? ticket.name}</span>
      <span className="d-block small text-body-secondary">{ticket.username ? `${ticket.name} · ${ticket.email}` : ticket.email}</span>
    </div>
  );
}
