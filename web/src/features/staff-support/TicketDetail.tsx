import { useEffect, useRef, useState } from 'react';
import { failureOf } from '../../api/errors';
import type { Done } from '../../api/generated/api';
import { ReadingState } from '../../components/staff/ReadingState';
import { StaffOutcome } from '../../components/staff/StaffOutcome';
import { LOCALES } from '../../i18n/locales';
import { ensureStaffStrings } from '../../i18n/sharedStrings';
import { useTranslationWith } from '../../i18n/useTranslationWith';
import { formatMoment } from '../../lib/money';
import type { Outcome } from '../../lib/staff/outcome';
import { useCloseTicket } from './api/closeTicket';
import { useEscalateTicket } from './api/escalateTicket';
import { useTicket } from './api/getTicket';
import { ensureStaffSupportStrings } from './strings';
import { TicketAnswerForm } from './TicketAnswerForm';
import { TicketMessages } from './TicketMessages';

/**
 * One ticket of the support console: who wrote, its messages in order (the customer's and the
 * agents'), an answer form, and the buttons that escalate it to a manager or close it. Each
 * action's answer is said in a status region; the ticket and the lists are read again. An
 * escalated ticket is closed by a manager or an administrator (`closesEscalated`); an agent is
 * told so instead of given the button.
 */
export function TicketDetail({ id, closesEscalated, onHide }: { id: string; closesEscalated: boolean; onHide: () => void }) {
  const { t } = useTranslationWith(ensureStaffSupportStrings, ensureStaffStrings);
  const ticket = useTicket(id);
  const escalate = useEscalateTicket();
  const close = useCloseTicket();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);

  const data = ticket.data ?? null;
  const loaded = data !== null;
  // The opened ticket takes the focus once here (below the list: a phone scrolls to it).
  useEffect(() => {
    if (loaded) headingRef.current?.focus();
  }, [loaded]);

  const done = (answer: Done) => {
    setOutcome({ kind: 'success', answer, params: {} });
    // The button that acted may be gone (a closed ticket has no "close"): the outcome takes the focus.
    outcomeRef.current?.focus();
  };
  const failed = (e: unknown) => setOutcome({ kind: 'failure', failure: failureOf(e) });
  const busy = escalate.isPending || close.isPending;

  if (!data) {
    return (
      <div className="card mt-4">
        <div className="card-body">
          <ReadingState loading={ticket.isFetching} failure={ticket.isError ? failureOf(ticket.error) : null} onRetry={() => void ticket.refetch()} />
        </div>
      </div>
    );
  }

  const { view, rules } = data;
  const summary = view.ticket;
  const language = LOCALES.find((l) => l.lang === summary.lang)?.name ?? summary.lang;
  const rows: [string, string][] = [
    [t('staffSupport.ticket.from'), `${summary.name} · ${summary.email}`],
    [t('staffSupport.ticket.account'), summary.username ?? t('staffSupport.ticket.visitor')],
    [t('staffSupport.ticket.language'), language],
    [t('staffSupport.ticket.status'), t(`staff.ticketStatuses.${summary.status}`, { defaultValue: summary.status })],
    [t('staffSupport.ticket.received'), formatMoment(rules, summary.created_at)],
  ];

  return (
    <section className="card mt-4" aria-labelledby="admin-ticket-title" aria-busy={ticket.isFetching}>
      <div className="card-body d-grid gap-3">
        <h3 id="admin-ticket-title" className="h5 mb-0" tabIndex={-1} ref={headingRef}>
          {t('staffSupport.ticket.title', { number: summary.number, subject: summary.subject })}
        </h3>
        <dl className="profile-list summary-list">
          {rows.map(([label, value]) => (
            <div key={label} className="profile-row">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <TicketMessages view={view} rules={rules} />
        <StaffOutcome ref={outcomeRef} outcome={outcome} />
        <TicketAnswerForm id={id} onDone={done} onFailed={failed} onStart={() => setOutcome(null)} />
        <div className="d-flex flex-wrap gap-2">
          {summary.status !== 'escalated' ? (
            <button
              type="button"
              className="btn btn-outline-secondary"
              disabled={busy}
              onClick={() => {
                setOutcome(null);
                escalate.mutate(id, { onSuccess: done, onError: failed });
              }}
            >
              {t('staffSupport.ticket.escalate')}
            </button>
          ) : null}
          {summary.status === 'escalated' && !closesEscalated ? (
            <p className="small text-body-secondary mb-0 align-self-center">{t('staffSupport.ticket.managerCloses')}</p>
          ) : null}
          {summary.status !== 'closed' && (summary.status !== 'escalated' || closesEscalated) ? (
            <button
              type="button"
              className="btn btn-outline-danger"
              disabled={busy}
              onClick={() => {
                setOutcome(null);
                close.mutate(id, { onSuccess: done, onError: failed });
              }}
            >
              {t('staffSupport.ticket.close')}
            </button>
          ) : null}
          <button type="button" className="btn btn-link" onClick={onHide}>
            {t('staffSupport.ticket.hide')}
          </button>
        </div>
      </div>
    </section>
  );
}
