import type { Rules } from '../../core/rules';
import type { Failures } from '../../core/useCoreFormik';
import type { Settings } from '../../lib/siteSettings';

export interface NewPassword extends Record<string, string> {
  password: string;
  confirm_password: string;
}

/** casino-core's check of a new password and its confirmation, as the server runs it. */
export function newPasswordFailures(rules: Rules, v: NewPassword, policy: Settings['passwordPolicy']): Failures<NewPassword> {
  return rules.new_password_failures(v.password, v.confirm_password, policy);
}

export interface PasswordChange extends NewPassword {
  old_password: string;
}

/** The change-password form: the current password is required, the new one as on a reset. */
export function passwordChangeFailures(rules: Rules, v: PasswordChange, policy: Settings['passwordPolicy']): Failures<PasswordChange> {
  const out: Failures<PasswordChange> = { ...rules.new_password_failures(v.password, v.confirm_password, policy) };
  const old = rules.required(v.old_password).error;
  return old ? { old_password: old, ...out } : out;
}
