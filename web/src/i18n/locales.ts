/** A site locale: `prefix` is its URL segment ('' for French), `lang` its BCP 47 tag and resource file. */
export interface Locale {
  prefix: string;
  lang: string;
  /** The language's own name, as listed in the language menu. */
  name: string;
}

// The language menu's order: English, French, Finnish, German, Italian, Swedish,
// Norwegian, Russian, Turkish, Chinese, Indian (Hindi text).
export const LOCALES: readonly Locale[] = [
  { prefix: 'en', lang: 'en', name: 'English' },
  { prefix: '', lang: 'fr', name: 'Français' },
  { prefix: 'fi', lang: 'fi', name: 'Suomi' },
  { prefix: 'de', lang: 'de', name: 'Deutsch' },
  { prefix: 'it', lang: 'it', name: 'Italiano' },
  { prefix: 'se', lang: 'sv', name: 'Svenska' },
  { prefix: 'no', lang: 'nb', name: 'Norsk' },
  { prefix: 'ru', lang: 'ru', name: 'Русский' },
  { prefix: 'tr', lang: 'tr', name: 'Türkçe' },
  { prefix: 'zh', lang: 'zh', name: '中文' },
  { prefix: 'in', lang: 'hi', name: 'हिन्दी' },
];

export const DEFAULT_LOCALE: Locale = LOCALES[1];
export const PREFIXES: readonly string[] = LOCALES.filter((l) => l.prefix !== '').map((l) => l.prefix);

export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export function localeByPrefix(prefix: string): Locale | undefined {
  return LOCALES.find((l) => l.prefix === prefix);
}

/** The locale a URL path is in: its first segment if that is a locale prefix, French otherwise. */
export function localeFromPath(pathname: string): Locale {
  const first = pathname.split('/')[1] ?? '';
  return localeByPrefix(first) ?? DEFAULT_LOCALE;
}

/** The path without its locale prefix, always starting with '/'. */
export function stripLocale(pathname: string): string {
  const first = pathname.split('/')[1] ?? '';
  if (first !== '' && localeByPrefix(first)) {
    const rest = pathname.slice(first.length + 1);
    return rest === '' ? '/' : rest;
  }
  return pathname === '' ? '/' : pathname;
}

/** A locale-neutral path ('/faq') in the given locale ('/en/faq'; '/faq' for French). */
export function localizePath(path: string, locale: Locale): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale.prefix === '') return clean;
  return clean === '/' ? `/${locale.prefix}` : `/${locale.prefix}${clean}`;
}

/** The same page in another locale: '/en/faq' -> '/de/faq' -> '/faq'. */
export function switchLocalePath(pathname: string, target: Locale): string {
  return localizePath(stripLocale(pathname), target);
}

/** Remembers the visitor's choice; the URL, not this cookie, decides the language of a page. */
export function rememberLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale.prefix || 'fr'}; max-age=${LOCALE_COOKIE_MAX_AGE}; path=/; samesite=lax`;
}
