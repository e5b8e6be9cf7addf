/** The scope a session needs for the administrators' area; the server checks it again on every admin call. */
export const ADMIN_SCOPE = 'admin';

/** Whether a session's scopes include the administrators'. */
export function isAdminScope(scope: readonly string[] | undefined): boolean {
  return scope?.includes(ADMIN_SCOPE) ?? false;
}
