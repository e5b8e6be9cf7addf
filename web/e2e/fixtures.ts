import { test as base, expect, type Page } from '@playwright/test';

/**
 * Public pages arrive rendered at build time and come alive once the app has rendered over them
 * (`<html data-ready>`): every navigation waits for that, as a test clicking earlier would click
 * a button that does nothing yet.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled) whenReady(page);
    await provide(page);
  },
});

/**
 * Makes `goto` and `reload` of a page wait for `<html data-ready>`: what the `page` fixture does,
 * for the other pages a test opens (a second browser context's).
 */
export function whenReady(page: Page): Page {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    return response;
  };
  return page;
}

export { expect };
export type { Page } from '@playwright/test';
