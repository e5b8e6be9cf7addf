import type { i18n as I18n } from 'i18next';

export interface NamespaceFile {
  default: Record<string, unknown>;
}
type Loaders = Record<string, () => Promise<NamespaceFile>>;

/**
 * A translation namespace kept out of the locale files the home page starts with (those count in
 * its first-render budget) and fetched with the pages that use it. `loaders` is the feature's
 * `import.meta.glob` of its `i18n/<lang>.json` files; the file of `lang` is the one whose name
 * ends in `/<lang>.json`.
 *
 * The returned function gives one promise per i18n instance and language, kept once fulfilled
 * (React's `use` reads a promise it has seen settle without suspending again) and forgotten when
 * it fails (offline for a moment: a later call tries again).
 */
export function lazyNamespace(ns: string, loaders: Loaders): (i18n: I18n, lang: string) => Promise<void> {
  return lazyTexts(loaders, {
    present: (i18n, lang) => i18n.hasResourceBundle(lang, ns),
    add: (i18n, lang, texts) => void i18n.addResourceBundle(lang, ns, texts),
  });
}

/**
 * Like `lazyNamespace`, for the texts under one top-level key of the main `translation` namespace
 * (`deposit`): the files hold that key's subtree, merged in when loaded, so the screens keep their
 * `t('deposit.…')` keys.
 */
export function lazyKey(key: string, loaders: Loaders): (i18n: I18n, lang: string) => Promise<void> {
  return lazyTexts(loaders, {
    present: (i18n, lang) => i18n.getResource(lang, 'translation', key) !== undefined,
    add: (i18n, lang, texts) => void i18n.addResourceBundle(lang, 'translation', { [key]: texts }, true, true),
  });
}

interface Placement {
  present(i18n: I18n, lang: string): boolean;
  add(i18n: I18n, lang: string, texts: Record<string, unknown>): void;
}

function lazyTexts(loaders: Loaders, place: Placement): (i18n: I18n, lang: string) => Promise<void> {
  const loads = new WeakMap<I18n, Map<string, Promise<void>>>();
  return (i18n, lang) => {
    let byLang = loads.get(i18n);
    if (!byLang) loads.set(i18n, (byLang = new Map()));
    const cache = byLang;
    let promise = cache.get(lang);
    if (!promise) {
      const load = Object.entries(loaders).find(([path]) => path.endsWith(`/${lang}.json`))?.[1];
      promise = place.present(i18n, lang)
        ? Promise.resolve()
        : load
          ? load().then((mod) => place.add(i18n, lang, mod.default))
          : Promise.reject(new Error(`No texts for locale ${lang}`));
      promise.catch(() => cache.delete(lang));
      cache.set(lang, promise);
    }
    return promise;
  };
}
