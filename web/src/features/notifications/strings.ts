import { lazyKey, type NamespaceFile } from '../../i18n/lazyNamespace';

/** Makes the notifications' `notice.…` texts available in `lang` (they come with the signed-in player's chunk). */
export const ensureNoticeStrings = lazyKey('notice', import.meta.glob<NamespaceFile>('./i18n/*.json'));
