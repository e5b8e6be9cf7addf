import { lazyKey, type NamespaceFile } from '../../i18n/lazyNamespace';

/**
 * Makes the promotions pages' `promotions.…` texts available in `lang`: they come with the pages
 * (before their first render when a visit starts there: `prepare` in PromotionPage), not with the
 * locale file every page starts with.
 */
export const ensurePromotionStrings = lazyKey('promotions', import.meta.glob<NamespaceFile>('./i18n/promotions/*.json'));
