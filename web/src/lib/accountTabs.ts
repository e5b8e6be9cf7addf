/** The account area's tabs, in the order of its side navigation. */
export const ACCOUNT_TABS = ['profile', 'password', 'deposit', 'withdrawal', 'transactions', 'bets', 'bonuses', 'mail', 'loyalty', 'responsible', 'documents'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

/** The location state of a link into the account area that opens one of its tabs. */
export interface AccountTabState {
  accountTab: AccountTab;
  /** The deposit bonus to choose in the deposit tab (a promotion's "Get bonus now"). */
  bonus?: string;
}

/** `state` of a link to `/user-management` opening `tab` (the deposit tab from the header, the 3-D Secure page). */
export function openAccountTab(tab: AccountTab, bonus?: string): AccountTabState {
  return bonus ? { accountTab: tab, bonus } : { accountTab: tab };
}

/** The deposit bonus a location asks the deposit tab to choose, '' for none. */
export function askedBonus(state: unknown): string {
  const bonus = (state as Partial<AccountTabState> | null)?.bonus;
  return typeof bonus === 'string' ? bonus : '';
}

/** The tab a location asks for, if any. */
export function askedAccountTab(state: unknown): AccountTab | null {
  const tab = (state as Partial<AccountTabState> | null)?.accountTab;
  return tab && (ACCOUNT_TABS as readonly string[]).includes(tab) ? tab : null;
}
