import { test, expect, type Page } from './fixtures';
import { fillCard } from './card';
import { newPlayer, registerPlayer, signInThroughDialog } from './players';

// Bonus and promo codes end to end against the real server, in French at `/` and in English at
// `/en`: the promo code given at sign-up waits for the first deposit, a bonus code typed in the
// bonuses tab is saved for a player whose identity is not verified yet, an unknown code is refused
// with the spec's message, and the first deposit without a chosen bonus makes the oldest code
// bonus active. Texts are asserted exactly as the catalogues word them.

const T = {
  fr: {
    prefix: '',
    tab: 'Mes bonus',
    queued: 'Avec votre prochain dépôt',
    title: 'Codes bonus',
    label: 'Code bonus',
    apply: 'Appliquer',
    saved: 'Votre code bonus est enregistré : son bonus arrivera avec votre prochain dépôt.',
    unknown: "Ce code bonus n'existe pas ou a déjà été utilisé.",
    method: 'Carte bancaire',
    none: 'Sans bonus',
    amount: 'Montant',
    submit: 'Déposer',
    complete: 'Le dépôt de 50,00\u00a0€ est effectué !',
    // The confirmation says the bonus the deposit credited.
    withBonus: 'Votre bonus de 10,00\u00a0€ est crédité aussi : misez-le pour le transformer en argent réel. Voir mon bonus',
    bonusMoney: 'Argent bonus actuel10,00\u00a0€',
  },
  en: {
    prefix: '/en',
    tab: 'Bonuses',
    queued: 'Coming with your next deposit',
    title: 'Bonus codes',
    label: 'Bonus code',
    apply: 'Apply',
    saved: 'Your bonus code is saved: its bonus comes with your next deposit.',
    unknown: 'The bonus code is either not exist or already used.',
    method: 'Credit card',
    none: 'No bonus',
    amount: 'Amount',
    submit: 'Deposit',
    complete: 'The deposit for €50.00 is complete!',
    withBonus: 'Your bonus of €10.00 is credited too: wager it to turn it into real money. See my bonus',
    bonusMoney: 'Bonus money now€10.00',
  },
} as const;

type Lang = keyof typeof T;

async function bonusesTab(page: Page, lang: Lang) {
  await page.goto(`${T[lang].prefix}/user-management`);
  await page.getByRole('tab', { name: T[lang].tab }).click();
  return page.getByRole('tabpanel', { name: T[lang].tab });
}

async function plainDeposit(page: Page, lang: Lang) {
  const l = T[lang];
  await page.goto(`${l.prefix}/user-management`);
  await page.getByRole('radio', { name: l.method }).check();
  await page.getByRole('radio', { name: l.none }).check();
  await page.getByLabel(l.amount, { exact: true }).fill('50');
  await fillCard(page, lang);
  await page.getByRole('button', { name: l.submit, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: l.complete })).toHaveText(`${l.complete}${l.withBonus}`);
}

for (const lang of ['fr', 'en'] as const) {
  test(`promo and bonus codes wait for the first deposit (${lang})`, async ({ page, request }) => {
    const l = T[lang];
    const player = newPlayer(`code${lang}`);
    await registerPlayer(request, player, lang, 'welcome100');
    await signInThroughDialog(page, player, lang);

    // The sign-up's promo code is saved for the first deposit.
    let panel = await bonusesTab(page, lang);
    const queued = panel.getByRole('region', { name: l.queued });
    await expect(queued.getByText(l.title)).toHaveCount(1);

    // An unknown code: refused under the field.
    await panel.getByLabel(l.label, { exact: true }).fill('NOPE-0000');
    await panel.getByRole('button', { name: l.apply, exact: true }).click();
    await expect(panel.getByText(l.unknown)).toBeVisible();

    // A bonus code, for a player whose identity is not verified yet: saved too.
    await panel.getByLabel(l.label, { exact: true }).fill('emeraude');
    await panel.getByRole('button', { name: l.apply, exact: true }).click();
    await expect(panel.getByText(l.saved)).toBeVisible();
    await expect(queued.getByText(l.title)).toHaveCount(2);

    // The first deposit without a chosen bonus makes the oldest one active; the other waits.
    await plainDeposit(page, lang);
    panel = await bonusesTab(page, lang);
    await expect(panel.getByRole('region', { name: l.title })).toContainText(l.bonusMoney);
    await expect(panel.getByRole('region', { name: l.queued }).getByText(l.title)).toHaveCount(1);
  });
}
