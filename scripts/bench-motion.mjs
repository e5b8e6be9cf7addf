// Frames per second while a game animates its round, on a mid-range phone profile: headless
// Chromium with its CPU slowed 4 times (DevTools' throttling), 360 x 780. For each game, 5 rounds
// in fun play: from the server's answer to the end of the animation (the result said), every
// frame the page paints is timed with requestAnimationFrame; we report the frames per second and
// the frames that took over 25 ms (a dropped frame at 60 Hz). Usage (a server running):
//   node scripts/bench-motion.mjs http://127.0.0.1:8080
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(fileURLToPath(new URL('../web/package.json', import.meta.url)));
const { chromium } = require('@playwright/test');

const base = process.argv[2] ?? 'http://127.0.0.1:8080';
const rounds = Number(process.env.MOTION_ROUNDS ?? 5);
// The game, the button that plays a round, and the fun-play bet's answer that starts the motion.
const games = [
  { name: 'slot (golden-pharaoh)', path: '/en/online-casino/golden-pharaoh', button: 'Spin' },
  { name: 'European roulette', path: '/en/online-casino/classic-european-roulette', button: 'Spin', chip: true },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const game of games) {
  const page = await browser.newPage({ viewport: { width: 360, height: 780 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(base + game.path);
  await page.getByRole('button', { name: game.button, exact: true }).waitFor();
  await page.evaluate(() => {
    const w = window;
    w.__frames = [];
    const tick = (t) => {
      w.__frames.push(t);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  const fps = [];
  const dropped = [];
  for (let i = 0; i < rounds; i += 1) {
    // The outside bet Red (its name gains the chips on it once placed).
    if (game.chip) await page.getByRole('button', { name: /^Red\b/ }).click();
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/game/bet'));
    await page.getByRole('button', { name: game.button, exact: true }).click();
    await answered;
    const start = await page.evaluate(() => performance.now());
    await page.waitForFunction(() => (document.querySelector('.play-outcome')?.textContent ?? '') !== '', null, { timeout: 20_000 });
    const frames = await page.evaluate((from) => window.__frames.filter((t) => t >= from), start);
    const gaps = frames.slice(1).map((t, j) => t - frames[j]);
    const seconds = (frames.at(-1) - frames[0]) / 1000;
    fps.push(seconds > 0 ? gaps.length / seconds : 0);
    dropped.push(gaps.filter((g) => g > 25).length);
  }
  console.log(
    `${game.name}: ${median(fps).toFixed(1)} frames/s median over ${rounds} rounds (${fps.map((f) => f.toFixed(1)).join(', ')}), ` +
      `frames over 25 ms: ${dropped.join(', ')} (4x CPU throttling, 360 px)`,
  );
  await page.close();
}
await browser.close();
