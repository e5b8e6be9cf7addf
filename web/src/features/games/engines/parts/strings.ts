import { use } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';

type Resource = Record<string, unknown>;

/** The engine screens' words: the `engines` namespace, one file per locale, fetched with the first game. */
export const ENGINES_NS = 'engines';

const loaders = import.meta.glob<{ default: Resource }>('../i18n/*.json');

// One promise per instance and language, kept once fulfilled: React's `use` reads a promise it
// has seen settle without suspending again.
const loads = new WeakMap<I18n, Map<string, Promise<void>>>();

/** Makes the `engines` namespace available in `lang`; the same promise for the same language. */
export function ensureEngineStrings(i18n: I18n, lang: string): Promise<void> {
  let byLang = loads.get(i18n);
  if (!byLang) loads.set(i18n, (byLang = new Map()));
  const cache = byLang;
  let promise = cache.get(lang);
  if (!promise) {
    const load = loaders[`../i18n/${lang}.json`];
    promise = i18n.hasResourceBundle(lang, ENGINES_NS)
      ? Promise.resolve()
      : load
        ? load().then((mod) => {
            i18n.addResourceBundle(lang, ENGINES_NS, mod.default);
          })
        : Promise.reject(new Error(`No game texts for locale ${lang}`));
    promise.catch(() => cache.delete(lang));
    cache.set(lang, promise);
  }
  return promise;
}

/** `t` of the `engines` namespace; suspends until the page's language is loaded. */
export function useEngineText() {
  const { t, i18n } = useTranslation(ENGINES_NS);
  use(ensureEngineStrings(i18n, i18n.language));
  return t;
}
