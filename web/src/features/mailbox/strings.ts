import { lazyKey, type NamespaceFile } from '../../i18n/lazyNamespace';

/** Makes the mail box tab's `mailbox.…` texts available in `lang` (they come with the tab). */
export const ensureMailboxStrings = lazyKey('mailbox', import.meta.glob<NamespaceFile>('./i18n/*.json'));
