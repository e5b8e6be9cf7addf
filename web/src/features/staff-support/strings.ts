import { lazyKey, type NamespaceFile } from '../../i18n/lazyNamespace';

/** Makes the support tickets' `staffSupport.…` texts available in `lang` (they come with the staff area). */
export const ensureStaffSupportStrings = lazyKey('staffSupport', import.meta.glob<NamespaceFile>('./i18n/*.json'));
