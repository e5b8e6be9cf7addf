import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, type Page } from './fixtures';
import { linkFromMail } from './outbox';

// Players made through the API, signed in through the sign-in dialog, and administrators made with
// `casino-server grant-role` on the database of the server under test (scripts/e2e.sh).

export interface NewPlayer {
  username: string;
  email: string;
  mobile: string;
  password: string;
}

/** A name, e-mail and phone nobody has yet (the server refuses duplicates of each). */
export function newPlayer(tag: string): NewPlayer {
  const stamp = Date.now().toString(36) + Math.floor(Math.random() * 1296).toString(36);
  // Random, not the clock: two players made in the same millisecond need two numbers.
  const digits = String(Math.floor(Math.random() * 100_000_000)).padStart(8, '0');
  const username = `e2e_${tag}_${stamp}`.slice(0, 20);
  return { username, email: `${username}@example.com`, mobile: `+33 6${digits}`, password: 'Secret#2026x' };
}

/**
 * Registers `player` (EUR wallet) through `front/register_player`, with `promoCode` if given, and
 * activates the account through the welcome e-mail's link unless `activate` is false (an account
 * not activated neither deposits, plays for real nor takes a bonus).
 */
export async function registerPlayer(request: APIRequestContext, player: NewPlayer, lang: 'fr' | 'en' = 'en', promoCode = '', activate = true) {
  const registered = await request.post('/api/front/register_player', {
    headers: { 'Accept-Language': lang },
    data: {
      username: player.username,
      password: player.password,
      confirm_password: player.password,
      email: player.email,
      mobile: player.mobile,
      promo_code: promoCode,
      gender: 'male',
      birth_date: '1985-01-31',
      first_name: 'Tom',
      last_name: 'Reed',
      address: '1 High Street',
      postal_code: 'SW1A 1AA',
      city: 'London',
      country: 'GB',
      language: lang,
      currency: 'EUR',
      newsletter: false,
      accept_terms: true,
      confirm_currency: true,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  if (!activate) return;
  const token = new URL(await linkFromMail(player.email, 'welcome')).searchParams.get('token');
  const activated = await request.post('/api/front/activate_player', { data: { token } });
  expect(activated.status(), await activated.text()).toBe(200);
}

/** A session token of `player` from `front/auth/login/`. */
export async function apiToken(request: APIRequestContext, player: NewPlayer): Promise<string> {
  const answer = await request.post('/api/front/auth/login/', { data: { username: player.username, password: player.password } });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { accessToken: string }).accessToken;
}

/** A call of the API as the player of `token`, which must answer 200; its JSON. */
export async function postAs(request: APIRequestContext, token: string, path: string, data: unknown): Promise<Record<string, unknown>> {
  const answer = await request.post(path, { headers: { Authorization: `Bearer ${token}` }, data });
  expect(answer.status(), `${path}: ${await answer.text()}`).toBe(200);
  return answer.json() as Promise<Record<string, unknown>>;
}

/**
 * Gives `username` a staff role with the server binary, on the database the server under test
 * uses (what an operator does: roles are never granted through the API).
 */
export function grantAdmin(username: string, role: 'admin' | 'support' | 'kyc' = 'admin') {
  const server = process.env.E2E_SERVER ?? '';
  const database = process.env.E2E_DATABASE_URL ?? '';
  expect(server, 'E2E_SERVER (set by scripts/e2e.sh)').not.toBe('');
  expect(database, 'E2E_DATABASE_URL (set by scripts/e2e.sh)').not.toBe('');
  const out = execFileSync(server, ['grant-role', username, role], {
    env: {
      ...process.env,
      DATABASE_URL: database,
      MAIL_OUTBOX: process.env.E2E_OUTBOX ?? '',
      GEOIP_DB: resolve(import.meta.dirname, '../../data/geoip/geo-whois-asn-country.mmdb'),
      RUST_LOG: 'warn',
    },
    encoding: 'utf8',
  });
  expect(out).toContain(`${username} now has the ${role} role`);
}

const SIGN_IN = {
  fr: { prefix: '', open: 'Se connecter', dialog: 'Connexion', username: "Nom d'utilisateur", password: 'Mot de passe' },
  en: { prefix: '/en', open: 'Sign in', dialog: 'Sign in', username: 'Username', password: 'Password' },
} as const;

/** Signs `player` in through the header's sign-in dialog, from the home page of `lang`. */
export async function signInThroughDialog(page: Page, player: NewPlayer, lang: 'fr' | 'en') {
  const l = SIGN_IN[lang];
  await page.goto(l.prefix || '/');
  await page.getByRole('button', { name: l.open }).first().click();
  const dialog = page.getByRole('dialog', { name: l.dialog });
  await dialog.getByLabel(l.username, { exact: true }).fill(player.username);
  await dialog.getByLabel(l.password, { exact: true }).fill(player.password);
  await dialog.getByRole('button', { name: l.open, exact: true }).click();
  await expect(dialog).toBeHidden();
}
