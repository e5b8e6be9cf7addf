import type { i18n as I18n } from 'i18next';

type Resource = Record<string, unknown>;

/** The lobby's words are the `games` namespace, one file per locale, fetched with the lobby. */
export const GAMES_NS = 'games';

// Not in the locale files the home page starts with: those count in its first-render budget, and
// the lobby (with its 34 category names) renders after the first paint anyway.
const loaders = import.meta.glob<{ default: Resource }>('./i18n/*.json');

// One promise per instance and language, kept once fulfilled: React's `use` reads a promise it
// has seen settle without suspending again.
const loads = new WeakMap<I18n, Map<string, Promise<void>>>();

/** Makes the `games` namespace available in `lang`; the same promise for the same language. */
export function ensureGamesStrings(i18n: I18n, lang: string): Promise<void> {
  let byLang = loads.get(i18n);
  if (!byLang) loads.set(i18n, (byLang = new Map()));
  const cache = byLang;
  let promise = cache.get(lang);
  if (!promise) {
    const load = loaders[`./i18n/${lang}.json`];
    promise = i18n.hasResourceBundle(lang, GAMES_NS)
      ? Promise.resolve()
      : load
        ? load().then((mod) => {
            i18n.addResourceBundle(lang, GAMES_NS, mod.default);
          })
        : Promise.reject(new Error(`No lobby texts for locale ${lang}`));
    // Offline for a moment: a later call tries again.
    promise.catch(() => cache.delete(lang));
    cache.set(lang, promise);
  }
  return promise;
}
