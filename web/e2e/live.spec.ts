import { test, expect } from './fixtures';

// A live roulette table end to end against the real server, in fun play: wait for a betting
// window, lay a chip, place it, wait for the table to settle, check the play money moved by
// exactly stake and win (the server's own answers, read as they arrive), then verify the bet in
// the browser from the seed the table revealed. Short windows make it quick
// (`LIVE_BETTING_SECONDS`, `LIVE_RESULT_SECONDS` of the server); the defaults work too, slower.

interface Round {
  id: string;
  stake: string;
  win: string;
  net: string;
  result: 'open' | 'win' | 'even' | 'part_returned' | 'loss';
  balance: string;
  finished: boolean;
  live_round_id: string | null;
  view: { number: number } | null;
}

/** A decimal amount of the API (`"1000.00"`) in cents, exactly. */
const cents = (amount: string): bigint => {
  const [whole, frac = ''] = amount.split('.');
  return BigInt(whole) * 100n + BigInt((frac + '00').slice(0, 2));
};

/** An amount as the page shows play money in English (`1,000.00`). */
const shown = (amount: string): string => {
  const [whole, frac] = amount.split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${frac}`;
};

test('a live roulette table in fun play: a chip in the window, the shared result, the balance, the verifier', async ({ page, request }) => {
  test.setTimeout(150_000);
  const list = await request.post('/api/front/get_games', { data: { category: 'live-dealer' } });
  expect(list.status()).toBe(200);
  const { games } = (await list.json()) as { games: { id: string; engine: string; live: boolean }[] };
  const table = games.find((g) => g.live && g.engine === 'roulette');
  expect(table, 'a live roulette table in the catalogue').toBeTruthy();

  const opened = page.waitForResponse((r) => r.url().endsWith('/api/front/get_game_url') && r.status() === 200);
  await page.goto(`/en/online-casino/${table!.id}`);
  const before = ((await (await opened).json()) as { balance: string }).balance;
  await expect(page.getByText('Fun play — play money')).toBeVisible();
  await expect(page.getByText(`Play-money balance: ${shown(before)} FUN`)).toBeVisible();

  // A betting window with time enough to place a chip.
  await expect(page.getByRole('timer')).toHaveText(/^Time left: ([4-9]|\d{2,}) s$/, { timeout: 60_000 });
  await expect(page.getByText('Place your bets', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Red', exact: true }).click();
  await expect(page.getByText(/^Total stake: .+ FUN \(chips: 1\)$/)).toBeVisible();

  const placedAnswer = page.waitForResponse((r) => r.url().endsWith('/api/game/live_bet'));
  const settledAnswer = page.waitForResponse(async (r) => r.url().endsWith('/api/game/round') && r.status() === 200 && ((await r.json()) as Round).finished, {
    timeout: 60_000,
  });
  await page.getByRole('button', { name: 'Place bets' }).click();
  const placedResponse = await placedAnswer;
  expect(placedResponse.status(), await placedResponse.text()).toBe(200);
  const placed = (await placedResponse.json()) as Round;
  expect(placed.finished).toBe(false);
  expect(placed.live_round_id).toBeTruthy();
  expect(cents(placed.balance)).toBe(cents(before) - cents(placed.stake));
  await expect(page.getByText(`Your stake this round: ${shown(placed.stake)} FUN (chips: 1)`)).toBeVisible();
  await expect(page.getByText(`Play-money balance: ${shown(placed.balance)} FUN`)).toBeVisible();

  // The table settles for everyone; the page fetches the bet's result.
  const settled = (await (await settledAnswer).json()) as Round;
  expect(settled.id).toBe(placed.id);
  expect(cents(settled.balance)).toBe(cents(before) - cents(placed.stake) + cents(settled.win));
  const number = settled.view!.number;
  await expect(page.getByText(new RegExp(`^Result: ${number === 37 ? '00' : number} (Red|Black|Green)$`))).toBeVisible();
  // Only a return above the stake is a win (one chip on one bet: a win or nothing).
  expect(settled.result).toBe(cents(settled.win) > 0n ? 'win' : 'loss');
  const net = shown(settled.net.replace('-', ''));
  await expect(page.getByText(settled.result === 'win' ? `You won ${shown(settled.win)} FUN. Net result: +${net} FUN.` : `No win this round. Net result: -${net} FUN.`)).toBeVisible();
  await expect(page.getByText(`Play-money balance: ${shown(settled.balance)} FUN`)).toBeVisible();

  // The seed of the round is revealed: the bet replays in the browser.
  await page.getByRole('tab', { name: 'Provably fair' }).click();
  await page.getByRole('link', { name: /^Verify my bet on round \d+$/ }).click();
  await expect(page).toHaveURL(new RegExp(`/en/provably-fair\\?round=${placed.id}&mode=fun`));
  await page.getByRole('button', { name: 'Replay the round' }).click();
  await expect(page.getByText('Matches the commitment shown before the round.')).toBeVisible();
  await expect(page.getByText('The replay matches the recorded round.')).toBeVisible();
});

interface CoupView {
  player: string[];
  banker: string[];
  player_total: number;
  banker_total: number;
  winner: 'player' | 'banker' | 'tie';
  wins: { player: string; banker: string; tie: string };
}

const COUP = {
  fr: { prefix: '', banker: 'Banquier', place: 'Miser', timer: /^Temps restant : ([4-9]|\d{2,}) s$/, won: { player: 'Le joueur gagne', banker: 'Le banquier gagne', tie: 'Égalité' }, coup: (w: string, p: number, b: number) => `Résultat : ${w} — joueur ${p}, banquier ${b}`, lobby: /^(Mises ouvertes : \d+ s · joueurs : \d+|Les mises se ferment · joueurs : \d+|Prochaine partie dans \d+ s|La prochaine partie s'ouvre)$/, theme: 'dark', width: 360 },
  en: { prefix: '/en', banker: 'Banker', place: 'Place bets', timer: /^Time left: ([4-9]|\d{2,}) s$/, won: { player: 'Player wins', banker: 'Banker wins', tie: 'Tie' }, coup: (w: string, p: number, b: number) => `Result: ${w} — player ${p}, banker ${b}`, lobby: /^(Bets open: \d+ s left · players: \d+|Bets closing · players: \d+|Next round in \d+ s|Next round opening)$/, theme: 'light', width: 1200 },
} as const;

for (const lang of ['fr', 'en'] as const) {
  test(`the live baccarat table in fun play: one coup, the spot's return, the balance (${lang})`, async ({ page, request }) => {
    test.setTimeout(150_000);
    const l = COUP[lang];
    const list = await request.post('/api/front/get_games', { data: { category: 'live-dealer' } });
    const { games } = (await list.json()) as { games: { id: string; engine: string; live: boolean }[] };
    const table = games.find((g) => g.live && g.engine === 'baccarat');
    expect(table, 'a live baccarat table in the catalogue').toBeTruthy();

    await page.addInitScript((t) => localStorage.setItem('theme', t), l.theme);
    await page.setViewportSize({ width: l.width, height: 900 });
    const opened = page.waitForResponse((r) => r.url().endsWith('/api/front/get_game_url') && r.status() === 200);
    await page.goto(`${l.prefix}/online-casino/${table!.id}`);
    const before = ((await (await opened).json()) as { balance: string }).balance;

    await expect(page.getByRole('timer')).toHaveText(l.timer, { timeout: 60_000 });
    await page.getByRole('textbox', { name: l.banker }).fill('10');
    const placedAnswer = page.waitForResponse((r) => r.url().endsWith('/api/game/live_bet'));
    const settledAnswer = page.waitForResponse(async (r) => r.url().endsWith('/api/game/round') && r.status() === 200 && ((await r.json()) as Round).finished, {
      timeout: 60_000,
    });
    await page.getByRole('button', { name: l.place }).click();
    const placedResponse = await placedAnswer;
    expect(placedResponse.status(), await placedResponse.text()).toBe(200);
    const placed = (await placedResponse.json()) as Round;
    expect(placed.stake).toBe('10.00');
    expect(cents(placed.balance)).toBe(cents(before) - 1000n);

    const settled = (await (await settledAnswer).json()) as Round & { view: CoupView };
    const coup = settled.view;
    // Banker pays 19 to 20 and a tie returns the stake; a player win takes it.
    const expected = { banker: 1950n, tie: 1000n, player: 0n }[coup.winner];
    expect(cents(settled.win)).toBe(expected);
    expect(cents(settled.balance)).toBe(cents(before) - 1000n + expected);
    await expect(page.getByText(l.coup(l.won[coup.winner], coup.player_total, coup.banker_total), { exact: true })).toBeVisible();
    // Every card of the coup is on the table, named for screen readers.
    await expect(page.locator('.live-coup-hands .play-card:not(.play-card-back)')).toHaveCount(coup.player.length + coup.banker.length);
    await page.screenshot({ path: `test-results/screens/live-baccarat-${lang}-${l.width}-${l.theme}.png`, fullPage: true });

    // The lobby's live card says where the table stands (it is awake: someone just played).
    await page.goto(`${l.prefix}/online-casino?category=live-dealer`);
    const card = page.locator('.game-tile', { hasText: 'Live Baccarat Deauville' });
    await expect(card.locator('.game-live-status')).toHaveText(l.lobby, { timeout: 15_000 });
    await page.screenshot({ path: `test-results/screens/live-lobby-${lang}-${l.width}-${l.theme}.png` });

    // The stage fits the screen: nothing wider than the viewport.
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(l.width);
  });
}

