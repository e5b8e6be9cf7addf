import { lazyKey, type NamespaceFile } from '../../i18n/lazyNamespace';

/** Makes the identity documents' queue's and the verification form's `staffIdentity.…` texts available in `lang` (they come with the staff area). */
export const ensureStaffIdentityStrings = lazyKey('staffIdentity', import.meta.glob<NamespaceFile>('./i18n/*.json'));
