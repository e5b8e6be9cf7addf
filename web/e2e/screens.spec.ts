import { test, expect, type Page } from './fixtures';

const SCREENS = 'test-results/screens';

async function setTheme(page: Page, theme: 'dark' | 'light') {
  await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
}

for (const theme of ['dark', 'light'] as const) {
  for (const width of [360, 1200]) {
    for (const path of ['/', '/en']) {
      test(`home ${path} at ${width}px, ${theme}`, async ({ page }) => {
        await setTheme(page, theme);
        await page.setViewportSize({ width, height: width < 600 ? 780 : 900 });
        await page.goto(path);
        await expect(page.locator('#lobby-title')).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-bs-theme', theme);
        const name = path === '/' ? 'fr' : 'en';
        await page.screenshot({ path: `${SCREENS}/home-${name}-${width}-${theme}.png`, fullPage: true });
      });
    }
  }
}

// Other screens, for a look by eye.
const PAGES = ['/en/faq', '/sign-up', '/en/promotion', '/en/does-not-exist', '/ru/responsible', '/zh/contact-us'];
for (const path of PAGES) {
  for (const width of [360, 1200]) {
    test(`page ${path} at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await expect(page.locator('h1').first()).toBeVisible();
      const name = path.replace(/\//g, '_').replace(/^_/, '');
      await page.screenshot({ path: `${SCREENS}/page-${name}-${width}.png`, fullPage: true });
    });
  }
}

test('menus open at 360px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/en');
  await expect(page.locator('#lobby-title')).toBeVisible();
  await page.getByRole('button', { name: 'Open or close the menu' }).click();
  await expect(page.locator('#main-nav')).toBeVisible();
  await expect(page.locator('#lobby-title')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/menu-360.png` });
  await page.getByRole('button', { name: 'Open or close the menu' }).click();
  await page.getByRole('button', { name: /Language: English/ }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/lang-menu-360.png` });
});

test('sign-in modal and light pages', async ({ page }) => {
  await setTheme(page, 'light');
  await page.setViewportSize({ width: 1200, height: 800 });
  await page.goto('/en/promotion/welcome');
  await expect(page.locator('h1')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/promo-detail-1200-light.png`, fullPage: true });
  await page.getByRole('button', { name: 'Sign in' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/sign-in-1200-light.png` });
  await page.setViewportSize({ width: 360, height: 780 });
  await page.screenshot({ path: `${SCREENS}/sign-in-360-light.png` });
});
