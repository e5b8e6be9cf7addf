import { lazyKey, type NamespaceFile } from '../../i18n/lazyNamespace';

// The withdrawal tab's words come with it, not with the locale file every page starts with: the
// home page's first-render budget.
/** Makes the `withdrawal.…` texts available in `lang`; the same promise for the same language. */
export const ensureWithdrawalStrings = lazyKey('withdrawal', import.meta.glob<NamespaceFile>('./i18n/*.json'));
