import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useStore } from '../store/store';
import { changeLocale } from '../i18n/i18n';
import { localeFromPath, localizePath, stripLocale } from '../i18n/locales';
import { Header } from './Header';
import { Footer } from '../components/Footer';
import { SandboxNotice } from '../components/SandboxNotice';
import { Toaster } from '../components/Toaster';
import { useSiteSettings } from '../lib/siteSettings';
import { useSessionKeeper } from '../features/auth/useSession';
import { loadWithReload } from './chunkReload';
import { PageFallback } from './PageRoute';
import { withQueries } from '../lib/queryRoot';
import { getToken } from '../api/client';
import { matchPage } from './pages';

const SignInModal = lazy(() => loadWithReload(() => import('../features/auth/SignInModal')));
const SignUpModal = lazy(() => loadWithReload(() => import('../features/auth/SignUpModal')));
// Reading the stored token's player again needs the query client: it loads after the first render.
const SessionRefresh = lazy(() => withQueries(() => import('../features/auth/SessionRefresh'))().catch(() => ({ default: () => null })));

/**
 * The pages a closed site still shows: the server still lets staff sign in, so that an
 * administrator can open the site again from the staff area (whose own guard and role check
 * keep players out).
 */
const OPEN_WHEN_CLOSED = new Set(['login', 'admin']);

/** Whether the page at `pathname` (any locale) is shown while the site is closed. */
function openWhenClosed(pathname: string): boolean {
  const page = matchPage(stripLocale(pathname));
  return page !== undefined && OPEN_WHEN_CLOSED.has(page.path);
}

export function Layout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { state, update } = useStore();
  const { siteEnabled } = useSiteSettings();
  const locale = localeFromPath(pathname);

  // Every page change starts at the top (braces: Chromium's scrollTo returns a promise).
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  // The URL decides the language; the cookie only remembers the visitor's choice.
  useEffect(() => {
    void changeLocale(locale);
    update({ language: locale.lang });
  }, [locale, update]);

  const description = t('meta.description');
  useEffect(() => {
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [description]);

  useSessionKeeper();
  // A session carried over from an earlier visit is checked once; a sign-in during this visit has
  // just read its player.
  const [carriedOver] = useState(() => getToken() !== null);

  return (
    <>
      <a className="skip-link" href="#main">
        {t('a11y.skip')}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="container-xl py-4 flex-grow-1">
        {siteEnabled || openWhenClosed(pathname) ? (
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        ) : (
          <section className="py-5 text-center">
            <h1 className="h3">{t('error.siteDisabled')}</h1>
          </section>
        )}
      </main>
      <Footer />
      <Toaster />
      <SandboxNotice />
      {carriedOver && state.user ? (
        <Suspense fallback={null}>
          <SessionRefresh />
        </Suspense>
      ) : null}
      {state.modal === 'register' ? (
        <Suspense fallback={null}>
          <SignUpModal />
        </Suspense>
      ) : state.modal !== null ? (
        <Suspense fallback={null}>
          <SignInModal registerPath={localizePath('/sign-up', locale)} initialMode={state.modal === 'forgotPassword' ? 'forgot' : 'signIn'} />
        </Suspense>
      ) : null}
    </>
  );
}
