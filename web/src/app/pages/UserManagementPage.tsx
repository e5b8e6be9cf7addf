import { Suspense, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import type { i18n as I18n } from 'i18next';
import type { AccountStatus } from '../../api/generated/api';
import { usePageTitle } from '../../components/usePageTitle';
import { PageHeader } from '../../components/PageHeader';
import { Loading } from '../../components/Loading';
import { ACCOUNT_TABS, askedAccountTab, type AccountTab } from '../../lib/accountTabs';
import { ActivationNotice } from '../../features/account/ActivationNotice';
import { RestrictionNotice } from '../../features/account/RestrictionNotice';
import { ProfileTab } from '../../features/account/ProfileTab';
import { PasswordTab } from '../../features/auth/PasswordTab';
import { DepositTab } from '../../features/payment/DepositTab';
import { WithdrawalTab } from '../../features/withdrawal/WithdrawalTab';
import { TransactionsTab } from '../../features/transactions/TransactionsTab';
import { BetHistoryTab } from '../../features/games/history/BetHistoryTab';
import { BonusesTab } from '../../features/bonus/BonusesTab';
import { LoyaltyTab } from '../../features/bonus/LoyaltyTab';
import { MailboxTab } from '../../features/mailbox/MailboxTab';
import { ResponsibleTab } from '../../features/responsible/ResponsibleTab';
import { DocumentsTab } from '../../features/kyc/DocumentsTab';
import { useTranslationWith } from '../../i18n/useTranslationWith';
import { useStore } from '../../store/store';
import { ensureAccountStrings } from '../../i18n/sharedStrings';

export { ACCOUNT_TABS, type AccountTab } from '../../lib/accountTabs';

/**
 * The tab open by default: the deposit; for an account in the restricted area, what still works
 * there (a closed account's withdrawal, a suspended one's transaction history).
 */
function defaultTab(status: AccountStatus | undefined): number {
  const tab: AccountTab = status === 'closed' ? 'withdrawal' : status === 'suspended' ? 'transactions' : 'deposit';
  return ACCOUNT_TABS.indexOf(tab);
}

/** The page's texts, before a visit's first render (see `PageModule`). */
export const prepare = (i18n: I18n) => ensureAccountStrings(i18n, i18n.language);

/**
 * The account area: a tabbed side navigation (a horizontal, scrollable pill bar on phones). The
 * deposit tab opens first (`defaultTab`), unless the link that led here asks for another one. Keyboard: the
 * arrow keys, Home and End move between tabs; Tab goes into the open panel.
 */
export default function UserManagementPage() {
  const { t } = useTranslationWith(ensureAccountStrings);
  usePageTitle(t('titles.account'));
  const location = useLocation();
  const { state: store } = useStore();
  const status = (store.user?.player || undefined)?.status;
  const [active, setActive] = useState(() => tabIndex(location.state, status));
  // A link followed while the page is open (the header's "Deposit") opens its tab.
  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    if (askedAccountTab(location.state)) setActive(tabIndex(location.state, status));
  }
  const tab = ACCOUNT_TABS[active];
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const moved = useRef(false);

  useEffect(() => {
    const el = tabRefs.current[active];
    // On phones the tabs are a row that snaps to a tab's start: the open tab goes there, whole.
    el?.scrollIntoView?.({ block: 'nearest', inline: 'start' });
    if (moved.current) el?.focus();
    moved.current = false;
  }, [active]);

  const select = (i: number, byKey = false) => {
    moved.current = byKey;
    setActive(i);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = ACCOUNT_TABS.length - 1;
    const next: Record<string, number> = {
      ArrowRight: active === last ? 0 : active + 1,
      ArrowDown: active === last ? 0 : active + 1,
      ArrowLeft: active === 0 ? last : active - 1,
      ArrowUp: active === 0 ? last : active - 1,
      Home: 0,
      End: last,
    };
    if (!(event.key in next)) return;
    event.preventDefault();
    select(next[event.key], true);
  };

  return (
    <>
      <PageHeader title={t('account.title')} />
      <ActivationNotice />
      <RestrictionNotice onWithdraw={() => select(ACCOUNT_TABS.indexOf('withdrawal'), true)} />
      <div className="row g-4">
        <div className="col-12 col-md-4 col-lg-3">
          <div className="nav nav-pills side-nav account-tabs" role="tablist" aria-label={t('account.nav')}>
            {ACCOUNT_TABS.map((name, i) => (
              <button
                key={name}
                ref={(el) => {
                  tabRefs.current[i] = el;
                }}
                type="button"
                role="tab"
                id={`account-tab-${name}`}
                aria-selected={i === active}
                aria-controls="account-panel"
                tabIndex={i === active ? 0 : -1}
                className={`nav-link${i === active ? ' active' : ''}`}
                onClick={() => select(i)}
                onKeyDown={onKeyDown}
              >
                {t(`account.tabs.${name}`)}
              </button>
            ))}
          </div>
        </div>
        <section className="col-12 col-md-8 col-lg-9" role="tabpanel" id="account-panel" aria-labelledby={`account-tab-${tab}`}>
          <h2 className="h4 mb-3">{t(`account.tabs.${tab}`)}</h2>
          {/* A tab whose words are on their way waits here, under its name, not in place of the page. */}
          <Suspense fallback={<Loading label={t('account.loadingTab')} />}>
            <TabContent tab={tab} />
          </Suspense>
        </section>
      </div>
    </>
  );
}

function TabContent({ tab }: { tab: AccountTab }) {
  switch (tab) {
    case 'profile':
      return <ProfileTab />;
    case 'password':
      return <PasswordTab />;
    case 'deposit':
      return <DepositTab />;
    case 'withdrawal':
      return <WithdrawalTab />;
    case 'transactions':
      return <TransactionsTab />;
    case 'bets':
      return <BetHistoryTab />;
    case 'bonuses':
      return <BonusesTab />;
    case 'mail':
      return <MailboxTab />;
    case 'loyalty':
      return <LoyaltyTab />;
    case 'responsible':
      return <ResponsibleTab />;
    case 'documents':
      return <DocumentsTab />;
  }
}

function tabIndex(state: unknown, status: AccountStatus | undefined): number {
  const asked = askedAccountTab(state);
  return asked ? ACCOUNT_TABS.indexOf(asked) : defaultTab(status);
}
