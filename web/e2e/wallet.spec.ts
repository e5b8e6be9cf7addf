import { test, expect, whenReady, type Page } from './fixtures';
import { fillCard } from './card';
import { apiToken, grantAdmin, newPlayer, registerPlayer, signInThroughDialog } from './players';

// Wallet and payments end to end against the real server (sandbox processors, scripts/e2e.sh runs
// it with WITHDRAWAL_UNWAGERED=fee): a card deposit with its 3-D Secure pop-up that the header's
// balance follows without a reload, a withdrawal with its fee shown before it is confirmed, its
// cancel from the history, a second one that an administrator approves in the admin area; in
// English at `/en`, the deposit also in French at `/`. Texts are asserted exactly as the shared
// catalogue (core/i18n/<lang>.json) and the web locale files word them.

const BTC_ADDRESS = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';
/** A date and time as casino-core formats them (2026.11.23 13:58:29). */
const MOMENT = /^\d{4}\.\d\d\.\d\d \d\d:\d\d:\d\d$/;

const DEPOSIT = {
  fr: {
    prefix: '',
    deposit: 'Dépôt',
    method: 'Carte avec 3-D Secure',
    amount: 'Montant',
    submit: 'Déposer',
    balance: (amount: string) => `Solde : ${amount}`,
    started: "L'authentification 3D Secure a commencé",
    complete: (amount: string) => `Le dépôt de ${amount} est effectué !`,
    // Money as French writes it (CLDR): a no-break space before the sign.
    zero: '0,00\u00a0€',
    fifty: '50,00\u00a0€',
    challenge: 'Authentification 3-D Secure',
    confirm: 'Confirmer le paiement',
  },
  en: {
    prefix: '/en',
    deposit: 'Deposit',
    method: 'Card with 3-D Secure',
    amount: 'Amount',
    submit: 'Deposit',
    balance: (amount: string) => `Balance: ${amount}`,
    started: '3D auth has been started',
    complete: (amount: string) => `The deposit for ${amount} is complete!`,
    zero: '€0.00',
    fifty: '€50.00',
    challenge: '3-D Secure authentication',
    confirm: 'Confirm payment',
  },
} as const;

type Lang = keyof typeof DEPOSIT;

/** The header's balance button (its name says the main wallet's total). */
function headerBalance(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: /^(Balance|Solde)\b/ });
}

/**
 * A 50.00€ deposit by card with 3-D Secure from the account area (which opens on the deposit tab):
 * the pop-up shows the sandbox issuer's challenge, the player confirms, the pop-up lands on the
 * site's `/threedsecure` page, and the deposit page and the header's balance follow by themselves.
 */
async function depositWith3ds(page: Page, lang: Lang) {
  const l = DEPOSIT[lang];
  await page.goto(`${l.prefix}/user-management`);
  const panel = page.getByRole('tabpanel', { name: l.deposit });
  await expect(page.getByRole('tab', { name: l.deposit })).toHaveAttribute('aria-selected', 'true');
  await expect(headerBalance(page)).toHaveAccessibleName(l.balance(l.zero));
  await expect(headerBalance(page)).toHaveText(l.zero);
  // Set on this document: still there at the end means the page never reloaded.
  await page.evaluate(() => document.documentElement.setAttribute('data-e2e-same-page', ''));

  await panel.getByRole('radio', { name: l.method }).check();
  await panel.getByLabel(l.amount, { exact: true }).fill('50');
  await fillCard(panel, lang, 'Lucie Martin');
  const popupOpened = page.waitForEvent('popup');
  await panel.getByRole('button', { name: l.submit, exact: true }).click();
  const popup = await popupOpened;
  await expect(panel.getByRole('status').filter({ hasText: l.started })).toBeVisible();

  // The sandbox issuer's page, in the player's language like a real issuer's.
  await popup.waitForURL(/\/api\/sandbox\/altitudepay\/challenge\/[^/?]+/);
  await expect(popup.locator('html')).toHaveAttribute('lang', lang);
  await expect(popup.getByRole('heading', { name: l.challenge })).toBeVisible();
  await expect(popup.getByText(l.fifty)).toBeVisible();
  await popup.getByRole('button', { name: l.confirm }).click();
  await popup.waitForURL((url) => url.pathname === `${l.prefix}/threedsecure` && /^[0-9a-f-]{36}$/.test(url.searchParams.get('transaction') ?? ''));
  await expect(popup.getByText(l.complete(l.fifty))).toBeVisible();

  await expect(panel.getByRole('status').filter({ hasText: l.complete(l.fifty) })).toHaveText(l.complete(l.fifty));
  await expect(headerBalance(page)).toHaveAccessibleName(l.balance(l.fifty));
  await expect(headerBalance(page)).toHaveText(l.fifty);
  await expect(page.locator('html')).toHaveAttribute('data-e2e-same-page', '');
  await popup.close();
}

