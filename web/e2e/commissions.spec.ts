import { test, expect, whenReady } from './fixtures';
import { apiToken, grantAdmin, newPlayer, postAs, registerPlayer, signInThroughDialog } from './players';

// An affiliate commission end to end against the real server: one administrator records it in the
// admin area in French (an amount typed with a decimal comma), cannot confirm it too, a second
// administrator confirms it, and the player finds it in their history and balance, in English.

const MOMENT = /^\d{4}\.\d\d\.\d\d \d\d:\d\d:\d\d$/;
const NOTE = 'Programme d’affiliation, octobre 2026';

test('two administrators pay an affiliate commission, which the player reads in the history (fr, en)', async ({ page, request, browser }) => {
  test.setTimeout(90_000);
  const player = newPlayer('aff');
  const first = newPlayer('adm');
  const second = newPlayer('adm');
  for (const p of [player, first, second]) await registerPlayer(request, p, 'fr');
  grantAdmin(first.username);
  grantAdmin(second.username);

  const adminContext = await browser.newContext({ viewport: { width: 1200, height: 900 } });
  const adminPage = whenReady(await adminContext.newPage());
  await signInThroughDialog(adminPage, first, 'fr');
  await adminPage.goto('/admin');
  const entry = adminPage.getByRole('region', { name: "Enregistrer une commission d'affiliation" });
  await entry.getByLabel("Nom d'utilisateur ou adresse e-mail du joueur").fill(player.username);
  await entry.getByLabel('Montant').fill('0,50');
  await entry.getByLabel(/^Objet/).fill(NOTE);
  await entry.getByRole('button', { name: 'Enregistrer la commission' }).click();
  await expect(entry.getByRole('alert')).toHaveText('Désolé, le montant ne peut pas être inférieur à 1,00\u00a0€');
  await entry.getByLabel('Montant').fill('250,50');
  await entry.getByRole('button', { name: 'Enregistrer la commission' }).click();
  await expect(entry.getByRole('status')).toHaveText(
    "Votre approbation de 250,50\u00a0€ est enregistrée. Un second administrateur doit la confirmer avant qu'elle soit exécutée.",
  );

  const queue = adminPage.getByRole('region', { name: "Commissions d'affiliation" });
  const row = queue.getByRole('row').filter({ hasText: player.username });
  await expect(row.getByRole('cell')).toHaveText([
    `${player.username}Non vérifiée`,
    MOMENT,
    '250,50\u00a0€',
    'Affiliation',
    NOTE,
    `En attenteApprouvé par ${first.username} : en attente d'un second administrateur`,
    'Confirmer et verserAnnuler',
  ]);
  // Who recorded it cannot also confirm it.
  await row.getByRole('button', { name: /^Confirmer et verser : / }).click();
  const confirm = adminPage.getByRole('dialog', { name: 'Confirmer et verser cette commission ?' });
  await confirm.getByRole('button', { name: 'Confirmer et verser' }).click();
  await expect(queue.getByRole('alert')).toHaveText('Vous avez déjà approuvé cette opération. Un second administrateur doit la confirmer.');
  await adminContext.close();

  // The second administrator confirms it: the money moves.
  const token = await apiToken(request, second);
  const waiting = (await postAs(request, token, '/api/admin/get_affiliate_commissions', {})) as { items: { username: string; transaction: { id: string } }[] };
  const id = waiting.items.find((i) => i.username === player.username)?.transaction.id;
  const paid = await postAs(request, token, '/api/admin/confirm_affiliate_commission', { id });
  expect(paid.code).toBe('commission_paid');

  await signInThroughDialog(page, player, 'en');
  await page.goto('/en/user-management');
  await page.getByRole('tab', { name: 'Transaction history' }).click();
  const history = page.getByRole('tabpanel', { name: 'Transaction history' }).getByRole('table');
  const commission = history.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(commission.getByRole('cell')).toHaveText(['Affiliate commission', MOMENT, '€250.50', 'Affiliate', 'Complete', 'Details']);
  await expect(page.getByRole('banner').getByRole('button', { name: /^Balance\b/ })).toHaveText('€250.50');
});
