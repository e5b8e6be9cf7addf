/** The scope a session needs for the administrators' area; the server checks it again on every admin call. */
export const ADMIN_SCOPE = 'admin';
/** Support agents: the support tickets and a player's bonuses. */
export const SUPPORT_SCOPE = 'support';
/** Support managers: what support agents do, and the tickets escalated to a manager (only they or an administrator close one). */
export const MANAGER_SCOPE = 'manager';
/** The identity checks (know your customer): a player's verification level. */
export const KYC_SCOPE = 'kyc';
/** The staff roles: each opens the staff area (`/admin`) on the sections it may use. */
export const STAFF_SCOPES = [ADMIN_SCOPE, SUPPORT_SCOPE, MANAGER_SCOPE, KYC_SCOPE] as const;

/** Whether a session's scopes include the administrators'. */
export function isAdminScope(scope: readonly string[] | undefined): boolean {
  return scope?.includes(ADMIN_SCOPE) ?? false;
}

/** Whether a session's scopes include a staff role (administrator, support, manager or KYC). */
export function isStaffScope(scope: readonly string[] | undefined): boolean {
  return STAFF_SCOPES.some((role) => scope?.includes(role) ?? false);
}

/** Whether a session may close a ticket escalated to a manager (a manager or an administrator); the server checks it again. */
export function closesEscalated(scope: readonly string[] | undefined): boolean {
  return [MANAGER_SCOPE, ADMIN_SCOPE].some((role) => scope?.includes(role) ?? false);
}
