import { test, expect, type Page } from './fixtures';

/** Fails the test on uncaught page errors and CSP violations. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy|Refused to/i.test(m.text())) errors.push(`csp: ${m.text()}`);
  });
  return errors;
}

test('/ is French and /en is English', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Salle de jeux' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page).toHaveTitle('Casino en ligne · Émeraude Casino');
  await page.goto('/en');
  await expect(page.getByRole('heading', { name: 'Game lobby' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle('Online casino · Émeraude Casino');
  expect(errors).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("public pages and the account area's frame arrive rendered in their language; other paths get the shell", async ({ page }) => {
    await page.goto('/en');
    await expect(page.getByRole('heading', { name: 'Game lobby' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle('Online casino · Émeraude Casino');
    await page.goto('/de/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Häufige Fragen' })).toBeVisible();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Nur für Erwachsene ab 18 Jahren/);
    // The account area's frame: its tabs and the deposit tab's lead, nothing of a player's.
    await page.goto('/en/user-management');
    await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Deposit' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Every deposit counts towards your deposit limits.')).toBeVisible();
    await page.goto('/en/admin');
    await expect(page.locator('#root')).toBeEmpty();
  });
});

test('a stale en cookie does not make / English', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'locale', value: 'en', url: baseURL! }]);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Salle de jeux' })).toBeVisible();
});

test('the language switch keeps the page and sets the cookie', async ({ page, context }) => {
  await page.goto('/en/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
  await page.getByRole('button', { name: /Language: English/ }).click();
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/de\/faq$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Häufige Fragen' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const cookie = (await context.cookies()).find((c) => c.name === 'locale');
  expect(cookie?.value).toBe('de');
  expect(cookie?.path).toBe('/');
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);

  // Keyboard: open with Enter, move with arrows, choose with Enter.
  await page.getByRole('button', { name: /Sprache: Deutsch/ }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Français' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/faq$/);
  expect(new URL(page.url()).pathname).toBe('/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Questions fréquentes' })).toBeVisible();
});

test('unknown routes show the 404 page', async ({ page }) => {
  await page.goto('/en/nothing/here');
  await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await page.goto('/rien-ici');
  await expect(page.getByRole('heading', { name: 'Cette page est introuvable' })).toBeVisible();
});

test('the theme switch toggles and persists', async ({ page }) => {
  await page.goto('/en');
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
  await page.getByRole('button', { name: 'Switch to the light theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'light');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'light');
  await page.getByRole('button', { name: 'Switch to the dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
});

test('sign-in modal traps focus and Escape closes it', async ({ page }) => {
  await page.setViewportSize({ width: 1200, height: 800 });
  await page.goto('/en');
  const opener = page.getByRole('button', { name: 'Sign in' }).first();
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog).toBeVisible();
  await expect(page.getByLabel('Username')).toBeFocused();
  for (let i = 0; i < 8; i++) await page.keyboard.press('Tab');
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('register opens the form in a dialog over the page; its page stays for links', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/en/faq');
  const register = page.getByRole('link', { name: 'Register', exact: true });
  await register.click();
  const dialog = page.getByRole('dialog', { name: 'Register now' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(/^Username/)).toBeFocused();
  await expect(page).toHaveURL(/\/en\/faq$/);
  // The dialog fits a phone's width.
  const box = await dialog.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(register).toBeFocused();

  await page.goto('/en/sign-up');
  await expect(page.getByRole('heading', { level: 1, name: 'Register now' })).toBeVisible();
  await page.getByRole('link', { name: 'Register', exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('what a visitor types into a rendered page before the app starts stays, and the form knows it', async ({ context }) => {
  // A page of its own: the `page` fixture's navigations wait for the app, this one must not.
  const page = await context.newPage();
  // The app's entry waits until the visitor has typed into the page rendered at build time.
  let release = () => {};
  const typed = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await typed;
    await route.continue();
  });
  await page.goto('/en/sign-up');
  const username = page.locator('#sign-up-username');
  await username.click();
  await page.keyboard.type('early_bird');
  await expect(page.locator('html')).not.toHaveAttribute('data-ready');
  release();
  await expect(page.locator('html')).toHaveAttribute('data-ready', '');
  await expect(username).toHaveValue('early_bird');
  await expect(username).toBeFocused();
  // The form holds the value: typing on goes on from it.
  await page.keyboard.type('7');
  await expect(username).toHaveValue('early_bird7');
});

test.describe('with the service worker', () => {
  // The other tests block it (playwright.config.ts); this one is about what it keeps.
  test.use({ serviceWorkers: 'allow' });

  test('a reload while offline shows the shell, and the pages read before', async ({ page, context }) => {
    // The service worker registers once the page has settled (public/sw-register.js), then keeps
    // the whole app: that takes a while on the debug server.
    test.setTimeout(120_000);
    await page.goto('/en/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
    await page.goto('/en');
    await expect(page.getByRole('heading', { name: 'Game lobby' })).toBeVisible();
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 90_000 });
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(new URL(scope).pathname).toBe('/');
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Game lobby' })).toBeVisible();
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Questions fréquentes' })).toBeVisible();
    // The terms were read online: their words are still there.
    await page.goto('/en/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(page.locator('main')).not.toContainText('%%');
    await context.setOffline(false);
  });
});
