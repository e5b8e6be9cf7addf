import { lazyNamespace, type NamespaceFile } from '../../i18n/lazyNamespace';

/** The lobby's words are the `games` namespace, one file per locale, fetched with the lobby. */
export const GAMES_NS = 'games';

// Not in the locale files the home page starts with: the lobby (with its 34 category names)
// renders after the first paint anyway.
/** Makes the `games` namespace available in `lang`; the same promise for the same language. */
export const ensureGamesStrings = lazyNamespace(GAMES_NS, import.meta.glob<NamespaceFile>('./i18n/*.json'));
