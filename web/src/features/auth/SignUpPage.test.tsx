import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { initI18n } from '../../i18n/i18n';
import { localeByPrefix } from '../../i18n/locales';
import { ensureSignUpStrings } from '../../i18n/sharedStrings';
import { StoreProvider } from '../../store/store';
import { mockApi } from '../../test/api';
import { failure, json } from '../../test/fixtures';
import { renderApp, visitorClient } from '../../test/renderApp';
import { SignUpSuccess } from './SignUpSuccess';

vi.mock('../../core/rules', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../core/rules')>();
  const { rulesFromDisk } = await import('../../test/wasm');
  return { ...actual, loadRules: rulesFromDisk };
});

const VALID = {
  'Username (cannot be changed later)': 'lucie_m',
  'E-mail': 'lucie@example.fr',
  Password: 'Secret#2026x',
  'Confirm password': 'Secret#2026x',
  'Mobile phone number': '+33 6 12 34 56 78',
  'First name': 'Lucie',
  'Last name': 'Martin',
  Gender: 'female',
  'Date of birth': '1990-04-12',
  Address: '12 rue des Lilas',
  'Postal code': '69003',
  City: 'Lyon',
  Country: 'FR',
};

function type(label: string, value: string) {
  const field = screen.getByLabelText(label);
  fireEvent.change(field, { target: { value } });
  return field;
}

function leave(label: string, value: string) {
  const field = type(label, value);
  fireEvent.blur(field);
  return field;
}

async function fillValid() {
  for (const [label, value] of Object.entries(VALID)) type(label, value);
  fireEvent.click(screen.getByLabelText(/I am 18 or older/));
  fireEvent.click(screen.getByLabelText(/I confirm my currency selection/));
}

async function submit() {
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Open an account' })));
}

function errorOf(label: string): string | null | undefined {
  const field = screen.getByLabelText(label);
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)).find((el) => el?.classList.contains('invalid-feedback'))?.textContent;
}

async function openSignUp(client?: QueryClient, path = '/en/sign-up') {
  const router = await renderApp(path, {}, client);
  await screen.findByRole('heading', { level: 1, name: 'Register now' });
  // The countries' names come once the page is idle.
  await within(screen.getByLabelText('Country')).findByRole('option', { name: 'France' });
  // The rulebook and the catalogue are here once a rule speaks.
  leave('E-mail', 'x');
  await screen.findByText('Not valid email address');
  type('E-mail', '');
  return router;
}

