// Readings of one staff section that another section's actions make stale: the keys they share.

/** Every reading of the players' console (the searches and the files): an action on a player reads them again. */
export const PLAYERS_KEY = ['admin', 'players'] as const;

/** The players' files: what changes a player's money, tickets or verification reads them again. */
export const PLAYER_FILES_KEY = [...PLAYERS_KEY, 'file'] as const;

/** The staff log's reading: every staff action reads it again. */
export const STAFF_LOG_KEY = ['admin', 'staffLog'] as const;
