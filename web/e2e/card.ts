import type { Locator, Page } from '@playwright/test';

// The deposit tab's card fields, as each language words them, and the sandbox's test card.

const LABELS = {
  fr: { holder: 'Nom du titulaire', number: 'Numéro de carte', month: 'Mois (MM)', year: 'Année (AAAA)', cvv: 'Cryptogramme visuel (CVV)' },
  en: { holder: 'Cardholder name', number: 'Card number', month: 'Month (MM)', year: 'Year (YYYY)', cvv: 'Security code (CVV)' },
} as const;

/** Fills the card fields in `scope` (the page or the deposit tab's panel) with the test card. */
export async function fillCard(scope: Page | Locator, lang: 'fr' | 'en', holder = 'TOM REED') {
  const l = LABELS[lang];
  await scope.getByLabel(l.holder, { exact: true }).fill(holder);
  await scope.getByLabel(l.number, { exact: true }).fill('4111 1111 1111 1111');
  await scope.getByLabel(l.month, { exact: true }).fill('12');
  await scope.getByLabel(l.year, { exact: true }).fill('2030');
  await scope.getByLabel(l.cvv, { exact: true }).fill('123');
}
