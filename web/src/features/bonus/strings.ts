import { lazyKey, type NamespaceFile } from '../../i18n/lazyNamespace';

/** Makes the bonuses tab's `bonuses.…` texts available in `lang` (they come with the tab). */
export const ensureBonusStrings = lazyKey('bonuses', import.meta.glob<NamespaceFile>('./i18n/*.json'));
