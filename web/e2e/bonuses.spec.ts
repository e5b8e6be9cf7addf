import { test, expect, type Page } from './fixtures';
import { fillCard } from './card';
import { newPlayer, registerPlayer, signInThroughDialog } from './players';

// Bonuses end to end against the real server, in French at `/` and in English at `/en`: the
// welcome bonus chosen with a first card deposit and its preview computed in the page, the bonus
// money in the header's wallets, the bonuses tab with its wagering, a withdrawal refused while the
// wagering is not met, real play moving the wagering, a second bonus refused while one is
// active, the cancellation after the quote, and the loyalty tab. Texts are asserted exactly as the
// catalogues word them.

const T = {
  fr: {
    prefix: '',
    method: 'Carte bancaire',
    bonus: 'Bonus de bienvenue',
    amount: 'Montant',
    submit: 'Déposer',
    tooSmall: "Ce bonus demande un dépôt d'au moins 20,00\u00a0€.",
    preview: 'Déposez 50,00\u00a0€, recevez 50,00\u00a0€ de bonus, misez 1\u202f500,00\u00a0€ avant de retirer.',
    complete: 'Le dépôt de 50,00\u00a0€ est effectué !',
    bonusCredited: 'Votre bonus de 50,00\u00a0€ est crédité aussi : misez-le pour le transformer en argent réel.',
    seeBonus: 'Voir mon bonus',
    balance: 'Solde : 100,00\u00a0€',
    bonusesTab: 'Mes bonus',
    wagered0: 'Misé 0,00\u00a0€ sur 1\u202f500,00\u00a0€ (0 %)',
    loyaltyTab: 'Points de fidélité',
    points: 'Points disponibles : 0',
  },
  en: {
    prefix: '/en',
    method: 'Credit card',
    bonus: 'Welcome bonus',
    amount: 'Amount',
    submit: 'Deposit',
    tooSmall: 'This bonus needs a deposit of at least €20.00.',
    preview: 'Deposit €50.00, get €50.00 bonus, wager €1,500.00 before cash-out.',
    complete: 'The deposit for €50.00 is complete!',
    bonusCredited: 'Your bonus of €50.00 is credited too: wager it to turn it into real money.',
    seeBonus: 'See my bonus',
    balance: 'Balance: €100.00',
    bonusesTab: 'Bonuses',
    wagered0: 'Wagered €0.00 of €1,500.00 (0 %)',
    loyaltyTab: 'Loyalty points',
    points: 'Points available: 0',
  },
} as const;

type Lang = keyof typeof T;

/** The welcome bonus with a 50.00€ card deposit from the deposit tab, its preview read first. */
async function depositWithWelcomeBonus(page: Page, lang: Lang) {
  const l = T[lang];
  await page.goto(`${l.prefix}/user-management`);
  await page.getByRole('radio', { name: l.method }).check();
  await page.getByRole('radio', { name: l.bonus }).check();
  await page.getByLabel(l.amount, { exact: true }).fill('10');
  await expect(page.getByText(l.tooSmall)).toBeVisible();
  await page.getByLabel(l.amount, { exact: true }).fill('50');
  await expect(page.getByText(l.preview)).toBeVisible();
  await fillCard(page, lang);
  await page.getByRole('button', { name: l.submit, exact: true }).click();
  // The confirmation says the bonus credited with the deposit, and leads to it.
  const confirmation = page.getByRole('status').filter({ hasText: l.complete });
  await expect(confirmation).toHaveText(`${l.complete}${l.bonusCredited} ${l.seeBonus}`);
  await expect(confirmation.getByRole('link', { name: l.seeBonus })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: l.balance })).toBeVisible();
}

