import { lazy, Suspense, useEffect, useState, type ComponentType, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useStore, type ModalName } from '../store/store';
import { revokeSession } from '../features/auth/api/revokeSession';
import { LocaleLink, LocaleNavLink } from '../components/LocaleLink';
import { LanguageMenu } from '../components/LanguageMenu';
import { ThemeSwitch } from '../components/ThemeSwitch';
import { Logo } from '../components/Logo';
import { CloseIcon, MenuIcon, ShieldIcon, SignOutIcon, UserIcon } from '../components/Icons';
import { isAdminScope, isStaffScope } from '../lib/scope';
import { useLocalePath } from '../components/useLocale';
import { useSiteSettings } from '../lib/siteSettings';
import { withQueries } from '../lib/queryRoot';
import { plainClick } from '../lib/plainClick';
import { stripLocale } from '../i18n/locales';

// The balance comes with the session: its code (wallet, realtime socket) is not part of the first
// render of a visitor's page. A chunk that cannot load leaves the header without it, not broken.
const HeaderBalance = lazy<ComponentType>(() =>
  withQueries(() => import('../features/wallet/HeaderBalance'))().catch(() => ({ default: () => null })),
);
// The count of unread messages comes the same way (the mail box's query and the realtime event).
const HeaderMailLink = lazy<ComponentType>(() =>
  withQueries(() => import('../features/mailbox/HeaderMailLink'))().catch(() => ({ default: () => null })),
);
// The notifications of what happens meanwhile (a deposit credited, a message arrived) too.
const PlayerNotices = lazy<ComponentType>(() =>
  withQueries(() => import('../features/notifications/PlayerNotices'))().catch(() => ({ default: () => null })),
);

const NAV = [
  { to: '/', key: 'nav.home' },
  { to: '/online-casino', key: 'nav.casino' },
  { to: '/promotion', key: 'nav.promotions' },
  { to: '/faq', key: 'nav.faq' },
  { to: '/contact-us', key: 'nav.contact' },
] as const;

export function Header() {
  const { t } = useTranslation();
  const { state, loggedIn, openModal, signOut: forget } = useStore();
  const { brand } = useSiteSettings();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  /** Ends the session on the server, forgets it here (user, flag, token) and goes to the locale's root. */
  const signOut = () => {
    revokeSession();
    forget();
    void navigate(localePath('/'));
  };
  const username = state.user?.player ? state.user.player.username : '';
  // Every staff role opens the staff area (on the sections it may use); administrators see it
  // under its first name, the admin area.
  const isStaff = isStaffScope(state.user?.scope);
  const staffTitle = isAdminScope(state.user?.scope) ? t('nav.admin') : t('nav.staff');
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  // The register link opens the form in a dialog over the page (its own page, `/sign-up`, stays
  // for links, new tabs and the page itself).
  const openInDialog = (event: MouseEvent, modal: ModalName) => {
    if (!plainClick(event) || stripLocale(pathname) === '/sign-up') return;
    event.preventDefault();
    openModal(modal);
  };
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header className="site-header sticky-top">
      <div className="navbar navbar-expand-lg container-xl">
        <LocaleLink to="/" className="navbar-brand d-flex align-items-center gap-2" aria-label={t('a11y.home', { brand })}>
          <Logo />
          <span className="brand-name">{brand}</span>
        </LocaleLink>
        <div className="d-flex align-items-center gap-2 ms-auto order-lg-last header-actions">
          <LanguageMenu />
          <ThemeSwitch />
          {loggedIn ? (
            <>
              <Suspense fallback={null}>
                <HeaderBalance />
              </Suspense>
              <LocaleLink
                to="/user-management"
                className="btn btn-success btn-sm account-link"
                aria-label={t('nav.accountOf', { username })}
                title={t('nav.account')}
              >
                <UserIcon size={18} />
                <span className="account-name">{username}</span>
              </LocaleLink>
              <Suspense fallback={null}>
                <HeaderMailLink />
              </Suspense>
              <Suspense fallback={null}>
                <PlayerNotices />
              </Suspense>
              {isStaff ? (
                <LocaleLink
                  to="/admin"
                  className="btn btn-outline-light btn-sm d-none d-sm-inline-flex align-items-center gap-1"
                  title={staffTitle}
                >
                  <ShieldIcon size={16} />
                  <span className="admin-link-text">{staffTitle}</span>
                </LocaleLink>
              ) : null}
              <button
                type="button"
                className="btn btn-outline-light btn-sm d-none d-sm-inline-flex align-items-center gap-1"
                onClick={signOut}
                title={t('nav.signOut')}
              >
                <SignOutIcon size={16} />
                <span className="sign-out-text">{t('nav.signOut')}</span>
              </button>
            </>
          ) : (
            <>
              <button type="button" className="btn btn-outline-secondary btn-sm d-none d-sm-inline-block" onClick={() => openModal('signIn')}>
                {t('nav.signIn')}
              </button>
              <LocaleLink to="/sign-up" className="btn btn-secondary btn-sm" onClick={(event) => openInDialog(event, 'register')}>
                {t('nav.register')}
              </LocaleLink>
            </>
          )}
          <button
            type="button"
            className="btn btn-outline-light btn-sm btn-icon d-lg-none"
            aria-expanded={menuOpen}
            aria-controls="main-nav"
            aria-label={t('a11y.toggleMenu')}
            onClick={() => setMenuOpen((o) => !o)}
          >
            {menuOpen ? <CloseIcon size={20} /> : <MenuIcon size={20} />}
          </button>
        </div>
        <nav id="main-nav" className={`main-nav${menuOpen ? ' open' : ''}`} aria-label={t('a11y.mainNav')}>
          <ul className="navbar-nav flex-lg-row gap-lg-1">
            {NAV.map((item) => (
              <li className="nav-item" key={item.to}>
                <LocaleNavLink to={item.to} className="nav-link">
                  {t(item.key)}
                </LocaleNavLink>
              </li>
            ))}
            {!loggedIn ? (
              <li className="nav-item d-sm-none">
                <button type="button" className="btn btn-outline-secondary btn-sm mt-2 mx-2" onClick={() => openModal('signIn')}>
                  {t('nav.signIn')}
                </button>
              </li>
            ) : (
              <>
                {isStaff ? (
                  <li className="nav-item d-sm-none">
                    <LocaleNavLink to="/admin" className="nav-link">
                      {staffTitle}
                    </LocaleNavLink>
                  </li>
                ) : null}
                <li className="nav-item d-sm-none">
                  <button type="button" className="btn btn-outline-light btn-sm mt-2 mx-2" onClick={signOut}>
                    {t('nav.signOut')}
                  </button>
                </li>
              </>
            )}
          </ul>
        </nav>
      </div>
    </header>
  );
}
