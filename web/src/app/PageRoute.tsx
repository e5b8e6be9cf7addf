import type { ComponentType, LazyExoticComponent } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useStore } from '../store/store';
import { localeFromPath, stripLocale } from '../i18n/locales';
import { ErrorPage } from '../components/ErrorPage';
import { lazyPage } from './chunkReload';
import { runGuards, guards as defaultGuards, type Guard } from './guards';
import { matchPage, type PageDef } from './pages';
import { useCountryCode, useIpBlacklisted } from '../lib/geolocation';
import { useSiteSettings } from '../lib/siteSettings';

const lazyCache = new Map<PageDef['load'], LazyExoticComponent<ComponentType>>();

export function lazyFor(page: PageDef): LazyExoticComponent<ComponentType> {
  let component = lazyCache.get(page.load);
  if (!component) {
    component = lazyPage(page.load);
    lazyCache.set(page.load, component);
  }
  return component;
}

/**
 * The place of a page whose code is on its way. A game page is taller than the screen once
 * loaded: its place is too, so the footer never shows and then jumps away (a layout shift).
 */
export function PageFallback() {
  const { pathname } = useLocation();
  const game = matchPage(stripLocale(pathname))?.path === 'online-casino/:id';
  return (
    <div className={`page-loading d-flex justify-content-center py-5${game ? ' page-loading-tall' : ''}`} role="status">
      <span className="spinner" aria-hidden="true" />
    </div>
  );
}

/** Runs the page's guards, then renders its lazily loaded component. */
export function PageRoute({
  page,
  component: Component,
  registry = defaultGuards,
}: {
  page: PageDef;
  component: LazyExoticComponent<ComponentType>;
  registry?: Record<string, Guard>;
}) {
  const { t } = useTranslation();
  const { loggedIn } = useStore();
  const countryCode = useCountryCode();
  const ipBlacklisted = useIpBlacklisted();
  const { countryBlackList } = useSiteSettings();
  const { pathname } = useLocation();
  const outcome = runGuards(
    page.middleware,
    {
      loggedIn,
      countryCode,
      countryBlackList,
      ipBlacklisted,
      locale: localeFromPath(pathname),
      pathname,
    },
    registry,
  );
  if (outcome.kind === 'error') {
    return <ErrorPage status={outcome.status} message={t('error.unknownMiddleware', { name: outcome.name })} />;
  }
  if (outcome.kind === 'redirect') return <Navigate to={outcome.to} replace />;
  // The Suspense boundary is the layout's, around the outlet: navigations (transitions) keep the
  // current page on screen until the next page's chunk is here.
  return <Component />;
}
