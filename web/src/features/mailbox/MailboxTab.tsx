import { Suspense, use, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureOf, type Failure } from '../../api/errors';
import type { InboxMessage } from '../../api/generated/api';
import { Loading } from '../../components/Loading';
import { LocaleLink } from '../../components/LocaleLink';
import { useRulebook } from '../../core/useRulebook';
import type { Rules } from '../../core/rules';
import { useErrorText } from '../../i18n/useErrorText';
import { useTranslationWith } from '../../i18n/useTranslationWith';
import { ensureAccountStrings } from '../../i18n/sharedStrings';
import { formatMoment } from '../../lib/money';
import { useInbox } from './api/getMessages';
import { useMarkMessageRead } from './api/markMessageRead';
import { ensureMailboxStrings } from './strings';

/**
 * The mail box tab of the account area: the messages the casino sent the player (support's
 * answers, news of their withdrawals), newest first, the unread ones in bold. A message opens in
 * place (a disclosure button), which marks it read; its body is plain text, its line breaks kept.
 */
export function MailboxTab() {
  const { t } = useTranslationWith(ensureAccountStrings);
  return (
    <Suspense fallback={<Loading label={t('account.loadingTab')} />}>
      <Mailbox />
    </Suspense>
  );
}

function Mailbox() {
  const { t, i18n } = useTranslation();
  use(ensureMailboxStrings(i18n, i18n.language));
  const { text } = useErrorText();
  const rules = useRulebook();
  const inbox = useInbox();
  const [open, setOpen] = useState<string | null>(null);

  const data = inbox.data;
  let content;
  if (!data && inbox.isError) {
    const failure = failureOf(inbox.error);
    content = (
      <div>
        <p className="alert alert-danger" role="alert">
          {text(failure.code, failure.params)}
        </p>
        <button type="button" className="btn btn-secondary" onClick={() => void inbox.refetch()}>
          {t('mailbox.retry')}
        </button>
      </div>
    );
  } else if (!data) {
    content = <Loading label={t('mailbox.loading')} />;
  } else if (data.messages.length === 0) {
    content = <p className="empty-state text-center mb-0">{t('mailbox.empty')}</p>;
  } else {
    content = (
      <ul className="list-unstyled d-grid gap-2 mb-0" aria-busy={inbox.isFetching}>
        {data.messages.map((message) => (
          <MessageItem
            key={message.id}
            message={message}
            rules={rules}
            open={open === message.id}
            onToggle={() => setOpen((o) => (o === message.id ? null : message.id))}
          />
        ))}
      </ul>
    );
  }

  return (
    <div className="d-grid gap-3">
      <p className="text-body-secondary mb-0">
        {data && data.unread > 0 ? `${t('mailbox.unreadCount', { unread: data.unread })} ` : ''}
        {t('mailbox.lead')} <LocaleLink to="/contact-us">{t('mailbox.write')}</LocaleLink>
      </p>
      {content}
    </div>
  );
}

/** One message: a button naming it (unread or not, subject, date) that shows or hides its body. */
function MessageItem({ message, rules, open, onToggle }: { message: InboxMessage; rules: Rules | null; open: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  const { text } = useErrorText();
  const markRead = useMarkMessageRead();
  const [failure, setFailure] = useState<Failure | null>(null);
  const bodyId = `mail-${message.id}`;
  const when = rules ? formatMoment(rules, message.created_at) : '';

  const toggle = () => {
    onToggle();
    // Opening an unread message reads it; the answer is the mail box as it now is.
    if (!open && !message.read && !markRead.isPending) {
      setFailure(null);
      markRead.mutate(message.id, { onError: (e) => setFailure(failureOf(e)) });
    }
  };

  return (
    <li className="card">
      <h3 className="h6 mb-0">
        <button
          type="button"
          className="btn w-100 text-start d-flex flex-column align-items-start gap-1 p-3"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={toggle}
        >
          <span className={message.read ? 'fw-normal' : 'fw-bold'}>
            {message.read ? null : <span className="visually-hidden">{t('mailbox.unread')} </span>}
            {message.subject}
          </span>
          <span className="small text-body-secondary fw-normal">
            <time dateTime={new Date(message.created_at).toISOString()}>{when}</time>
          </span>
        </button>
      </h3>
      <div id={bodyId} className="card-body pt-0" hidden={!open}>
        {open ? (
          <>
            <p className="mb-0" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {message.body}
            </p>
            {message.ticket ? <p className="small text-body-secondary mt-2 mb-0">{t('mailbox.ticket', { ticket: message.ticket })}</p> : null}
            {failure ? (
              <p className="alert alert-danger mt-2 mb-0" role="alert">
                {text(failure.code, failure.params)}
              </p>
            ) : null}
          </>
        ) : null}
      </div>
    </li>
  );
}
