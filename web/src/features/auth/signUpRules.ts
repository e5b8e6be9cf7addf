import type { FieldRule } from '../../core/useRules';

export interface SignUpValues extends Record<string, string> {
  username: string;
  email: string;
  password: string;
  confirm_password: string;
  mobile: string;
  promo_code: string;
  first_name: string;
  last_name: string;
  birth_date: string;
  address: string;
  postal_code: string;
  city: string;
  country: string;
}

export const EMPTY_SIGN_UP: SignUpValues = {
  username: '',
  email: '',
  password: '',
  confirm_password: '',
  mobile: '',
  promo_code: '',
  first_name: '',
  last_name: '',
  birth_date: '',
  address: '',
  postal_code: '',
  city: '',
  country: '',
};

const required =
  (field: keyof SignUpValues): FieldRule<SignUpValues> =>
  (r, v) =>
    r.required(v[field]);

/** Which casino-core rule checks each field (the server runs the same ones). */
export function signUpRules(policy: 'terms' | 'interface', today: string): { [K in keyof SignUpValues]?: FieldRule<SignUpValues> } {
  return {
    username: required('username'),
    email: (r, v) => r.email(v.email),
    password: (r, v) => r.password(v.password, policy),
    confirm_password: (r, v) => r.confirm_password(v.password, v.confirm_password),
    mobile: (r, v) => r.mobile_phone(v.mobile),
    first_name: required('first_name'),
    last_name: required('last_name'),
    birth_date: (r, v) => r.birth_date(v.birth_date, today),
    address: required('address'),
    postal_code: required('postal_code'),
    city: required('city'),
    country: required('country'),
  };
}
