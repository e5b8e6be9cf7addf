import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import './styles/main.scss';
import { initI18n } from './i18n/i18n';
import { localeFromPath, stripLocale } from './i18n/locales';
import { applyTheme, readStoredTheme, StoreProvider } from './store/store';
import { AppRoutes } from './app/routes';
import { installPrefetcher } from './app/prefetcher';
import { matchPage } from './app/pages';
import { preloadPage } from './app/chunkReload';
import { QueryRoot } from './lib/queryRoot';
import { takePageData } from './lib/pageData';
import { followTypedFields } from './lib/typedBeforeStart';

// The rendered page's fields are followed from the first moment: the app gives back what the
// visitor typed into them before it started.
const giveBackTyped = followTypedFields(document.getElementById('root')!);
applyTheme(readStoredTheme());
installPrefetcher();
// The server's readings for this page (its content), before anything renders.
takePageData();

/**
 * On a page rendered at build time, public/boot.js links the page's modules a few at a time while
 * the shell downloads. Its imports wait for the last link: the bundler's import helper links every
 * module not linked yet, all in the task that starts the app (a long task on a phone).
 */
function bootPreloads(): Promise<void> {
  if (!document.querySelector('script[data-entry]') || document.documentElement.hasAttribute('data-preloaded')) return Promise.resolve();
  return new Promise((resolve) => {
    document.addEventListener('app:preloaded', () => resolve(), { once: true });
    // boot.js cannot fail to get there; should it, the app starts anyway.
    setTimeout(resolve, 2000);
  });
}
await bootPreloads();

const locale = localeFromPath(window.location.pathname);
// The locale file and the current page's chunk load in parallel, and both are here before the
// first render: no fallback flash, no layout shift, no waterfall.
const page = matchPage(stripLocale(window.location.pathname));
const [i18n, pageModule] = await Promise.all([initI18n(locale), page ? preloadPage(page.load).catch(() => undefined) : undefined]);
await pageModule?.prepare?.(i18n).catch(() => undefined);

/**
 * Marks the page live (`<html data-ready>`): a page rendered at build time looks the same before.
 * What the visitor typed into that page goes into the app's fields then.
 */
function Ready({ children }: { children: ReactNode }) {
  useEffect(() => {
    giveBackTyped();
    document.documentElement.setAttribute('data-ready', '');
  }, []);
  return children;
}

// A page rendered at build time is replaced in one commit by the same tree, now interactive. As a
// transition the render yields to the browser every few milliseconds instead of one long task
// (the page is already on screen, nothing waits for it).
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <Ready>
        <I18nextProvider i18n={i18n}>
          <QueryRoot>
            <StoreProvider initial={{ language: locale.lang }}>
              <BrowserRouter>
                <AppRoutes />
              </BrowserRouter>
            </StoreProvider>
          </QueryRoot>
        </I18nextProvider>
      </Ready>
    </StrictMode>,
  ),
);
