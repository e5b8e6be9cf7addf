import type { APIRequestContext } from '@playwright/test';
import { expect, test, type Page } from './fixtures';
import { newPlayer, registerPlayer, signInThroughDialog } from './players';

// Every route of the app, and a game of each engine, opened signed out and signed in: none may
// log an error to the console (a failed request, an exception, a React warning, a CSP refusal).
// With the service worker, as a player has it: its installation must not log an error either.
test.use({ serviceWorkers: 'allow' });
// The two walks are the longest tests (a minute each) and share nothing: on two workers rather
// than one after the other, the run does not wait on this file at its end.
test.describe.configure({ mode: 'parallel' });

const ROUTES = [
  '/',
  '/en',
  '/about-us',
  '/contact-us',
  '/faq',
  '/faq/1',
  '/online-casino',
  '/privacy',
  '/provably-fair',
  '/refund-policy',
  '/promotion',
  '/promotion/welcome',
  '/responsible',
  '/restriction',
  '/terms',
  '/why-choose-us',
  '/en/no-such-page',
];
/** Pages for visitors only, and pages for players only (each redirects the others). */
const GUEST_ROUTES = ['/login', '/sign-up', '/reset-password', '/welcome', '/threedsecure'];
const PLAYER_ROUTES = ['/user-management', '/en/user-management?tab=transactions', '/en/user-management?tab=deposit'];

/** The first game of each engine in the catalogue, and a live table. */
async function oneGameOfEachEngine(request: APIRequestContext): Promise<string[]> {
  const first = new Map<string, string>();
  for (let page = 1; page <= 10; page++) {
    const answer = await request.post('/api/front/get_games', { data: { page, page_size: 100 } });
    expect(answer.status()).toBe(200);
    const list = (await answer.json()) as { games: { id: string; engine: string; live: boolean }[] };
    if (list.games.length === 0) break;
    for (const game of list.games) {
      const key = game.live ? 'live' : game.engine;
      if (!first.has(key)) first.set(key, game.id);
    }
  }
  expect(first.size).toBeGreaterThanOrEqual(20);
  return [...first.values()].map((id) => `/en/online-casino/${id}`);
}

/** Opens each path and returns what the console said as errors, by path. */
async function errorsOn(page: Page, paths: string[]): Promise<string[]> {
  const errors: string[] = [];
  let at = '';
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${at}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${at}: ${error.message}`));
  for (const path of paths) {
    at = path;
    await page.goto(path);
    // The page's own reads settle (the lobby, the game's opening, the account's lists).
    await page.waitForLoadState('networkidle');
  }
  return errors;
}

test('no route logs a console error, signed out', async ({ page, request }) => {
  test.setTimeout(240_000);
  const games = await oneGameOfEachEngine(request);
  expect(await errorsOn(page, [...ROUTES, ...GUEST_ROUTES, ...games])).toEqual([]);
});

test('no route logs a console error, signed in', async ({ page, request }) => {
  test.setTimeout(240_000);
  const games = await oneGameOfEachEngine(request);
  const player = newPlayer('console');
  await registerPlayer(request, player);
  await signInThroughDialog(page, player, 'en');
  expect(await errorsOn(page, [...ROUTES, ...PLAYER_ROUTES, ...games])).toEqual([]);
});
