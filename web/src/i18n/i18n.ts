import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from './locales';
import { setPageLanguage } from '../lib/pageLanguage';

type Resource = Record<string, unknown>;

// One chunk per locale: only the current locale's file is fetched.
const loaders = import.meta.glob<{ default: Resource }>('./locales/*.json');
// Rule and API messages: the catalogue casino-core and the server use, in the `errors` namespace.
const errorLoaders = import.meta.glob<{ default: Resource }>('../../../core/i18n/*.json');

export async function loadResource(lang: string): Promise<Resource> {
  const load = loaders[`./locales/${lang}.json`];
  if (!load) throw new Error(`No resources for locale ${lang}`);
  return (await load()).default;
}

export async function loadErrors(lang: string): Promise<Resource> {
  const load = errorLoaders[`../../../core/i18n/${lang}.json`];
  if (!load) throw new Error(`No messages for locale ${lang}`);
  return (await load()).default;
}

let instance: I18n | null = null;
// Rule and API messages are fetched on first need (a form, an API failure), never at start-up:
// the home page's first render must not wait for them. Once wanted, they follow language changes.
let errorsWanted = false;

/** Makes the `errors` namespace available in `lang`; resolves once it is. */
export async function ensureErrors(i18n: I18n, lang: string): Promise<void> {
  errorsWanted = true;
  if (!i18n.hasResourceBundle(lang, 'errors')) {
    i18n.addResourceBundle(lang, 'errors', await loadErrors(lang));
  }
}

/** Creates the i18next instance for the first locale. Browser-language detection is off by design. */
export async function initI18n(locale: Locale): Promise<I18n> {
  if (instance) {
    await changeLocale(locale);
    return instance;
  }
  const i18n = await createI18n(locale);
  instance = i18n;
  document.documentElement.lang = locale.lang;
  return i18n;
}

/** A fresh i18next instance in one locale, touching nothing else (the build-time renderer uses it). */
export async function createI18n(locale: Locale): Promise<I18n> {
  const resource = await loadResource(locale.lang);
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: locale.lang,
    fallbackLng: false,
    ns: ['translation'],
    resources: { [locale.lang]: { translation: resource } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  setPageLanguage(locale.lang);
  return i18n;
}

export async function changeLocale(locale: Locale): Promise<void> {
  const i18n = instance;
  if (!i18n) return;
  if (!i18n.hasResourceBundle(locale.lang, 'translation')) {
    i18n.addResourceBundle(locale.lang, 'translation', await loadResource(locale.lang));
  }
  if (errorsWanted) await ensureErrors(i18n, locale.lang);
  setPageLanguage(locale.lang);
  if (i18n.language !== locale.lang) await i18n.changeLanguage(locale.lang);
  document.documentElement.lang = locale.lang;
}

/** For tests: forget the instance. */
export function resetI18n(): void {
  instance = null;
}
