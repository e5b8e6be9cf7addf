// @vitest-environment node
// The sign-up form and the new-password forms run casino-core's whole-form rules through the
// real WebAssembly build: the same fields fail here as on `front/register_player`.
import { describe, expect, it } from 'vitest';
import type { RegistrationForm } from './rules';
import { coreFromDisk } from '../test/wasm';

const { new_password_failures, registration_failures } = coreFromDisk();

const valid: RegistrationForm = {
  username: 'lucie_m',
  password: 'Secret#2026',
  confirm_password: 'Secret#2026',
  email: 'lucie@example.fr',
  mobile: '+33 6 12 34 56 78',
  promo_code: '',
  gender: 'female',
  birth_date: '1990-04-12',
  first_name: 'Lucie',
  last_name: 'Martin',
  address: '12 rue des Lilas',
  postal_code: '69003',
  city: 'Lyon',
  country: 'FR',
  language: 'fr',
  currency: 'EUR',
  newsletter: false,
  accept_terms: true,
  confirm_currency: true,
};

describe('registration_failures', () => {
  it('passes a complete form', () => {
    expect(registration_failures(valid, '2026-11-23', 'terms')).toEqual({});
  });

  it('names every failing field with its code and parameters', () => {
    const got = registration_failures(
      { ...valid, username: 'x', birth_date: '2010-01-01', accept_terms: false, confirm_currency: false, gender: 'other' },
      '2026-11-23',
      'terms',
    );
    expect(got).toEqual({
      accept_terms: { code: 'terms_not_accepted', params: {} },
      birth_date: { code: 'underage', params: { min_age: '18' } },
      confirm_currency: { code: 'currency_not_confirmed', params: {} },
      gender: { code: 'choice_invalid', params: {} },
      username: { code: 'username_invalid', params: { min: '3', max: '20' } },
    });
  });

  it('reports a malformed date or policy as a bad request, not a throw', () => {
    expect(registration_failures(valid, 'soon', 'terms')).toEqual({ form: { code: 'invalid_request', params: {} } });
    expect(new_password_failures('a', 'a', 'lax')).toEqual({ form: { code: 'invalid_request', params: {} } });
  });
});

describe('new_password_failures', () => {
  it('checks the policy and the confirmation', () => {
    expect(new_password_failures('Secret#2026', 'Secret#2026', 'terms')).toEqual({});
    expect(new_password_failures('Secret#2026', 'Secret#2027', 'terms')).toEqual({
      confirm_password: { code: 'password_mismatch', params: {} },
    });
  });
});
