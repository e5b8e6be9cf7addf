import { lazyKey, type NamespaceFile } from '../../i18n/lazyNamespace';

/** Makes the bonus back office's `staffBonuses.…` texts (campaigns, codes) available in `lang` (they come with the staff area). */
export const ensureStaffBonusesStrings = lazyKey('staffBonuses', import.meta.glob<NamespaceFile>('./i18n/*.json'));
