import type { Rules } from '../../core/rules';
import type { Failures } from '../../core/useCoreFormik';

/** The contact form as typed. */
export interface ContactValues extends Record<string, string> {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** casino-core's verdict on the contact form (`contact_failures`: the server runs the same rule). */
export function contactFailures(rules: Rules, v: ContactValues): Failures<ContactValues> {
  return rules.contact_failures({ name: v.name, email: v.email, subject: v.subject, message: v.message }) as Failures<ContactValues>;
}
