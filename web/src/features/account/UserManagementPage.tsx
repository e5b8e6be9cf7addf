import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../components/usePageTitle';
import { PageHeader } from '../../components/PageHeader';
import { useStore } from '../../store/store';

export const ACCOUNT_TABS = ['profile', 'password', 'deposit', 'withdrawal', 'transactions', 'bets', 'mail', 'loyalty'] as const;

/** The account area: a tabbed side navigation; each tab's content arrives with its feature. */
export default function UserManagementPage() {
  const { t } = useTranslation();
  const { state, update } = useStore();
  usePageTitle(t('titles.account'));
  const active = Math.min(Math.max(state.managementTab, 0), ACCOUNT_TABS.length - 1);
  const tab = ACCOUNT_TABS[active];
  return (
    <>
      <PageHeader title={t('account.title')} />
      <div className="row g-4">
        <nav className="col-12 col-md-4 col-lg-3" aria-label={t('account.nav')}>
          <ul className="nav nav-pills flex-md-column side-nav">
            {ACCOUNT_TABS.map((name, i) => (
              <li key={name} className="nav-item">
                <button
                  type="button"
                  className={`nav-link w-100 text-start${i === active ? ' active' : ''}`}
                  aria-current={i === active ? 'page' : undefined}
                  onClick={() => update({ managementTab: i })}
                >
                  {t(`account.tabs.${name}`)}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <section className="col-12 col-md-8 col-lg-9" aria-labelledby="account-tab-title">
          <h2 id="account-tab-title" className="h4">
            {t(`account.tabs.${tab}`)}
          </h2>
          <p className="text-body-secondary">{t('account.soon')}</p>
        </section>
      </div>
    </>
  );
}
