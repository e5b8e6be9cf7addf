import { useTranslation } from 'react-i18next';
import { LocaleLink } from '../../components/LocaleLink';
import { MailIcon } from '../../components/Icons';
import { openAccountTab } from '../../lib/accountTabs';
import { useInbox, usePlayerId } from './api/getMessages';
import { useInboxSync } from './useInboxSync';

/**
 * The header's count of unread messages, beside the account button: a link to the account area's
 * mail box, there only while a message is unread. Loaded with the session (its own chunk); the
 * realtime socket keeps the count current.
 */
export default function HeaderMailLink() {
  const { t } = useTranslation();
  const playerId = usePlayerId();
  useInboxSync(playerId);
  const unread = useInbox().data?.unread ?? 0;
  if (unread <= 0) return null;
  const label = t('nav.mailboxUnread', { unread });
  return (
    <LocaleLink
      to="/user-management"
      state={openAccountTab('mail')}
      className="btn btn-secondary btn-sm d-inline-flex align-items-center gap-1"
      aria-label={label}
      title={label}
    >
      <MailIcon size={16} />
      <span aria-hidden="true">{unread}</span>
    </LocaleLink>
  );
}
