import { useLocation } from 'react-router';
import { localeFromPath, localizePath, type Locale } from '../i18n/locales';

/** The locale of the current URL (French without prefix). */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}

/** Builds paths in the current locale: `to('/faq')` is '/en/faq' on an English page. */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return (path: string) => localizePath(path, locale);
}
