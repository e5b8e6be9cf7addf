import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { test, expect } from './fixtures';
import { apiToken, newPlayer, postAs, registerPlayer, signInThroughDialog } from './players';

// Games end to end against the real server: the lobby with its search, a slot in fun play (play
// money, labelled), then real play at a dice table with the header's balance following the round,
// and that round verified in the browser by the same engine compiled to WebAssembly after the
// seed that drew it is revealed. In English at `/en`; the lobby also in French at `/`.

test('the lobby searches and opens a slot in fun play', async ({ page }) => {
  await page.goto('/en/online-casino');
  const tiles = page.locator('a.game-tile, a[href^="/en/online-casino/"]');
  await expect(tiles.first()).toBeVisible();
  await expect(page.getByText(/^24 of \d{3} games$/)).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search for a game' }).fill('pharaoh');
  await expect(page.getByText(/^\d+ of \d+ games$/)).toHaveText(/^(\d+) of \1 games$/);
  const pharaoh = page.getByRole('link', { name: /Pharaoh/ }).first();
  await expect(pharaoh).toBeVisible();
  await pharaoh.click();

  await expect(page).toHaveURL(/\/en\/online-casino\/[a-z-]*pharaoh[a-z-]*/);
  await expect(page.getByText('Fun play — play money')).toBeVisible();
  await expect(page.getByText('Play-money balance: 10,000.00 FUN')).toBeVisible();
  const spun = page.waitForResponse((r) => r.url().endsWith('/api/game/bet') && r.status() === 200);
  await page.getByRole('button', { name: 'Spin', exact: true }).click();
  const round = (await (await spun).json()) as { balance: string; stake: string; win: string; net: string; result: string; moment: string; finished: boolean };
  const fun = (amount: string) => `${Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2 })} FUN`;
  await expect(page.getByText(`Play-money balance: ${fun(round.balance)}`)).toBeVisible();
  // A settled spin says its net result; only a return above the stake is called a win.
  const outcome: Record<string, string> = {
    open: 'Your move.',
    win: `You win ${fun(round.win)}! Net result: +${fun(round.net)}.`,
    even: `Your stake of ${fun(round.stake)} is returned. Net result: ${fun(round.net)}.`,
    part_returned: `${fun(round.win)} returned of your ${fun(round.stake)} stake. Net result: -${fun(round.net.replace('-', ''))}.`,
    loss: `No win this time. Net result: -${fun(round.net.replace('-', ''))}.`,
  };
  // A win of 10 times the stake or more is also named for its size, before the sentence.
  const said = page.locator('p.play-outcome[role="status"]');
  await expect(said).toContainText(outcome[round.result]);
  const moments: Record<string, string> = { big: 'Big win!', huge: 'Huge win!', mega: 'Mega win!' };
  if (round.moment === 'none') await expect(said.locator('.play-moment')).toHaveCount(0);
  else await expect(said.locator('.play-moment')).toHaveText(moments[round.moment]);
});

test('le lobby en français', async ({ page }) => {
  await page.goto('/online-casino');
  await expect(page.getByRole('tab', { name: /Roulette européenne/ })).toBeVisible();
  await page.getByRole('tab', { name: /Roulette européenne/ }).click();
  await expect(page).toHaveURL(/category=european-roulette/);
  await expect(page.getByRole('link', { name: /European Roulette/ }).first()).toBeVisible();
});

