import { lazyKey, type NamespaceFile } from '../../i18n/lazyNamespace';

/** Makes the responsible gaming tab's `responsible.…` texts available in `lang` (they come with the tab). */
export const ensureResponsibleStrings = lazyKey('responsible', import.meta.glob<NamespaceFile>('./i18n/*.json'));
