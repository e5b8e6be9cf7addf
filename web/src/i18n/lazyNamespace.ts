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
 * The returned function gives a promise already settled for React's `use` once the texts are
 * here; while they load, one promise per i18n instance and language, forgotten when it fails
 * (offline for a moment: a later call tries again).
 */
export function lazyNamespace(ns: string, loaders: Loaders): (i18n: I18n, lang: string) => Promise<void> {
  return lazyTexts((lang) => loaderOf(loaders, lang), {
    present: (i18n, lang) => i18n.hasResourceBundle(lang, ns),
    add: (i18n, lang, texts) => void i18n.addResourceBundle(lang, ns, texts),
  });
}

/**
 * Like `lazyNamespace`, for the texts under one top-level key of the main `translation` namespace
 * (`deposit`): the files hold that key's subtree, merged in when loaded, so the screens keep their
 * `t('deposit.…')` keys. The main locale files must not hold the key at all: the texts are loaded
 * unless it is there.
 */
export function lazyKey(key: string, loaders: Loaders): (i18n: I18n, lang: string) => Promise<void> {
  return lazyKeys({ [key]: loaders });
}

/**
 * Like `lazyKey`, for several top-level keys a screen needs together (`{ signIn: …, forgot: … }`),
 * each with its own files: fetched at once, one promise for them all.
 */
export function lazyKeys(files: Record<string, Loaders>): (i18n: I18n, lang: string) => Promise<void> {
  const keys = Object.keys(files);
  return lazyTexts(
    (lang) => {
      const loads = keys.map((key) => loaderOf(files[key], lang));
      if (loads.some((load) => !load)) return undefined;
      return async () => {
        const mods = await Promise.all(loads.map((load) => load!()));
        return { default: Object.fromEntries(keys.map((key, i) => [key, mods[i].default])) };
      };
    },
    {
      present: (i18n, lang) => keys.every((key) => i18n.getResource(lang, 'translation', key) !== undefined),
      add: (i18n, lang, texts) => void i18n.addResourceBundle(lang, 'translation', texts, true, true),
    },
  );
}

/** The loader of `lang`'s file: the one whose name ends in `/<lang>.json`. */
function loaderOf(loaders: Loaders, lang: string): (() => Promise<NamespaceFile>) | undefined {
  return Object.entries(loaders).find(([path]) => path.endsWith(`/${lang}.json`))?.[1];
}

interface Placement {
  present(i18n: I18n, lang: string): boolean;
  add(i18n: I18n, lang: string, texts: Record<string, unknown>): void;
}

function lazyTexts(
  loaderFor: (lang: string) => (() => Promise<NamespaceFile>) | undefined,
  place: Placement,
): (i18n: I18n, lang: string) => Promise<void> {
  const loads = new WeakMap<I18n, Map<string, Promise<void>>>();
  return (i18n, lang) => {
    // Texts already here need no waiting: a promise marked as React marks one it has seen
    // settle, which `use` reads without suspending. `useTranslation` gives a wrapper of the
    // instance, not the instance: a render's first call has no cached promise to reuse, and a
    // visit's first render (its page prepared its texts before it) or the build's rendering
    // must not suspend.
    if (place.present(i18n, lang)) return Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });
    let byLang = loads.get(i18n);
    if (!byLang) loads.set(i18n, (byLang = new Map()));
    const cache = byLang;
    let promise = cache.get(lang);
    if (!promise) {
      const load = loaderFor(lang);
      promise = load ? load().then((mod) => place.add(i18n, lang, mod.default)) : Promise.reject(new Error(`No texts for locale ${lang}`));
      promise.catch(() => cache.delete(lang));
      cache.set(lang, promise);
    }
    return promise;
  };
}
