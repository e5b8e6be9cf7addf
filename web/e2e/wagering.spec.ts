import { test, expect, type Page } from './fixtures';
import type { APIRequestContext } from '@playwright/test';
import { apiToken, grantAdmin, newPlayer, postAs as post, registerPlayer, signInThroughDialog, type NewPlayer } from './players';

// A bonus played to the end against the real server, in French at `/` and in English at `/en`:
// an administrator defines a campaign and its bonus code (wagered once, so a few spins meet it),
// the verified player applies the code, is refused a withdrawal while the wagering is not met,
// sees the progress bar move with each real-money spin of a wheel (a game whose stakes count
// whole: dice, with a house edge under 2 %, would count a tenth), sees the bonus turn into real money when
// the wagering is met, withdraws; then redeems 1000 loyalty points for a loyalty bonus, and is
// refused a second bonus while that one is active. Texts are asserted exactly as the catalogues
// word them.

const BTC_ADDRESS = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';
const CAMPAIGN = 'e2e-quick-wager';

const T = {
  fr: {
    prefix: '',
    title: 'Bonus express',
    bonusesTab: 'Mes bonus',
    codeLabel: 'Code bonus',
    apply: 'Appliquer',
    applied: 'Code bonus appliqué',
    balance: (amount: string) => `Solde : ${amount}`,
    bonusMoney: 'Argent bonus actuel10,00\u00a0€',
    progress: (done: string, percent: number) => `Misé ${done.replace('.', ',')}\u00a0€ sur 10,00\u00a0€ (${percent} %)`,
    /** Euros as French writes them (CLDR), from the API's decimal string. */
    money: (amount: string) => `${amount.replace('.', ',')}\u00a0€`,
    withdrawalTab: 'Retrait',
    notYet: 'Vous devez encore miser avant de pouvoir retirer vos gains.',
    stake: /^Mise/,
    roll: 'Faire tourner la roue',
    noActive: "Vous n'avez aucun bonus actif.",
    wagered: 'Converti en argent réel',
    converted: 'Devenu argent réel10,00\u00a0€',
    method: /^Portefeuille crypto \(BTC\)/,
    amount: 'Montant',
    address: 'Adresse bitcoin de retrait',
    submit: 'Continuer',
    confirmTitle: 'Confirmez votre retrait',
    confirm: 'Confirmer le retrait',
    sent: 'Demande de retrait envoyée',
    loyaltyTab: 'Points de fidélité',
    points: 'Points à échanger',
    redeem: 'Échanger',
    redeemed: 'Bonus de fidélité ajouté avec succès',
    active: 'Vous avez encore un bonus actif : continuez à jouer et réessayez plus tard',
  },
  en: {
    prefix: '/en',
    title: 'Quick bonus',
    bonusesTab: 'Bonuses',
    codeLabel: 'Bonus code',
    apply: 'Apply',
    applied: 'bonus code applied',
    balance: (amount: string) => `Balance: ${amount}`,
    bonusMoney: 'Bonus money now€10.00',
    progress: (done: string, percent: number) => `Wagered €${done} of €10.00 (${percent} %)`,
    money: (amount: string) => `€${amount}`,
    withdrawalTab: 'Withdrawal',
    notYet: 'You have to still make some more bet to cashout.',
    stake: /^Stake/,
    roll: 'Spin the wheel',
    noActive: 'You have no active bonus.',
    wagered: 'Turned into real money',
    converted: 'Became real money€10.00',
    method: /^Crypto wallet \(BTC\)/,
    amount: 'Amount',
    address: 'Bitcoin withdrawal address',
    submit: 'Continue',
    confirmTitle: 'Confirm your withdrawal',
    confirm: 'Confirm the withdrawal',
    sent: 'Withdrawal Request Sent',
    loyaltyTab: 'Loyalty points',
    points: 'Points to redeem',
    redeem: 'Redeem',
    redeemed: 'loyalty bonus added successfully',
    active: 'You still have an active bonus, please keep playing and try again later',
  },
} as const;

type Lang = keyof typeof T;

/**
 * An administrator verifies `player` and defines the quick campaign (a 10.00€ bonus wagered once,
 * within 7 days) with a bonus code of its own; the code is returned.
 */
async function quickBonusCode(request: APIRequestContext, player: NewPlayer, lang: Lang): Promise<string> {
  const admin = newPlayer(`adm${lang}`);
  await registerPlayer(request, admin, lang);
  grantAdmin(admin.username);
  const token = await apiToken(request, admin);
  await post(request, token, '/api/admin/set_player_verification', { username: player.username, verification: 'verified' });
  await post(request, token, '/api/admin/save_bonus_campaign', {
    id: CAMPAIGN, currency: 'EUR', kind: 'code', percent: '0', fixed: '10.00', min_deposit: '0',
    max_bonus: '0', wagering_multiple: '1', validity_days: '7', max_bet: '0', position: '50', active: true,
    contributions: [{ category: 'instant-win', percent: '100' }, { category: 'slots', percent: '100' }],
    texts: [
      { lang: 'fr', title: T.fr.title, summary: 'Un bonus à miser une fois.', terms: '{bonus} à miser {wagering} fois en {days} jours.' },
      { lang: 'en', title: T.en.title, summary: 'A bonus wagered once.', terms: '{bonus} to wager {wagering} times within {days} days.' },
    ],
  });
  const code = `QUICK${Date.now().toString().slice(-8)}${lang.toUpperCase()}`;
  await post(request, token, '/api/admin/save_bonus_code', { code, campaign_id: CAMPAIGN, single_use: true, active: true });
  return code;
}

