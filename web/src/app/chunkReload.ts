import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export const CHUNK_RELOAD_KEY = 'chunk-reload-at';
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * Decides whether a failed chunk load may reload the page: at most once per interval.
 * Records the reload time when it says yes.
 */
export function shouldReloadAfterChunkError(
  store: KeyValueStore,
  now: number = Date.now(),
  interval: number = CHUNK_RELOAD_INTERVAL_MS,
): boolean {
  let last = Number.NaN;
  try {
    last = Number(store.getItem(CHUNK_RELOAD_KEY));
  } catch {
    return false;
  }
  if (Number.isFinite(last) && last > 0 && now - last < interval) return false;
  try {
    store.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  return true;
}

function storage(): KeyValueStore {
  try {
    return window.localStorage;
  } catch {
    return { getItem: () => null, setItem: () => undefined };
  }
}

/** Loads a module; when that fails (a new deploy removed the chunk), reloads the page once per minute. */
export function loadWithReload<T>(load: () => Promise<T>, reload: () => void = () => window.location.reload()): Promise<T> {
  return load().catch((error: unknown) => {
    if (shouldReloadAfterChunkError(storage())) {
      reload();
      return new Promise<T>(() => undefined);
    }
    throw error;
  });
}

// Modules already loaded, by loader: React.lazy gets them through a synchronous thenable, so a
// page whose chunk is already here (preloaded before the first render, or prefetched) renders
// at once instead of showing the fallback for a frame (which shifted the layout).
const loaded = new Map<() => Promise<unknown>, unknown>();

/**
 * Loads a page module and remembers it for `lazyPage`. A failure reloads the page (throttled)
 * unless `reloadOnError` is false, as for a mere prefetch.
 */
export function preloadPage<M>(load: () => Promise<M>, reloadOnError = true): Promise<M> {
  return (reloadOnError ? loadWithReload(load) : load()).then((mod) => {
    loaded.set(load, mod);
    return mod;
  });
}

/** React.lazy whose chunk failure reloads the page (throttled). */
export function lazyPage<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => {
    if (loaded.has(load)) {
      const mod = loaded.get(load) as { default: ComponentType<P> };
      // A thenable that settles synchronously: React.lazy reads it as resolved right away.
      return { then: (resolve: (m: { default: ComponentType<P> }) => void) => resolve(mod) } as unknown as Promise<{ default: ComponentType<P> }>;
    }
    return preloadPage(load);
  });
}
