import { setPrefetcher } from '../components/prefetchRegistry';
import { stripLocale } from '../i18n/locales';
import { matchPage } from './pages';
import { canPrefetch } from './prefetch';
import { preloadPage } from './chunkReload';

const done = new Set<string>();

/** Prefetches the chunk of the page a link points to, unless the connection is slow, saving data, or offline. */
export function installPrefetcher(): void {
  setPrefetcher((path) => {
    const page = matchPage(stripLocale(path));
    if (!page || done.has(page.path) || !canPrefetch()) return;
    done.add(page.path);
    preloadPage(page.load, false).catch(() => done.delete(page.path));
  });
}