test('le bonus de bienvenue en français : aperçu, solde bonus, onglet des bonus et fidélité', async ({ page, request }) => {
  const player = newPlayer('bonusfr');
  await registerPlayer(request, player, 'fr');
  await signInThroughDialog(page, player, 'fr');
  await depositWithWelcomeBonus(page, 'fr');

  await page.getByRole('tab', { name: T.fr.bonusesTab }).click();
  const panel = page.getByRole('tabpanel', { name: T.fr.bonusesTab });
  await expect(panel.getByText(T.fr.wagered0)).toBeVisible();
  await expect(panel.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  await expect(panel.getByRole('region', { name: 'Bonus de bienvenue' })).toContainText('Argent bonus actuel50,00\u00a0€');

  await page.getByRole('tab', { name: T.fr.loyaltyTab }).click();
  await expect(page.getByRole('tabpanel', { name: T.fr.loyaltyTab }).getByText(T.fr.points)).toBeVisible();
});

test('the welcome bonus in English: wagering moves with real play, no cash-out, one bonus at a time, cancel after the quote', async ({ page, request }) => {
  const player = newPlayer('bonusen');
  await registerPlayer(request, player, 'en');
  await signInThroughDialog(page, player, 'en');
  await depositWithWelcomeBonus(page, 'en');

  // The header's wallet shows the two parts.
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: T.en.balance }).click();
  await expect(header.getByRole('definition')).toHaveText(['€100.00', '€50.00', '€50.00']);
  await header.getByRole('button', { name: T.en.balance }).click();

  // No withdrawal before the wagering is met: the withdrawal tab says so, with what is left.
  await page.getByRole('tab', { name: 'Withdrawal' }).click();
  const note = page.getByRole('tabpanel', { name: 'Withdrawal' }).getByRole('alert').filter({ hasText: 'You have to still make some more bet to cashout.' });
  await expect(note).toContainText('Stakes still needed for your bonus: €1,500.00.');
  await expect(note.getByRole('link', { name: 'See my bonus' })).toBeVisible();

  // Real play: the stake counts towards the wagering (a wheel counts fully; dice, whose house
  // edge is under 2 %, would count a tenth).
  await page.goto('/en/online-casino/grand-circus-wheel?mode=real');
  await page.getByLabel(/^Stake/).fill('5.00');
  const rolled = page.waitForResponse((r) => r.url().endsWith('/api/game/bet') && r.status() === 200);
  await page.getByRole('button', { name: 'Spin the wheel' }).click();
  await rolled;

  await page.goto('/en/user-management');
  await page.getByRole('tab', { name: T.en.bonusesTab }).click();
  const panel = page.getByRole('tabpanel', { name: T.en.bonusesTab });
  await expect(panel.getByText(/^Wagered €5\.00 of €1,500\.00 \(0 %\)$/)).toBeVisible();

  // A second bonus while one is active: refused.
  await page.getByRole('tab', { name: T.en.loyaltyTab }).click();
  const loyalty = page.getByRole('tabpanel', { name: T.en.loyaltyTab });
  await expect(loyalty.getByText('Points available: 5')).toBeVisible();
  await loyalty.getByLabel('Points to redeem', { exact: true }).fill('1000');
  await loyalty.getByRole('button', { name: 'Redeem' }).click();
  await expect(loyalty.getByText('You still have an active bonus, please keep playing and try again later')).toBeVisible();

  // Cancel: the quote first, then the bonus money goes.
  await page.getByRole('tab', { name: T.en.bonusesTab }).click();
  await panel.getByRole('button', { name: 'Cancel the bonus' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this bonus?' });
  await expect(dialog.getByRole('term')).toHaveText(['Real money you keep', 'Bonus money removed']);
  await expect(dialog.getByRole('definition').nth(1)).toHaveText('€50.00');
  await dialog.getByRole('button', { name: 'Cancel the bonus' }).click();
  await expect(panel.getByText('The bonus is cancelled: €50.00 of bonus money was removed.')).toBeVisible();
  await expect(panel.getByText('You have no active bonus.')).toBeVisible();
});
