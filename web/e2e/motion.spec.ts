import { test, expect, type Page } from './fixtures';

// Games that move: a slot's reels turn and stop one after another on the round the server
// settled, and only then is the result said; quick play and reduced motion show the same round;
// sound stays off (no audio context is even made) until the player turns it on, which the
// device remembers. Fun play, against the real server.

const SLOT = '/online-casino/golden-pharaoh';

interface SlotRound {
  id: string;
  result: string;
  win: string;
  net: string;
  stake: string;
  view: { window: number[][] };
}

/** Counts the audio contexts the page makes (each `new AudioContext()`). */
async function countAudio(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __audio: number; AudioContext: typeof AudioContext };
    w.__audio = 0;
    const Real = w.AudioContext;
    w.AudioContext = class extends Real {
      constructor(options?: AudioContextOptions) {
        super(options);
        w.__audio += 1;
      }
    };
  });
}

const audioContexts = (page: Page) => page.evaluate(() => (window as unknown as { __audio: number }).__audio);

/** Spins once: the server's round. */
async function spin(page: Page, label: string): Promise<SlotRound> {
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/game/bet') && r.status() === 200);
  await page.getByRole('button', { name: label, exact: true }).click();
  return (await (await answered).json()) as SlotRound;
}

/** The symbols the window shows, reel by reel (the reels at rest). */
async function shownWindow(page: Page): Promise<number[][]> {
  return page.locator('.slots-reel').evaluateAll((reels) =>
    reels.map((reel) => Array.from(reel.querySelectorAll(':scope > .slots-cell')).map((c) => Number(c.getAttribute('data-symbol')))),
  );
}

const outcome = (page: Page) => page.locator('.play-outcome');

for (const { lang, width, prefix, spinLabel, sound } of [
  { lang: 'en', width: 1200, prefix: '/en', spinLabel: 'Spin', sound: 'Sound' },
  { lang: 'fr', width: 360, prefix: '', spinLabel: 'Lancer', sound: 'Son' },
]) {
  test(`a slot's reels turn, then stop on the server's round; sound waits to be turned on (${lang}, ${width}px)`, async ({ page }) => {
    test.setTimeout(60_000);
    await countAudio(page);
    await page.setViewportSize({ width, height: width < 600 ? 780 : 900 });
    await page.goto(`${prefix}${SLOT}`);
    await expect(page.getByRole('button', { name: spinLabel, exact: true })).toBeEnabled();

    const round = await spin(page, spinLabel);
    // The answer is here, the reels still turn, and nothing is said of the result yet.
    await expect(page.locator('.slots-reel.is-turning').first()).toBeVisible();
    await expect(outcome(page)).toHaveText('');
    // Then they stop, on the window the server drew, and the result is said.
    await expect(page.locator('.slots-reel.is-turning')).toHaveCount(0);
    await expect(outcome(page)).not.toHaveText('');
    expect(await shownWindow(page)).toEqual(round.view.window);
    if (lang === 'en' && round.result === 'loss') await expect(outcome(page)).toHaveText(/^No win this time\. Net result: -[\d.,]+ FUN\.$/);
    if (round.result !== 'win') await expect(page.locator('.play-moment')).toHaveCount(0);

    // No sound, not even an audio context, until the player asks for it.
    expect(await audioContexts(page)).toBe(0);
    const soundButton = page.getByRole('button', { name: sound, exact: true });
    await expect(soundButton).toHaveAttribute('aria-pressed', 'false');
    await soundButton.click();
    await expect(soundButton).toHaveAttribute('aria-pressed', 'true');
    expect(await audioContexts(page)).toBe(1);
    await page.reload();
    await expect(page.getByRole('button', { name: sound, exact: true })).toHaveAttribute('aria-pressed', 'true');
  });
}

