import type { Rules } from '../../core/rules';
import type { Failures } from '../../core/useCoreFormik';

/** The contact form as typed. */
export interface ContactValues extends Record<string, string> {
  name: string;
  email: string;
  subject: string;
  message: string;
  /** A signed-in player's complaint: the reference of one of their bets or transactions ('' for none). */
  reference: string;
}

/**
 * casino-core's verdict on the contact form (`contact_failures`: the server runs the same rule).
 * The reference is the server's to judge (whose bet or transaction it is, and whether it is still
 * within its window).
 */
export function contactFailures(rules: Rules, v: ContactValues): Failures<ContactValues> {
  return rules.contact_failures({ name: v.name, email: v.email, subject: v.subject, message: v.message }) as Failures<ContactValues>;
}