const HAND = {
  fr: { prefix: '', stake: /^Mise \(/, place: 'Miser', stand: 'Rester', timer: /^Temps restant : ([4-9]|\d{2,}) s$/, deciding: 'Les cartes sont distribuées : tirez, restez ou doublez', decide: /^Temps pour décider : \d+ s/, theme: 'dark', width: 360 },
  en: { prefix: '/en', stake: /^Stake \(/, place: 'Place bets', stand: 'Stand', timer: /^Time left: ([4-9]|\d{2,}) s$/, deciding: 'The cards are out: hit, stand or double', decide: /^Time to decide: \d+ s/, theme: 'light', width: 1200 },
} as const;

for (const lang of ['fr', 'en'] as const) {
  test(`the live blackjack table in fun play: one hand for all, the seat's decision, the dealer's hand (${lang})`, async ({ page, request }) => {
    test.setTimeout(240_000);
    const l = HAND[lang];
    const list = await request.post('/api/front/get_games', { data: { category: 'live-dealer' } });
    const { games } = (await list.json()) as { games: { id: string; engine: string; live: boolean }[] };
    const table = games.find((g) => g.live && g.engine === 'blackjack');
    expect(table, 'a live blackjack table in the catalogue').toBeTruthy();

    await page.addInitScript((t) => localStorage.setItem('theme', t), l.theme);
    await page.setViewportSize({ width: l.width, height: 900 });
    const opened = page.waitForResponse((r) => r.url().endsWith('/api/front/get_game_url') && r.status() === 200);
    await page.goto(`${l.prefix}/online-casino/${table!.id}`);
    let balance = cents(((await (await opened).json()) as { balance: string }).balance);

    // A deal with a natural ends at the peek and settles at once: the next round is tried.
    let decided = false;
    for (let attempt = 0; attempt < 4 && !decided; attempt++) {
      await expect(page.getByRole('timer')).toHaveText(l.timer, { timeout: 60_000 });
      await page.getByRole('textbox', { name: l.stake }).fill('10');
      const placedAnswer = page.waitForResponse((r) => r.url().endsWith('/api/game/live_bet'));
      const settledAnswer = page.waitForResponse(async (r) => r.url().endsWith('/api/game/round') && r.status() === 200 && ((await r.json()) as Round).finished, { timeout: 90_000 });
      await page.getByRole('button', { name: l.place }).click();
      const placed = (await (await placedAnswer).json()) as Round;
      expect(cents(placed.balance)).toBe(balance - 1000n);
      const next = await Promise.race([
        page
          .getByText(l.deciding, { exact: true })
          .waitFor({ timeout: 60_000 })
          .then(() => 'deciding' as const),
        settledAnswer.then(() => 'settled' as const),
      ]);
      if (next === 'deciding') {
        await expect(page.getByRole('timer')).toHaveText(l.decide);
        // The dealer's second card stays face down while the seats decide.
        await expect(page.locator('.bj-dealer .play-card-back')).toHaveCount(1);
        const acted = page.waitForResponse((r) => r.url().endsWith('/api/game/act'));
        await page.getByRole('button', { name: l.stand, exact: true }).click();
        expect((await acted).status()).toBe(200);
        decided = true;
      }
      const settled = (await (await settledAnswer).json()) as Round & { view: { dealer: string[] } };
      expect(settled.id).toBe(placed.id);
      expect(cents(settled.balance)).toBe(balance - 1000n + cents(settled.win));
      balance = cents(settled.balance);
      if (decided) {
        await expect(page.locator('.bj-dealer .play-card:not(.play-card-back)')).toHaveCount(settled.view.dealer.length);
        await page.screenshot({ path: `test-results/screens/live-blackjack-${lang}-${l.width}-${l.theme}.png`, fullPage: true });
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width).toBeLessThanOrEqual(l.width);
      }
    }
    expect(decided, 'a deal with a decision within four rounds').toBe(true);
  });
}
