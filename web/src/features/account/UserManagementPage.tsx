import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../components/usePageTitle';
import { PageHeader } from '../../components/PageHeader';
import { useStore } from '../../store/store';
import { ProfileTab } from './ProfileTab';
import { PasswordTab } from './PasswordTab';
import { DepositTab } from '../payment/DepositTab';
import { WithdrawalTab } from '../withdrawal/WithdrawalTab';
import { TransactionsTab } from '../transactions/TransactionsTab';
import { BetHistoryTab } from './BetHistoryTab';

export const ACCOUNT_TABS = ['profile', 'password', 'deposit', 'withdrawal', 'transactions', 'bets', 'mail', 'loyalty'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

/**
 * The account area: a tabbed side navigation (a horizontal, scrollable pill bar on phones). The
 * open tab is the client state's `managementTab` (2 by default, as the spec says). Keyboard: the
 * arrow keys, Home and End move between tabs; Tab goes into the open panel.
 */
export default function UserManagementPage() {
  const { t } = useTranslation();
  const { state, update } = useStore();
  usePageTitle(t('titles.account'));
  const active = Math.min(Math.max(state.managementTab, 0), ACCOUNT_TABS.length - 1);
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
    update({ managementTab: i });
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
          <TabContent tab={tab} />
        </section>
      </div>
    </>
  );
}

function TabContent({ tab }: { tab: AccountTab }) {
  const { t } = useTranslation();
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
    default:
      return <p className="text-body-secondary">{t('account.soon')}</p>;
  }
}
