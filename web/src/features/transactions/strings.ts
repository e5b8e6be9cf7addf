import { lazyKey, type NamespaceFile } from '../../i18n/lazyNamespace';

// The refund texts come with the history tab, not with the locale file every page starts with:
// the home page's first-render budget.
/** Makes the `refunds.…` texts available in `lang`; the same promise for the same language. */
export const ensureRefundStrings = lazyKey('refunds', import.meta.glob<NamespaceFile>('./i18n/*.json'));
