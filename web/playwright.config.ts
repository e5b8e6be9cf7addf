import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  retries: 0,
  // Three browsers at once on the one server: the tests make players of their own, so they do not
  // meet. Much of a test is waiting (the server, a live table's clock), so on this 2-core machine
  // three finish the 91 tests in 5.2 min where two took 6.0 (and one 10.1). E2E_WORKERS=1 runs
  // them in turn.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  outputDir: './test-results/artifacts',
  reporter: [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080',
    browserName: 'chromium',
    // Each test's fresh browser would install the service worker, which downloads the whole app
    // (every game, every language) a few seconds after the first page settles: blocking it took
    // 7 % off the tests' summed time. The tests of what it keeps, and the console's, allow it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
