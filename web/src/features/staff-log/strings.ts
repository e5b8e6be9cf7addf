import { lazyKey, type NamespaceFile } from '../../i18n/lazyNamespace';

/** Makes the staff log's `staffLog.…` texts available in `lang` (they come with the staff area). */
export const ensureStaffLogStrings = lazyKey('staffLog', import.meta.glob<NamespaceFile>('./i18n/*.json'));
