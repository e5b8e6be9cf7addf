// A Chromium profile signed in as a new player, for Lighthouse on the account area
// (scripts/lighthouse.sh): `node scripts/lighthouse-session.mjs <origin> <profile dir>`.
// The player registers and signs in through the API; the session goes into the origin's storage
// from a page that loads none of the app (robots.txt), so the measured visit is still a first one.
import { createRequire } from 'node:module';

const [origin, profile] = process.argv.slice(2);
const { chromium } = createRequire(new URL('../web/package.json', import.meta.url))('playwright');

const stamp = Date.now().toString(36);
const digits = String(Math.floor(Math.random() * 100_000_000)).padStart(8, '0');
const player = { username: `lh_${stamp}`.slice(0, 20), password: 'Secret#2026x' };
const post = async (path, body, token) => {
  const answer = await fetch(`${origin}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
  return answer.json();
};
await post('front/register_player', {
  ...player,
  confirm_password: player.password,
  email: `${player.username}@example.com`,
  mobile: `+33 6${digits}`,
  promo_code: '',
  gender: 'male',
  birth_date: '1985-01-31',
  first_name: 'Tom',
  last_name: 'Reed',
  address: '1 High Street',
  postal_code: 'SW1A 1AA',
  city: 'London',
  country: 'GB',
  language: 'en',
  currency: 'EUR',
  newsletter: false,
  accept_terms: true,
  confirm_currency: true,
});
const { accessToken } = await post('front/auth/login/', player);
const me = await (await fetch(`${origin}/api/front/auth/player`, { headers: { authorization: `Bearer ${accessToken}` } })).json();

const context = await chromium.launchPersistentContext(profile, { executablePath: process.env.CHROME_PATH, args: ['--no-sandbox'] });
const page = await context.newPage();
await page.goto(`${origin}/robots.txt`);
await page.evaluate(
  ([token, user]) => {
    localStorage.setItem('auth.accessToken', token);
    localStorage.setItem('auth.user', JSON.stringify({ player: user, scope: ['player'] }));
    localStorage.setItem('auth.loggedIn', 'true');
  },
  [accessToken, me.player],
);
await context.close();
