import { test, expect, type Page } from './fixtures';
import { apiToken, newPlayer, postAs, registerPlayer, signInThroughDialog } from './players';

// The notifications against the real server: what happens away from the screen (a deposit made
// from another device, a bonus credited into the mail box) reaches the open page through the
// realtime socket, in the page's language, under the header, never over a game's controls, and
// goes when dismissed.

const CARD = { holder: 'LEA MARTIN', number: '4111 1111 1111 1111', month: '12', year: '2030', cvv: '123' };

/**
 * Card deposits of `amount` made elsewhere (another tab, the phone's other browser) until the page
 * tells one: its notifications listen a moment after the header shows (their own chunk, the
 * socket's connection), and what is pushed before is read in the history, not told.
 */
async function depositUntilTold(page: Page, request: Parameters<typeof postAs>[0], token: string, amount: string) {
  await expect(async () => {
    await postAs(request, token, '/api/front/moto_deposit_processor', { amount, currency: 'EUR', idempotency_key: crypto.randomUUID(), card: CARD });
    await expect(page.getByTestId('toast')).not.toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/** The box of the element `locator` finds. */
async function box(page: Page, locator: ReturnType<Page['locator']>) {
  const b = await locator.boundingBox();
  expect(b).not.toBeNull();
  return { top: b!.y, bottom: b!.y + b!.height, left: b!.x, right: b!.x + b!.width };
}

test('une notification de dépôt sur téléphone, sous l’en-tête et à l’écart des commandes du jeu', async ({ page, request }, testInfo) => {
  const player = newPlayer('toastfr');
  await registerPlayer(request, player, 'fr');
  const token = await apiToken(request, player);
  await postAs(request, token, '/api/front/moto_deposit_processor', { amount: '20', currency: 'EUR', idempotency_key: crypto.randomUUID(), card: CARD });
  await signInThroughDialog(page, player, 'fr');
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/online-casino/classic-dice?mode=real');
  const roll = page.getByRole('button', { name: 'Lancer', exact: true });
  await expect(roll).toBeVisible();
  // The page listens once the header's balance shows.
  await expect(page.getByRole('banner').getByRole('button', { name: /^Solde/ })).toHaveText(/20,00\s€/);

  await depositUntilTold(page, request, token, '1500');
  const toast = page.getByTestId('toast');
  await expect(toast).toHaveCount(1);
  await expect(toast.locator('p')).toHaveText(/^Votre dépôt de 1\s500,00\s€ est sur votre compte\.$/);
  await expect(page.getByTestId('toasts-polite').getByTestId('toast')).toHaveCount(1);
  await expect(page.getByTestId('toasts-polite')).toHaveAttribute('aria-live', 'polite');

  const shown = await box(page, toast);
  const header = await box(page, page.getByRole('banner'));
  expect(shown.top).toBeGreaterThanOrEqual(header.bottom);
  expect(shown.left).toBeGreaterThanOrEqual(0);
  expect(shown.right).toBeLessThanOrEqual(360);
  // The stake and the roll button stay free: scrolled into view, nothing lies over them.
  for (const control of [page.getByLabel(/^Mise/).first(), roll]) {
    await control.scrollIntoViewIfNeeded();
    const c = await box(page, control);
    const t = await box(page, toast);
    expect(c.bottom <= t.top || c.top >= t.bottom, `${JSON.stringify(c)} under ${JSON.stringify(t)}`).toBe(true);
  }
  await page.screenshot({ path: testInfo.outputPath('toast-fr-360.png') });

  await toast.getByRole('button', { name: 'Fermer' }).click();
  await expect(toast).toHaveCount(0);
});

test('a reload bonus credited is told with its deposit, and the notice leads to the mail box', async ({ page, request }, testInfo) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'light'));
  await page.setViewportSize({ width: 1200, height: 800 });
  const player = newPlayer('toasten');
  await registerPlayer(request, player, 'en');
  const token = await apiToken(request, player);
  await signInThroughDialog(page, player, 'en');
  await page.goto('/en/promotion');
  await expect(page.getByRole('banner').getByRole('button', { name: /^Balance/ })).toBeVisible();
  await depositUntilTold(page, request, token, '20');
  const toasts = page.getByTestId('toast');
  for (const close of await toasts.getByRole('button', { name: 'Dismiss' }).all()) await close.click();
  await expect(toasts).toHaveCount(0);

  // A deposit after the first carries the reload bonus: 50 % of it, told in the mail box.
  await postAs(request, token, '/api/front/moto_deposit_processor', {
    amount: '50', currency: 'EUR', idempotency_key: crypto.randomUUID(), card: CARD, bonus: 'reload',
  });
  await expect(toasts.locator('p')).toHaveText(['Your deposit of €50.00 is on your account.', 'New message: Your bonus "Reload bonus" is credited']);
  for (const toast of await toasts.all()) {
    const b = await box(page, toast);
    expect(b.right - b.left).toBeLessThanOrEqual(350);
  }
  await page.screenshot({ path: testInfo.outputPath('toast-en-1200.png') });

  await toasts.getByRole('link', { name: 'Open the mail box' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Mail box' })).toBeVisible();
  await expect(toasts).toHaveCount(1);
});
