import { lazyKey, type NamespaceFile } from '../../i18n/lazyNamespace';

/** Makes the profile tab's `profile.…` texts available in `lang` (they come with the tab). */
export const ensureProfileStrings = lazyKey('profile', import.meta.glob<NamespaceFile>('./i18n/profile/*.json'));
