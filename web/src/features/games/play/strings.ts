import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyNamespace, type NamespaceFile } from '../../../i18n/lazyNamespace';

/**
 * The words of the game player, the verifier, the bet history and the engines' screens: the
 * `play` namespace, one file per locale, fetched with those pages (never with the home page).
 */
export const PLAY_NS = 'play';

/** Makes the namespace available in `lang`; the same promise for the same language. */
export const ensurePlayStrings = lazyNamespace(PLAY_NS, import.meta.glob<NamespaceFile>('./i18n/*.json'));

/** `t` of the `play` namespace; suspends until the page's language is loaded. */
export function usePlayText() {
  const { t, i18n } = useTranslation(PLAY_NS);
  use(ensurePlayStrings(i18n, i18n.language));
  return t;
}
