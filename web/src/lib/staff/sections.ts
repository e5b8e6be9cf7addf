import { ADMIN_SCOPE, KYC_SCOPE, MANAGER_SCOPE, SUPPORT_SCOPE } from '../scope';

/** The sections of the staff area, in the page's order. */
export const STAFF_SECTIONS = ['withdrawals', 'wires', 'held', 'commissions', 'players', 'tickets', 'documents', 'verification', 'campaigns', 'codes', 'playerBonuses', 'settings', 'content', 'staffLog', 'reports'] as const;
export type StaffSection = (typeof STAFF_SECTIONS)[number];

/**
 * What each staff role may use (the server checks every call again): administrators everything
 * (the site's settings and content are theirs alone); support the players' search and files, the
 * tickets and a player's bonuses, and managers the same; KYC the identity documents' queue and the verification level.
 */
const SECTIONS_OF: Record<string, readonly StaffSection[]> = {
  [ADMIN_SCOPE]: STAFF_SECTIONS,
  [SUPPORT_SCOPE]: ['players', 'tickets', 'playerBonuses'],
  [MANAGER_SCOPE]: ['players', 'tickets', 'playerBonuses'],
  [KYC_SCOPE]: ['documents', 'verification'],
};

/** The sections a session's roles open, in the page's order (none for a player). */
export function staffSections(scope: readonly string[] | undefined): StaffSection[] {
  const allowed = new Set((scope ?? []).flatMap((role) => SECTIONS_OF[role] ?? []));
  return STAFF_SECTIONS.filter((s) => allowed.has(s));
}
