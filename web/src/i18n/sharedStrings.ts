import { lazyKey, type NamespaceFile } from './lazyNamespace';

// Texts that screens of several features render (a feature imports no other feature), kept out of
// the locale file every page starts with: the home page's first-render budget. Each comes with the
// first screen that needs it; the files are `shared/<key>/<lang>.json`, that key's subtree.

/** The account area's `account.…` texts: its title, its tabs' names and their loading message. */
export const ensureAccountStrings = lazyKey('account', import.meta.glob<NamespaceFile>('./shared/account/*.json'));

/** The player's details' `signUp.…` texts: the sign-up form, the profile tab, the staff's player forms. */
export const ensureSignUpStrings = lazyKey('signUp', import.meta.glob<NamespaceFile>('./shared/signUp/*.json'));

/** The `transactions.…` texts: the history tab, and the names of a transaction's type, status and processor. */
export const ensureTransactionStrings = lazyKey('transactions', import.meta.glob<NamespaceFile>('./shared/transactions/*.json'));

/** The `wallet.…` texts: the header's balance and wallets, and the deposit tab's balance. */
export const ensureWalletStrings = lazyKey('wallet', import.meta.glob<NamespaceFile>('./shared/wallet/*.json'));

/**
 * The staff area's `staff.…` texts that its sections share (reading, working, back, cancel, the
 * actions column, a ticket's status) and the area's own lead.
 */
export const ensureStaffStrings = lazyKey('staff', import.meta.glob<NamespaceFile>('./shared/staff/*.json'));
