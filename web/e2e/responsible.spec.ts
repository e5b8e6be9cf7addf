import { test, expect } from './fixtures';
import type { APIRequestContext } from '@playwright/test';
import { fillCard } from './card';
import { apiToken, grantAdmin, newPlayer, registerPlayer, signInThroughDialog } from './players';

// Responsible gaming against the real server, in English: a player sets a deposit limit in the
// account area and is refused a deposit over it, then excludes themselves for a day and is refused
// a real-money bet, but still withdraws. Texts are asserted exactly as the catalogues word them.

const BTC_ADDRESS = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';

async function post(request: APIRequestContext, token: string, path: string, data: unknown) {
  return request.post(path, { headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'en' }, data });
}

test('a deposit limit refuses a deposit over it; a self-exclusion refuses bets, not withdrawals (en)', async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1200, height: 900 });
  const player = newPlayer('limits');
  await registerPlayer(request, player, 'en');
  const token = await apiToken(request, player);
  const deposit = await post(request, token, '/api/front/moto_deposit_processor', {
    amount: '50', currency: 'EUR', idempotency_key: crypto.randomUUID(),
    card: { holder: 'LEA MARTIN', number: '4111 1111 1111 1111', month: '12', year: '2030', cvv: '123' },
  });
  expect(deposit.status(), await deposit.text()).toBe(200);
  const admin = newPlayer('admlimits');
  await registerPlayer(request, admin, 'en');
  grantAdmin(admin.username);
  const verified = await post(request, await apiToken(request, admin), '/api/admin/set_player_verification', {
    username: player.username, verification: 'verified',
  });
  expect(verified.status(), await verified.text()).toBe(200);

  await signInThroughDialog(page, player, 'en');
  await page.goto('/en/user-management');
  await page.getByRole('tab', { name: 'Responsible gaming' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Responsible gaming' });
  // The loss limits' fields carry the same period labels: the deposit ones are in their own group.
  const deposits = panel.getByRole('group', { name: 'Deposit limits', exact: true });
  const day = deposits.getByLabel('24 hours (EUR)', { exact: true });
  await day.fill('60');
  await deposits.getByLabel('7 days (EUR)', { exact: true }).fill('40');
  await panel.getByRole('button', { name: 'Save my limits' }).click();
  // casino-core's rule, from WebAssembly, before anything is sent.
  await expect(panel.getByText("This limit must be at least the shorter period's: €60.00.")).toBeVisible();
  await deposits.getByLabel('7 days (EUR)', { exact: true }).fill('');
  await panel.getByRole('button', { name: 'Save my limits' }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'Your limits are saved.' })).toBeVisible();
  await expect(deposits.getByText('€50.00 of €60.00 used')).toBeVisible();

  // €20.00 more would pass it.
  await page.getByRole('tab', { name: 'Deposit' }).click();
  const depositPanel = page.getByRole('tabpanel', { name: 'Deposit' });
  await depositPanel.getByRole('radio', { name: 'Credit card' }).check();
  await depositPanel.getByLabel('Amount', { exact: true }).fill('20');
  await fillCard(depositPanel, 'en');
  await depositPanel.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(depositPanel.getByText('This is over your 24-hour deposit limit: €10.00 left.')).toBeVisible();

  // A self-exclusion for a day, confirmed.
  await page.getByRole('tab', { name: 'Responsible gaming' }).click();
  await panel.getByRole('radio', { name: /^Self-exclusion/ }).check();
  await panel.getByLabel('Number of days').selectOption('1');
  await panel.getByRole('button', { name: 'Take a break' }).click();
  const confirm = page.getByRole('dialog', { name: 'Start your break now?' });
  await confirm.getByRole('button', { name: 'Start my break' }).click();
  await expect(panel.getByText('Your break has started.')).toBeVisible();
  await expect(panel.getByText('You have excluded yourself.')).toBeVisible();
  await expect(panel.getByText(/^It ends on \d{4}\.\d{2}\.\d{2} \d{2}:\d{2}:\d{2} \(UTC\)\.$/)).toBeVisible();

  // No real-money bet until it ends...
  const bet = await post(request, token, '/api/game/bet', {
    game_id: 'classic-european-roulette', mode: 'real', idempotency_key: crypto.randomUUID(),
    bet: { engine: 'roulette', bets: [{ kind: 'red', numbers: [], cents: 100 }] },
  });
  expect(bet.status()).toBe(403);
  expect((await bet.json()).error.message).toMatch(/^You have excluded yourself until .+ \(UTC\): no deposits or play until then\. You can still withdraw\.$/);

  // ... but the money can leave.
  await panel.getByRole('link', { name: 'Go to withdrawal' }).click();
  const withdrawal = page.getByRole('tabpanel', { name: 'Withdrawal' });
  await withdrawal.getByRole('radio', { name: /^Crypto wallet \(BTC\)/ }).check();
  await withdrawal.getByLabel('Amount', { exact: true }).fill('20');
  await withdrawal.getByLabel('Bitcoin withdrawal address', { exact: true }).fill(BTC_ADDRESS);
  await withdrawal.getByRole('button', { name: 'Continue' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm your withdrawal' });
  await dialog.getByRole('button', { name: 'Confirm the withdrawal' }).click();
  await expect(withdrawal.getByRole('status').filter({ hasText: 'Withdrawal Request Sent' })).toHaveText('Withdrawal Request Sent');
});
