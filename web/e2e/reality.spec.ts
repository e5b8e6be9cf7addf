import { test, expect } from './fixtures';
import { apiToken, newPlayer, registerPlayer, signInThroughDialog } from './players';

// The reality check against the real server, in French, on Chromium's clock: a player chooses a
// reminder every 15 minutes in the responsible gaming tab, plays one real-money round of dice,
// and a quarter of an hour after signing in the game stops to show the time played and what the
// session's stakes returned, the net result written plainly; "Continuer à jouer" closes it.

test('le rappel de la réalité montre le temps de jeu et le résultat net (fr)', async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.clock.install();
  const player = newPlayer('reality');
  await registerPlayer(request, player, 'fr');
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

  await page.setViewportSize({ width: 1200, height: 900 });
  await signInThroughDialog(page, player, 'fr');
  await page.goto('/user-management');
  await page.getByRole('tab', { name: 'Jeu responsable', exact: true }).click();
  await page.getByLabel('Fréquence du rappel', { exact: true }).selectOption('15');

  await page.goto('/online-casino/classic-dice?mode=real');
  await page.getByLabel(/^Mise/).fill('5.00');
  const rolled = page.waitForResponse((r) => r.url().endsWith('/api/game/bet') && r.status() === 200);
  await page.getByRole('button', { name: 'Lancer' }).click();
  const round = (await (await rolled).json()) as { stake: string; win: string };
  expect(round.stake).toBe('5.00');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  await page.clock.fastForward('15:00');
  const check = page.getByRole('alertdialog', { name: 'Point sur votre session de jeu' });
  await expect(check).toBeVisible();
  await expect(check.getByText(/^Parties jouées\s:\s1$/)).toBeVisible();
  await expect(check.getByText(/^Total misé\s:\s5,00\u00a0€$/)).toBeVisible();
  await expect(check.getByText(new RegExp(`^Total reversé\\s:\\s${round.win.replace('.', ',')}\\s€$`))).toBeVisible();
  // Never celebrated: a win and a loss are both a plain signed figure.
  await expect(check.getByText(/^Résultat net\s:\s[+\-−]?\d+,\d{2}\s€$/)).toBeVisible();
  await expect(check.getByText(/gagn/i)).toHaveCount(0);
  await check.getByRole('button', { name: 'Continuer à jouer' }).click();
  await expect(check).toBeHidden();
});
