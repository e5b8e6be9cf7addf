import { lazyKey, type NamespaceFile } from '../../i18n/lazyNamespace';

// The deposit screens' words (the largest part of the locale files) come with the account page,
// not with the locale file every page starts with: the home page's first-render budget.
/** Makes the `deposit.…` texts available in `lang`; the same promise for the same language. */
export const ensureDepositStrings = lazyKey('deposit', import.meta.glob<NamespaceFile>('./i18n/*.json'));

/** Makes the 3-D Secure return page's `threeds.…` texts available in `lang` (they come with the page). */
export const ensureThreeDSecureStrings = lazyKey('threeds', import.meta.glob<NamespaceFile>('./i18n/threeds/*.json'));
