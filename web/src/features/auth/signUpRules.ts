import type { RegistrationForm, Rules } from '../../core/rules';
import type { Failures } from '../../core/useCoreFormik';
import type { Settings } from '../../lib/siteSettings';

/** Every field of the form, always present (the body of `front/register_player`). */
export type SignUpValues = Required<RegistrationForm> & Record<string, string | boolean>;

export const EMPTY_SIGN_UP: SignUpValues = {
  username: '',
  password: '',
  confirm_password: '',
  email: '',
  mobile: '',
  promo_code: '',
  gender: '',
  birth_date: '',
  first_name: '',
  last_name: '',
  address: '',
  postal_code: '',
  city: '',
  country: '',
  language: 'fr',
  currency: 'EUR',
  newsletter: false,
  accept_terms: false,
  confirm_currency: false,
  referral: '',
};

/** casino-core's check of the whole form: exactly what `front/register_player` refuses. */
export function registrationFailures(
  rules: Rules,
  form: SignUpValues,
  today: string,
  policy: Settings['passwordPolicy'],
): Failures<SignUpValues> {
  return rules.registration_failures(form, today, policy);
}