test('quick play and reduced motion stop on the same round as the server (en)', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1200, height: 900 });
  await page.goto(`/en${SLOT}`);
  const quick = page.getByRole('button', { name: 'Quick play', exact: true });
  await quick.click();
  await expect(quick).toHaveAttribute('aria-pressed', 'true');
  let round = await spin(page, 'Spin');
  await expect(page.locator('.slots-reel.is-turning')).toHaveCount(0);
  await expect(outcome(page)).not.toHaveText('');
  expect(await shownWindow(page)).toEqual(round.view.window);

  // Reduced motion: no reel turns at all once the answer is here; the result is there at once.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(quick).toBeDisabled();
  round = await spin(page, 'Spin');
  await expect(outcome(page)).not.toHaveText('', { timeout: 1000 });
  await expect(page.locator('.slots-reel.is-turning')).toHaveCount(0, { timeout: 1000 });
  expect(await shownWindow(page)).toEqual(round.view.window);
});

/** A game of `engine` from the catalogue (fun play). */
async function gameOf(page: Page, engine: string): Promise<string> {
  const list = await page.request.post('/api/front/get_games', { data: { search: engine, page_size: 100 } });
  const { games } = (await list.json()) as { games: { id: string; engine: string; live: boolean }[] };
  const game = games.find((g) => g.engine === engine && !g.live);
  expect(game, `a ${engine} game in the catalogue`).toBeTruthy();
  return game!.id;
}

/** Places the bet (by `place`), then waits for the server's round and for the screen to say it. */
async function playRound<T>(page: Page, engine: string, place: () => Promise<void>): Promise<T> {
  await page.goto(`/en/online-casino/${await gameOf(page, engine)}`);
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/game/bet') && r.status() === 200);
  await place();
  const round = (await (await answered).json()) as T;
  // While it moves the result is not said; then it is.
  await expect(outcome(page)).toHaveText('');
  await expect(outcome(page)).not.toHaveText('', { timeout: 10_000 });
  return round;
}

test('each game family stops on the server’s round: roulette, crash, keno, dice (en)', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1200, height: 900 });

  // Roulette: the ball rests in the drawn pocket, the number marked on the board.
  const spin = await playRound<{ view: { number: number } }>(page, 'roulette', async () => {
    await page.getByRole('button', { name: 'Red', exact: true }).click();
    await page.getByRole('button', { name: 'Spin', exact: true }).click();
  });
  await expect(page.locator('.roulette-wheel-ball')).toHaveAttribute('data-pocket', String(spin.view.number));
  await expect(page.locator('.roulette-spot.is-winning')).toHaveCount(1);

  // Crash: the counter climbs and ends on the crash point.
  const crash = await playRound<{ view: { crash: number } }>(page, 'crash', async () => {
    await page.getByRole('button', { name: 'Place bet', exact: true }).click();
  });
  await expect(page.getByTestId('crash-counter')).toHaveText(`×${(crash.view.crash / 100).toFixed(2)}`);

  // Keno: every drawn ball shows, in the server's order.
  const keno = await playRound<{ view: { drawn: number[] } }>(page, 'keno', async () => {
    await page.getByRole('button', { name: 'Quick pick' }).click();
    await page.getByRole('button', { name: 'Play', exact: true }).click();
  });
  await expect(page.getByRole('list', { name: 'Numbers drawn' }).getByRole('listitem')).toHaveText(keno.view.drawn.map(String));

  // Dice: the digits stop on the roll, on the players' scale (roll 6743 reads 67.43, as the rules say).
  const dice = await playRound<{ view: { roll: number } }>(page, 'dice', async () => {
    await page.getByRole('button', { name: 'Roll', exact: true }).click();
  });
  await expect(page.locator('.rolling-number')).toHaveText(`${Math.floor(dice.view.roll / 100)}.${String(dice.view.roll % 100).padStart(2, '0')}`);
});

test('blackjack deals the server’s cards, then says the totals (en)', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1200, height: 900 });
  const round = await playRound<{ finished: boolean; view: { hands: { cards: string[]; total: number }[] } }>(page, 'blackjack', async () => {
    await page.getByRole('button', { name: 'Deal', exact: true }).click();
  });
  const hand = page.getByRole('region', { name: 'Your hand' });
  // Each card of the server's hand, spelled out (`As` is the Ace of spades), and its total.
  await expect(hand.getByRole('img')).toHaveCount(round.view.hands[0].cards.length);
  await expect(hand.locator('.play-card.is-dealt')).toHaveCount(0);
  await expect(hand.locator('.bj-total')).toHaveText(new RegExp(`\\b${round.view.hands[0].total}$`));
});
