import type { TicketView } from '../../api/generated/api';
import { PLAIN_TEXT } from '../../components/staff/plainText';
import type { Rules } from '../../core/rules';
import { useTranslationWith } from '../../i18n/useTranslationWith';
import { formatMoment } from '../../lib/money';
import { ensureStaffSupportStrings } from './strings';

/** The ticket's messages in order, each saying who wrote it and when. */
export function TicketMessages({ view, rules }: { view: TicketView; rules: Rules }) {
  const { t } = useTranslationWith(ensureStaffSupportStrings);
  return (
    <section aria-labelledby="admin-ticket-messages">
      <h4 id="admin-ticket-messages" className="h6 text-body-secondary">
        {t('staffSupport.ticket.messages')}
      </h4>
      <ol className="list-unstyled d-grid gap-2 mb-0">
        {view.messages.map((m, i) => (
          <li key={i} className="info-card">
            <p className="small text-body-secondary mb-1">
              <span className="fw-semibold">{m.staff === null ? t('staffSupport.ticket.customer') : t('staffSupport.ticket.agent', { staff: m.staff })}</span>
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