/** A card deposit by the API (the deposit screens have their own tests). */
async function deposit(request: APIRequestContext, token: string, amount: string) {
  await post(request, token, '/api/front/moto_deposit_processor', {
    amount, currency: 'EUR', idempotency_key: crypto.randomUUID(),
    card: { holder: 'LEA MARTIN', number: '4111 1111 1111 1111', month: '12', year: '2030', cvv: '123' },
  });
}

async function bonusesTab(page: Page, lang: Lang) {
  await page.goto(`${T[lang].prefix}/user-management`);
  await page.getByRole('tab', { name: T[lang].bonusesTab }).click();
  return page.getByRole('tabpanel', { name: T[lang].bonusesTab });
}

/** One real-money spin of 2.50€ of the wheel (below the bonus's largest bet of 2.99€). */
async function roll(page: Page, lang: Lang) {
  const rolled = page.waitForResponse((r) => r.url().endsWith('/api/game/bet') && r.status() === 200);
  await page.getByRole('button', { name: T[lang].roll, exact: true }).click();
  await rolled;
}

for (const lang of ['fr', 'en'] as const) {
  test(`a bonus wagered to the end becomes real money, then loyalty points (${lang})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const l = T[lang];
    const player = newPlayer(`wager${lang}`);
    await registerPlayer(request, player, lang);
    const code = await quickBonusCode(request, player, lang);
    const token = await apiToken(request, player);
    await deposit(request, token, '50.00');
    await signInThroughDialog(page, player, lang);

    // The code, applied at once for a verified player.
    let panel = await bonusesTab(page, lang);
    await panel.getByLabel(l.codeLabel, { exact: true }).fill(code.toLowerCase());
    await panel.getByRole('button', { name: l.apply, exact: true }).click();
    await expect(panel.getByText(l.applied)).toBeVisible();
    const bonus = panel.getByRole('region', { name: l.title });
    await expect(bonus).toContainText(l.bonusMoney);
    await expect(bonus.getByText(l.progress('0.00', 0))).toBeVisible();
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: l.balance(l.money('60.00')) }).click();
    await expect(header.getByRole('definition')).toHaveText([l.money('60.00'), l.money('50.00'), l.money('10.00')]);
    await header.getByRole('button', { name: l.balance(l.money('60.00')) }).click();

    // No withdrawal while the wagering is not met.
    await page.getByRole('tab', { name: l.withdrawalTab }).click();
    await expect(page.getByRole('tabpanel', { name: l.withdrawalTab }).getByRole('alert').filter({ hasText: l.notYet })).toBeVisible();

    // One spin: the progress bar moves by a quarter.
    await page.goto(`${l.prefix}/online-casino/grand-circus-wheel?mode=real`);
    await page.getByLabel(l.stake).fill('2.50');
    await roll(page, lang);
    panel = await bonusesTab(page, lang);
    await expect(panel.getByText(l.progress('2.50', 25))).toBeVisible();
    await expect(panel.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');

    // Three more: the wagering is met and the bonus money becomes real money.
    await page.goto(`${l.prefix}/online-casino/grand-circus-wheel?mode=real`);
    await page.getByLabel(l.stake).fill('2.50');
    for (let i = 0; i < 3; i += 1) await roll(page, lang);
    panel = await bonusesTab(page, lang);
    await expect(panel.getByText(l.noActive)).toBeVisible();
    const ended = panel.getByRole('listitem').filter({ hasText: l.title });
    await expect(ended.getByText(l.wagered)).toBeVisible();
    await expect(ended).toContainText(l.converted);
    const wallet = await post(request, token, '/api/front/get_player_balance', {});
    const parts = (wallet.wallets as { real: string; bonus: string }[])[0];
    expect(parts.bonus).toBe('0.00');

    // Withdrawing is open again.
    await page.getByRole('tab', { name: l.withdrawalTab }).click();
    const withdrawal = page.getByRole('tabpanel', { name: l.withdrawalTab });
    await expect(withdrawal.getByText(l.notYet)).toHaveCount(0);
    await withdrawal.getByRole('radio', { name: l.method }).check();
    await withdrawal.getByLabel(l.amount, { exact: true }).fill('20');
    await withdrawal.getByLabel(l.address, { exact: true }).fill(BTC_ADDRESS);
    await withdrawal.getByRole('button', { name: l.submit }).click();
    const confirm = page.getByRole('dialog', { name: l.confirmTitle });
    await confirm.getByRole('button', { name: l.confirm }).click();
    await expect(withdrawal.getByRole('status').filter({ hasText: l.sent })).toHaveText(l.sent);

    // 1000 euros of real-money stakes (ten spins of 100.00€ on the wheel, a game of full weight:
    // dice would earn a tenth) earn 1000 points.
    await deposit(request, token, '1100.00');
    for (let i = 0; i < 10; i += 1) {
      await post(request, token, '/api/game/bet', {
        game_id: 'grand-circus-wheel', mode: 'real', fun_session: null, idempotency_key: crypto.randomUUID(),
        bet: { engine: 'wheel', stake: 10_000 },
      });
    }
    await page.goto(`${l.prefix}/user-management`);
    await page.getByRole('tab', { name: l.loyaltyTab }).click();
    const loyalty = page.getByRole('tabpanel', { name: l.loyaltyTab });
    await loyalty.getByLabel(l.points, { exact: true }).fill('1000');
    await loyalty.getByRole('button', { name: l.redeem }).click();
    await expect(loyalty.getByText(l.redeemed)).toBeVisible();

    // A second bonus while the loyalty bonus is active: refused, the code left unused.
    panel = await bonusesTab(page, lang);
    await panel.getByLabel(l.codeLabel, { exact: true }).fill('EMERAUDE');
    await panel.getByRole('button', { name: l.apply, exact: true }).click();
    await expect(panel.getByText(l.active)).toBeVisible();
  });
}
