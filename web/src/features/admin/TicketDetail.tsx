import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { failureOf, fieldFailures } from '../../api/errors';
import type { Done, TicketView } from '../../api/generated/api';
import { TextAreaField } from '../../components/Field';
import { SubmitButton } from '../../components/FormFooter';
import { OutcomeRegion } from '../../components/OutcomeRegion';
import type { Rules } from '../../core/rules';
import { useCoreFormik, type Failures } from '../../core/useCoreFormik';
import { LOCALES } from '../../i18n/locales';
import { useErrorText } from '../../i18n/useErrorText';
import { useAnswerText } from '../../lib/answers';
import { formatMoment } from '../../lib/money';
import { useAnswerTicket } from './api/answerTicket';
import { useCloseTicket } from './api/closeTicket';
import { useEscalateTicket } from './api/escalateTicket';
import { useTicket } from './api/getTicket';
import type { Outcome } from './outcome';
import { ReadingState } from './ReadingState';

/** Plain text kept as written: its line breaks show, nothing is read as markup. */
const PLAIN_TEXT = { whiteSpace: 'pre-line', overflowWrap: 'anywhere' } as const;

/**
 * One ticket of the support console: who wrote, its messages in order (the customer's and the
 * agents'), an answer form, and the buttons that escalate it to a manager or close it. Each
 * action's answer is said in a status region; the ticket and the lists are read again.
 */
export function TicketDetail({ id, onHide }: { id: string; onHide: () => void }) {
  const { t } = useTranslation();
  const { text } = useErrorText();
  const answerText = useAnswerText();
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
    [t('staff.ticket.from'), `${summary.name} · ${summary.email}`],
    [t('staff.ticket.account'), summary.username ?? t('staff.ticket.visitor')],
    [t('staff.ticket.language'), language],
    [t('staff.ticket.status'), t(`staff.tickets.statuses.${summary.status}`, { defaultValue: summary.status })],
    [t('staff.ticket.received'), formatMoment(rules, summary.created_at)],
  ];

  return (
    <section className="card mt-4" aria-labelledby="admin-ticket-title" aria-busy={ticket.isFetching}>
      <div className="card-body d-grid gap-3">
        <h3 id="admin-ticket-title" className="h5 mb-0" tabIndex={-1} ref={headingRef}>
          {t('staff.ticket.title', { number: summary.number, subject: summary.subject })}
        </h3>
        <dl className="profile-list summary-list">
          {rows.map(([label, value]) => (
            <div key={label} className="profile-row">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <Messages view={view} rules={rules} />
        <OutcomeRegion
          ref={outcomeRef}
          success={outcome?.kind === 'success' ? answerText(outcome.answer, outcome.params) : null}
          failure={outcome?.kind === 'failure' ? text(outcome.failure.code, outcome.failure.params) : null}
        />
        <AnswerForm id={id} onDone={done} onFailed={failed} onStart={() => setOutcome(null)} />
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
              {t('staff.ticket.escalate')}
            </button>
          ) : null}
          {summary.status !== 'closed' ? (
            <button
              type="button"
              className="btn btn-outline-danger"
              disabled={busy}
              onClick={() => {
                setOutcome(null);
                close.mutate(id, { onSuccess: done, onError: failed });
              }}
            >
              {t('staff.ticket.close')}
            </button>
          ) : null}
          <button type="button" className="btn btn-link" onClick={onHide}>
            {t('staff.ticket.hide')}
          </button>
        </div>
      </div>
    </section>
  );
}

/** The ticket's messages in order, each saying who wrote it and when. */
function Messages({ view, rules }: { view: TicketView; rules: Rules }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="admin-ticket-messages">
      <h4 id="admin-ticket-messages" className="h6 text-body-secondary">
        {t('staff.ticket.messages')}
      </h4>
      <ol className="list-unstyled d-grid gap-2 mb-0">
        {view.messages.map((m, i) => (
          <li key={i} className="info-card">
            <p className="small text-body-secondary mb-1">
              <span className="fw-semibold">{m.staff === null ? t('staff.ticket.customer') : t('staff.ticket.agent', { staff: m.staff })}</span>
              {' · '}
              <time dateTime={new Date(m.created_at).toISOString()}>{formatMoment(rules, m.created_at)}</time>
            </p>
            <p className="mb-0" style={PLAIN_TEXT}>
              {m.body}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}

interface AnswerValues extends Record<string, string> {
  message: string;
}

/** The answer must be there; its length (10 to 5000 characters) is the server's to say. */
function answerFailures(rules: Rules, v: AnswerValues): Failures<AnswerValues> {
  const message = rules.required(v.message).error;
  return message ? { message } : {};
}

function AnswerForm({ id, onDone, onFailed, onStart }: { id: string; onDone: (answer: Done) => void; onFailed: (e: unknown) => void; onStart: () => void }) {
  const { t } = useTranslation();
  const { text } = useErrorText();
  const answer = useAnswerTicket();
  const form = useCoreFormik<AnswerValues>({
    initial: { message: '' },
    check: answerFailures,
    onSubmit: async (values) => {
      try {
        const sent = await answer.mutateAsync({ id, message: values.message.trim() });
        form.reset({ message: '' });
        onDone(sent);
      } catch (e) {
        const fields = fieldFailures(e);
        if (!fields.message || !form.reportFields({ message: fields.message })) onFailed(e);
      }
    },
  });

  const onSubmit = (event: FormEvent) => {
    onStart();
    void form.handleSubmit(event);
  };

  const failure = form.failureOf('message');
  return (
    <form className="row g-3" onSubmit={onSubmit} noValidate id={form.formId} aria-busy={form.busy}>
      <TextAreaField
        id="admin-ticket-answer"
        name="message"
        label={t('staff.ticket.answer')}
        hint={t('staff.ticket.answerHint')}
        rows={6}
        value={form.values.message}
        error={failure ? text(failure.code, failure.params) : undefined}
        onChange={(e) => form.set('message', e.target.value)}
        onBlur={() => form.touch('message')}
        required
      />
      <SubmitButton busy={form.busy} label={t('staff.ticket.send')} busyLabel={t('staff.ticket.sending')} />
    </form>
  );
}
