import { lazyKey, type NamespaceFile } from '../../i18n/lazyNamespace';

/** Makes the documents tab's `kyc.…` texts available in `lang` (they come with the tab). */
export const ensureKycStrings = lazyKey('kyc', import.meta.glob<NamespaceFile>('./i18n/*.json'));
