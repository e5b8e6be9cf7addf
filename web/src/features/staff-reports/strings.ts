import { lazyKey, type NamespaceFile } from '../../i18n/lazyNamespace';

/** Makes the operator's report's `staffReports.…` texts available in `lang` (they come with the staff area). */
export const ensureStaffReportsStrings = lazyKey('staffReports', import.meta.glob<NamespaceFile>('./i18n/*.json'));
