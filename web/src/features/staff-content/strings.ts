import { lazyKey, type NamespaceFile } from '../../i18n/lazyNamespace';

/** Makes the site content's and settings' `staffContent.…` texts available in `lang` (they come with the staff area). */
export const ensureStaffContentStrings = lazyKey('staffContent', import.meta.glob<NamespaceFile>('./i18n/*.json'));
