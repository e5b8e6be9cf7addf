import { test, expect, type Page } from './fixtures';

// The rulebook runs in the page as WebAssembly: messages come from casino-core's rules and the
// shared catalogue, in the page's language; the home page never loads the module.

function wasmRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('.wasm')) seen.push(r.url());
  });
  return seen;
}

async function blur(page: Page, label: string, value: string) {
  const field = page.getByLabel(label, { exact: true });
  await field.fill(value);
  await field.blur();
}

test('the home page does not load the WebAssembly rulebook', async ({ page }) => {
  const wasm = wasmRequests(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Salle de jeux' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(wasm).toEqual([]);
});

test('sign-up validates as the player types, in English', async ({ page }) => {
  const wasm = wasmRequests(page);
  await page.goto('/en/sign-up');
  await blur(page, 'E-mail', 'player@example');
  await expect(page.getByText('Not valid email address')).toBeVisible();
  expect(wasm).toHaveLength(1);
  await blur(page, 'Mobile phone number', '12345');
  await expect(page.getByText('Mobile phone number length must be at least 7.')).toBeVisible();
  await blur(page, 'Mobile phone number', '06 12 ab 34');
  await expect(page.getByText('Not valid mobile phone number')).toBeVisible();
  await blur(page, 'Password', 'short');
  await expect(
    page.getByText(
      'Your password should contain at least 8 characters, with upper and lower case letters, a digit and a special character.',
    ),
  ).toBeVisible();
  await blur(page, 'Password', 'Secret#2026');
  await blur(page, 'Confirm password', 'Secret#2025');
  await expect(page.getByText('Password does not match')).toBeVisible();
  await blur(page, 'First name', '');
  await expect(page.getByText('Field required')).toBeVisible();

  // Fixed values clear their messages as the player types.
  await page.getByLabel('E-mail', { exact: true }).fill('player@example.com');
  await expect(page.getByText('Not valid email address')).toHaveCount(0);
  await expect(page.getByLabel('E-mail', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
});

test('sign-up refuses minors and shows every message on submit, in French', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/sign-up');
  const adultLimit = new Date();
  adultLimit.setFullYear(adultLimit.getFullYear() - 18);
  adultLimit.setDate(adultLimit.getDate() + 1);
  const minor = adultLimit.toISOString().slice(0, 10);
  await blur(page, 'Date de naissance', minor);
  await expect(page.getByText('Vous devez avoir au moins 18 ans pour jouer.')).toBeVisible();

  await page.getByRole('button', { name: 'Ouvrir un compte' }).click();
  await expect(page.getByText('Champ obligatoire').first()).toBeVisible();
  // Every empty required field: username, e-mail, password and its confirmation, phone, gender,
  // first and last name, address, postal code, city, country (the optional promo code is not one).
  await expect(page.getByText('Champ obligatoire')).toHaveCount(12);
  await expect(page.getByText('Veuillez accepter les conditions générales')).toBeVisible();
  await expect(page.getByText('Veuillez confirmer le choix de votre devise.')).toBeVisible();
  await expect(page.getByText('Vous devez avoir au moins 18 ans pour jouer.')).toBeVisible();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/sign-up-errors-fr-360.png', fullPage: true });
});