describe('sign-up page', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows casino-core messages once a field was left, and every one on submit, focusing the first', async () => {
    const api = mockApi({});
    await openSignUp();
    leave('Mobile phone number', '12345');
    expect(errorOf('Mobile phone number')).toBe('Mobile phone number length must be at least 7.');
    expect(errorOf('First name')).toBeUndefined();
    await submit();
    expect(errorOf('Username (cannot be changed later)')).toBe('Field required');
    expect(errorOf('First name')).toBe('Field required');
    expect(errorOf('Gender')).toBe('Field required');
    expect(screen.getByText('Please accept terms and conditions')).toBeTruthy();
    expect(screen.getByText('Please confirm your currency selection.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Username (cannot be changed later)'));
    expect(api.callsTo('front/register_player')).toHaveLength(0);
  });

  it('sends the whole form, then shows the success screen with its countdown', async () => {
    const api = mockApi({ 'front/register_player': () => json(201, { code: 'player_created', message: 'x' }) });
    await openSignUp();
    await fillValid();
    fireEvent.click(screen.getByLabelText(/news and offers/));
    await submit();
    expect(await screen.findByRole('heading', { name: 'Player created successfully.' })).toBeTruthy();
    expect(screen.getByText('Please check your email inbox/spam to activate your account and get bonus')).toBeTruthy();
    expect(screen.getByText('You will be redirected in 10 seconds.')).toBeTruthy();
    expect(api.callsTo('front/register_player')[0].body).toEqual({
      username: 'lucie_m',
      password: 'Secret#2026x',
      confirm_password: 'Secret#2026x',
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
      language: 'en',
      currency: 'EUR',
      newsletter: true,
      accept_terms: true,
      confirm_currency: true,
      referral: '',
    });
  });

  it("sends the referral code of a friend's link, kept for the visit", async () => {
    const api = mockApi({ 'front/register_player': () => json(201, { code: 'player_created', message: 'x' }) });
    sessionStorage.clear();
    await openSignUp(undefined, '/en/sign-up?ref=K7QX2MPA');
    await fillValid();
    await submit();
    expect(await screen.findByRole('heading', { name: 'Player created successfully.' })).toBeTruthy();
    expect(api.callsTo('front/register_player')[0].body).toMatchObject({ referral: 'K7QX2MPA' });
    expect(sessionStorage.getItem('casino.referral')).toBe('K7QX2MPA');
    sessionStorage.clear();
  });

  it('puts the server field failures (422) under their fields', async () => {
    mockApi({
      'front/register_player': () =>
        failure(422, 'email_invalid', { email: 'email_invalid', city: 'field_required' }),
    });
    await openSignUp();
    await fillValid();
    await submit();
    expect(errorOf('E-mail')).toBe('Not valid email address');
    expect(errorOf('City')).toBe('Field required');
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail'));
    // Changing the field clears what the server said about it.
    type('E-mail', 'lucie2@example.fr');
    expect(errorOf('E-mail')).toBeUndefined();
  });

  it.each([
    ['account_exists', 409, 'Username (cannot be changed later)', 'The same username, email or mobile phone/location already exists.'],
    ['email_exists', 409, 'E-mail', 'The email already exists.'],
    ['phone_exists', 409, 'Mobile phone number', 'The phone number already exists.'],
    ['country_restricted', 403, 'Country', 'Our services are not available in your country.'],
  ])('%s (%i) is said under %s', async (code, status, label, text) => {
    mockApi({ 'front/register_player': () => failure(status, code) });
    await openSignUp();
    await fillValid();
    await submit();
    expect(errorOf(label)).toBe(text);
    expect(document.activeElement).toBe(screen.getByLabelText(label));
  });

  it('a failure of no field is said next to the button', async () => {
    mockApi({ 'front/register_player': () => failure(502, 'mailing_failed') });
    await openSignUp();
    await fillValid();
    await submit();
    const alert = screen.getByText('Mailing failed. Please direct email.');
    expect(alert.getAttribute('role')).toBe('alert');
  });

  it('checks the username once left, and a promo code once left non-empty', async () => {
    const api = mockApi({
      'front/validate_player_name': () => failure(409, 'account_exists', { username: 'account_exists' }),
      'front/validate_promo_code': () => failure(422, 'promo_code_invalid'),
    });
    await openSignUp();
    leave('Username (cannot be changed later)', 'x');
    expect(errorOf('Username (cannot be changed later)')).toContain('The username must be 3 to 20 characters long');
    expect(api.callsTo('front/validate_player_name')).toHaveLength(0);
    await act(async () => {
      leave('Username (cannot be changed later)', 'lucie_m');
    });
    expect(api.callsTo('front/validate_player_name')[0].body).toEqual({ username: 'lucie_m' });
    expect(errorOf('Username (cannot be changed later)')).toBe('The same username, email or mobile phone/location already exists.');
    await act(async () => {
      leave('Promo code (optional)', '');
    });
    expect(api.callsTo('front/validate_promo_code')).toHaveLength(0);
    await act(async () => {
      leave('Promo code (optional)', 'NOPE');
    });
    expect(api.callsTo('front/validate_promo_code')[0].body).toEqual({ code: 'NOPE' });
    expect(errorOf('Promo code (optional)')).toBe('Invalid promo code!');
  });

  it('defaults the country to the geolocated one, without blacklisted countries in the list', async () => {
    mockApi({});
    await openSignUp(visitorClient({ countryCode: 'de', countryBlackList: ['JP', 'QA'] }));
    const country = screen.getByLabelText('Country') as HTMLSelectElement;
    expect(country.value).toBe('DE');
    expect(within(country).getByRole('option', { name: 'Germany' })).toBeTruthy();
    expect(within(country).queryByRole('option', { name: 'Japan' })).toBeNull();
    expect((screen.getByLabelText('Language') as HTMLSelectElement).value).toBe('en');
  });

  it("offers casino-core's first currency: the euro, and rupees on the Indian site", async () => {
    mockApi({});
    await openSignUp();
    expect((screen.getByLabelText('Currency') as HTMLSelectElement).value).toBe('EUR');
    cleanup();
    await renderApp('/in/sign-up');
    const currency = await screen.findByLabelText('मुद्रा');
    await vi.waitFor(() => expect((currency as HTMLSelectElement).value).toBe('INR'));
  });

  it('the success screen counts down from 10 seconds, then goes to the locale home', async () => {
    vi.useFakeTimers();
    const i18n = await initI18n(localeByPrefix('en')!);
    // The screen's words come with it: here before it renders, as the sign-up page has them.
    await ensureSignUpStrings(i18n, 'en');
    const router = createMemoryRouter(
      [
        { path: '/en/sign-up', element: <SignUpSuccess /> },
        { path: '/en', element: <p>home</p> },
      ],
      { initialEntries: ['/en/sign-up'] },
    );
    await act(async () => {
      render(
        <I18nextProvider i18n={i18n}>
          <StoreProvider>
            <RouterProvider router={router} />
          </StoreProvider>
        </I18nextProvider>,
      );
    });
    expect(screen.getByText('You will be redirected in 10 seconds.')).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(9000));
    expect(screen.getByText('You will be redirected in 1 second.')).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(1000));
    expect(router.state.location.pathname).toBe('/en');
  });
});
