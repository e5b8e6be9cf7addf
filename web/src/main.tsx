import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import './styles/main.scss';
import { initI18n } from './i18n/i18n';
import { localeFromPath, stripLocale } from './i18n/locales';
import { applyTheme, readStoredTheme, StoreProvider } from './store/store';
import { buildRoutes } from './app/routes';
import { installPrefetcher } from './app/prefetcher';
import { matchPage } from './app/pages';
import { preloadPage } from './app/chunkReload';

applyTheme(readStoredTheme());
installPrefetcher();

const locale = localeFromPath(window.location.pathname);
// The locale file and the current page's chunk load in parallel, and both are here before the
// first render: no fallback flash, no layout shift, no waterfall.
const page = matchPage(stripLocale(window.location.pathname));
const [i18n] = await Promise.all([initI18n(locale), page ? preloadPage(page.load).catch(() => undefined) : undefined]);
const router = createBrowserRouter(buildRoutes());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <StoreProvider initial={{ language: locale.lang }}>
        <RouterProvider router={router} />
      </StoreProvider>
    </I18nextProvider>
  </StrictMode>,
);
