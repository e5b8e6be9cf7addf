import { use } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';

/** Makes some lazily loaded texts available in a language (`lazyKey`, `lazyKeys`). */
export type EnsureTexts = (i18n: I18n, lang: string) => Promise<void>;

/**
 * `useTranslation()` for a component that renders lazily loaded texts of the `translation`
 * namespace: suspends until those of every `ensure` are there in the page's language. Every
 * component that renders them calls it, not only its page: a component shown alone (in another
 * screen, in a test) then has its words too. The files are all asked for before the first wait.
 */
export function useTranslationWith(...ensures: EnsureTexts[]) {
  const translation = useTranslation();
  const { i18n } = translation;
  for (const texts of ensures.map((ensure) => ensure(i18n, i18n.language))) use(texts);
  return translation;
}
