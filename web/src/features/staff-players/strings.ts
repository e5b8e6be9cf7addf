import { lazyKey, type NamespaceFile } from '../../i18n/lazyNamespace';

/** Makes the players' console's `staffPlayers.…` texts (search, file, account, break, correction, bonuses) available in `lang` (they come with the staff area). */
export const ensureStaffPlayersStrings = lazyKey('staffPlayers', import.meta.glob<NamespaceFile>('./i18n/*.json'));
