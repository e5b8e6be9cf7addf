import { lazyKey, type NamespaceFile } from '../../i18n/lazyNamespace';

/**
 * Makes the support console's (players, tickets) and the staff log's `staff.…` texts available
 * in `lang`: they come with the staff area, not with the locale file every page starts with.
 */
export const ensureStaffStrings = lazyKey('staff', import.meta.glob<NamespaceFile>('./i18n/*.json'));