test('real play moves the header balance and the round verifies in the browser', async ({ page, request }) => {
  const player = newPlayer('games');
  await registerPlayer(request, player);
  const token = await apiToken(request, player);
  const deposit = await request.post('/api/front/moto_deposit_processor', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      amount: '100.00',
      currency: 'EUR',
      idempotency_key: crypto.randomUUID(),
      card: { holder: 'TOM REED', number: '4111 1111 1111 1111', month: '12', year: '2030', cvv: '123' },
    },
  });
  expect(deposit.status(), await deposit.text()).toBe(200);

  await signInThroughDialog(page, player, 'en');
  const header = page.getByRole('banner').getByRole('button', { name: /^Balance\b/ });
  await expect(header).toHaveText('€100.00');
  await page.goto('/en/online-casino/classic-dice?mode=real');
  await expect(page.getByRole('button', { name: 'Real money' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByLabel(/^Stake/).fill('5.00');
  const rolled = page.waitForResponse((r) => r.url().endsWith('/api/game/bet') && r.status() === 200);
  await page.getByRole('button', { name: 'Roll' }).click();
  const round = (await (await rolled).json()) as { id: string; balance: string; stake: string; engine: { version: string; module_hash: string } };
  expect(round.stake).toBe('5.00');
  // The round names the games module the site serves (the one the verifier below runs).
  const served = readdirSync('dist/assets').filter((f) => /^casino_games_wasm_bg-.*\.wasm$/.test(f));
  expect(served).toHaveLength(1);
  expect(round.engine.module_hash).toBe(createHash('sha256').update(readFileSync(`dist/assets/${served[0]}`)).digest('hex'));
  await expect(header).toHaveText(`€${round.balance}`);

  // Reveal the seed that drew the round, then replay it with the engine in the browser.
  await page.getByRole('tab', { name: 'Provably fair' }).click();
  await page.getByRole('button', { name: 'Change seed' }).click();
  await expect(page.getByText('Seed changed: the previous server seed is revealed below.')).toBeVisible();
  await page.getByRole('tab', { name: 'Recent bets' }).click();
  await page.getByRole('link', { name: /^Verify/ }).first().click();
  await expect(page).toHaveURL(new RegExp(`/en/provably-fair\\?round=${round.id}`));
  await page.getByRole('button', { name: 'Replay the round' }).click();
  await expect(page.getByText('Matches the commitment shown before the round.')).toBeVisible();
  await expect(page.getByText('The replay matches the recorded round.')).toBeVisible();
  const engine = page.getByRole('region', { name: 'Which code decides' });
  await expect(engine.getByText(round.engine.module_hash)).toHaveCount(2);
  await expect(engine.getByText('The same module: this replay runs the very code that decided the round.')).toBeVisible();
  await engine.screenshot({ path: 'test-results/screens/verifier-engine-en-1200.png' });
});

test.describe('with the service worker', () => {
  // The other tests block it (playwright.config.ts); this one is about what it keeps.
  test.use({ serviceWorkers: 'allow' });

  test('a revealed round verifies with the network off, and signing out forgets the kept rounds', async ({ page, context, request }) => {
    // The service worker registers once the page has settled, then keeps the whole app.
    test.setTimeout(150_000);
    const player = newPlayer('offline');
    await registerPlayer(request, player);
    const token = await apiToken(request, player);
    await postAs(request, token, '/api/front/moto_deposit_processor', {
      amount: '20.00',
      currency: 'EUR',
      idempotency_key: crypto.randomUUID(),
      card: { holder: 'TOM REED', number: '4111 1111 1111 1111', month: '12', year: '2030', cvv: '123' },
    });
    const round = await postAs(request, token, '/api/game/bet', {
      game_id: 'classic-dice',
      mode: 'real',
      bet: { engine: 'dice', stake: 100, target: 5000, direction: 'under' },
      idempotency_key: crypto.randomUUID(),
    });
    await postAs(request, token, '/api/game/rotate_seed', { mode: 'real' });

    await signInThroughDialog(page, player, 'en');
    await page.goto('/en/provably-fair');
    await expect(page.getByText('Your revealed rounds of the last 30 days are kept in this browser: you can check them here even offline.')).toBeVisible();
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 90_000 });

    await context.setOffline(true);
    await page.goto(`/en/provably-fair?round=${String(round.id)}&mode=real`);
    await expect(page.getByLabel('Server seed (revealed, 64 hexadecimal characters)')).not.toHaveValue('');
    await page.getByRole('button', { name: 'Replay the round' }).click();
    await expect(page.getByText('Matches the commitment shown before the round.')).toBeVisible();
    await expect(page.getByText('The replay matches the recorded round.')).toBeVisible();
    // The module the service worker kept is the one that decided the round.
    await expect(page.getByText('The same module: this replay runs the very code that decided the round.')).toBeVisible();
    await context.setOffline(false);

    expect(await page.evaluate(() => caches.has('player-data'))).toBe(true);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect.poll(() => page.evaluate(() => caches.has('player-data'))).toBe(false);
  });
});
