import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyNamespace, type NamespaceFile } from '../../../../i18n/lazyNamespace';

/** The engine screens' words: the `engines` namespace, one file per locale, fetched with the first game. */
export const ENGINES_NS = 'engines';

/** Makes the namespace available in `lang`; the same promise for the same language. */
export const ensureEngineStrings = lazyNamespace(ENGINES_NS, import.meta.glob<NamespaceFile>('../i18n/*.json'));

/** `t` of the `engines` namespace; suspends until the page's language is loaded. */
export function useEngineText() {
  const { t, i18n } = useTranslation(ENGINES_NS);
  use(ensureEngineStrings(i18n, i18n.language));
  return t;
}