test('a card deposit with 3-D Secure credits the balance (fr)', async ({ page, request }) => {
  await page.setViewportSize({ width: 1200, height: 900 });
  const player = newPlayer('depfr');
  await registerPlayer(request, player, 'fr');
  await signInThroughDialog(page, player, 'fr');
  await depositWith3ds(page, 'fr');
});

/** A withdrawal of €20.00 from the withdrawal tab, its fee read before it is confirmed. */
async function requestWithdrawal(page: Page, method: 'bitcoin' | 'bank') {
  await page.getByRole('tab', { name: 'Withdrawal' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Withdrawal' });
  await expect(panel.getByText('Balance you can withdraw: €50.00')).toBeVisible();
  await panel.getByRole('radio', { name: method === 'bitcoin' ? /^Crypto wallet \(BTC\)/ : /^Wire transfer/ }).check();
  await panel.getByLabel('Amount', { exact: true }).fill('20');

  // The fee policy, before anything is confirmed: 10 % of the unwagered deposit.
  const quote = panel.getByText('A 10% fee applies to unwagered deposits, capped at 10% of the deposit.').locator('..');
  await expect(quote).toBeVisible();
  await expect(quote.getByText('Deposits not yet wagered 3 times: €50.00')).toBeVisible();
  await expect(quote.getByRole('definition')).toHaveText(['€2.00', '€18.00']);
  await expect(quote.getByRole('term')).toHaveText(['Fee', 'You receive']);

  if (method === 'bitcoin') {
    await panel.getByLabel('Bitcoin withdrawal address', { exact: true }).fill(BTC_ADDRESS);
  } else {
    await panel.getByLabel('IBAN/account number', { exact: true }).fill('FR76 3000 6000 0112 3456 7890 189');
    await panel.getByLabel('Beneficiary full name', { exact: true }).fill('Tom Reed');
    await panel.getByLabel('Swift/BIC code', { exact: true }).fill('AGRIFRPP');
    await panel.getByLabel('Beneficiary bank name', { exact: true }).fill('Crédit Agricole');
    await panel.getByLabel('Zip code', { exact: true }).fill('69003');
    await panel.getByLabel('Recipient registration address', { exact: true }).fill('12 rue des Lilas, Lyon');
  }
  await panel.getByRole('button', { name: 'Continue' }).click();

  const dialog = page.getByRole('dialog', { name: 'Confirm your withdrawal' });
  await expect(dialog.getByRole('term')).toHaveText(
    method === 'bitcoin'
      ? ['Withdrawal method', 'Amount withdrawn', 'Fee', 'You receive', 'Bitcoin withdrawal address']
      : ['Withdrawal method', 'Amount withdrawn', 'Fee', 'You receive', 'Beneficiary full name', 'IBAN/account number', 'Swift/BIC code', 'Beneficiary bank name'],
  );
  await expect(dialog.getByRole('definition').nth(1)).toHaveText('€20.00');
  await expect(dialog.getByRole('definition').nth(2)).toHaveText('€2.00');
  await expect(dialog.getByRole('definition').nth(3)).toHaveText('€18.00');
  await expect(dialog.getByText('A 10% fee applies to unwagered deposits, capped at 10% of the deposit.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm the withdrawal' }).click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByRole('status').filter({ hasText: 'Withdrawal Request Sent' })).toHaveText('Withdrawal Request Sent');
  // The amount left the balance.
  await expect(headerBalance(page)).toHaveText('€30.00');
}

/** Opens the history tab: the rows of its table (those with cells, not the head's). */
async function historyRows(page: Page) {
  await page.getByRole('tab', { name: 'Transaction history' }).click();
  const table = page.getByRole('tabpanel', { name: 'Transaction history' }).getByRole('table', { name: 'Your deposits, withdrawals and refunds' });
  return table.getByRole('row').filter({ has: page.getByRole('cell') });
}

test('deposit, withdraw, cancel, and a withdrawal an administrator approves (en)', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1200, height: 900 });
  const player = newPlayer('wal');
  const admin = newPlayer('adm');
  await registerPlayer(request, player, 'en');
  await registerPlayer(request, admin, 'en');

  // The administrator is made on the command line, then verifies the player's identity (withdrawals need it).
  grantAdmin(admin.username);
  const adminToken = await apiToken(request, admin);
  const verified = await request.post('/api/admin/set_player_verification', {
    headers: { Authorization: `Bearer ${adminToken}`, 'Accept-Language': 'en' },
    data: { username: player.username, verification: 'verified' },
  });
  expect(verified.status(), await verified.text()).toBe(200);

  await signInThroughDialog(page, player, 'en');
  await expect(page.getByRole('link', { name: `My account (${player.username})` })).toBeVisible();

  // A player is not an administrator: no link to the admin area, and its page says so.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Admin area' })).toHaveCount(0);
  await page.goto('/en/admin');
  await expect(page.getByText('You are not allowed to do this.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Withdrawal requests' })).toHaveCount(0);

  await depositWith3ds(page, 'en');

  // A withdrawal, then its cancel from the history.
  await requestWithdrawal(page, 'bitcoin');
  let rows = await historyRows(page);
  await expect(rows).toHaveCount(2);
  const withdrawal = rows.filter({ hasText: 'Withdrawal' });
  const deposit = rows.filter({ hasText: 'Deposit' });
  await expect(withdrawal.getByRole('cell')).toHaveText(['Withdrawal', MOMENT, '€20.00', 'Crypto wallet (BTC)', 'Pending', 'DetailsCancel']);
  await expect(deposit.getByRole('cell')).toHaveText(['Deposit', MOMENT, '€50.00', 'Credit card (3-D Secure)', 'Complete', 'DetailsAsk for a refund']);
  await expect(deposit.getByRole('button', { name: /^Cancel/ })).toHaveCount(0);
  await withdrawal.getByRole('button', { name: /^Cancel: Withdrawal, €20\.00, / }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel this withdrawal?' });
  await expect(cancel.getByText('The amount goes back to your balance.')).toBeVisible();
  await cancel.getByRole('button', { name: 'Cancel the withdrawal' }).click();
  await expect(cancel).toBeHidden();
  await expect(page.getByRole('tabpanel').getByRole('status').filter({ hasText: 'Withdrawal cancelled' })).toHaveText('Withdrawal cancelled');
  await expect(withdrawal.getByRole('cell').nth(4)).toHaveText('Cancelled');
  await expect(withdrawal.getByRole('button', { name: /^Cancel/ })).toHaveCount(0);
  await expect(deposit.getByRole('cell').nth(4)).toHaveText('Complete');
  await expect(headerBalance(page)).toHaveText('€50.00');

  // A second withdrawal, to a bank account, that the administrator approves.
  await requestWithdrawal(page, 'bank');

  const adminContext = await browser.newContext({ viewport: { width: 1200, height: 900 } });
  const adminPage = whenReady(await adminContext.newPage());
  await signInThroughDialog(adminPage, admin, 'en');
  await adminPage.getByRole('banner').getByRole('link', { name: 'Admin area' }).click();
  await expect(adminPage).toHaveURL(/\/en\/admin$/);
  const queue = adminPage.getByRole('region', { name: 'Withdrawal requests' });
  const request2 = queue.getByRole('row').filter({ hasText: player.username });
  await expect(request2).toHaveCount(1);
  // The fee kept, and the destination as the administrator sees it (bank and last digits).
  await expect(request2.getByRole('cell')).toHaveText([
    `${player.username}Identity verified`,
    MOMENT,
    '€20.00Fee: €2.00',
    'Wire transfer',
    'Crédit Agricole •••• 0189',
    'Pending',
    'ApproveReject',
  ]);
  await request2.getByRole('button', { name: new RegExp(`^Approve: ${player.username}, €20\\.00, `) }).click();
  const approve = adminPage.getByRole('dialog', { name: 'Approve this withdrawal?' });
  await approve.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(approve).toBeHidden();
  await expect(queue.getByRole('status').filter({ hasText: 'scheduled' })).toHaveText('Withdrawal of €20.00 scheduled');
  await expect(request2.getByRole('cell').nth(5)).toHaveText('PendingScheduled');
  await expect(request2.getByRole('button', { name: /^Mark as paid: / })).toBeVisible();
  await adminContext.close();

  // The player sees it scheduled, no longer cancellable.
  await page.reload();
  rows = await historyRows(page);
  await expect(rows).toHaveCount(3);
  const scheduled = rows.filter({ hasText: 'Scheduled' });
  await expect(scheduled.getByRole('cell')).toHaveText(['Withdrawal', MOMENT, '€20.00', 'Wire transfer', 'PendingScheduled', 'Details']);
  await expect(scheduled.getByRole('button', { name: /^Cancel/ })).toHaveCount(0);
  await expect(rows.filter({ hasText: 'Cancelled' })).toHaveCount(1);
  await expect(headerBalance(page)).toHaveText('€30.00');
});
