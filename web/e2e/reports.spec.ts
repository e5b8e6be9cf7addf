import { readFile } from 'node:fs/promises';
import { test, expect } from './fixtures';
import { apiToken, grantAdmin, newPlayer, postAs, registerPlayer, signInThroughDialog } from './players';

// The operator's report in the admin area, in French, against the real server: today's card
// deposits appear under their processor, written as French writes money, and the CSV download
// holds the same figures with the headers in the page's language. The run's other tests share
// the database, so the figures are read, not fixed; the deposit made here is at least counted.

test("les rapports de l'exploitant : paiements du jour par moyen de paiement, et leur export CSV", async ({ page, request }, testInfo) => {
  const player = newPlayer('reportfr');
  await registerPlayer(request, player, 'fr');
  const token = await apiToken(request, player);
  await postAs(request, token, '/api/front/moto_deposit_processor', {
    amount: '20', currency: 'EUR', idempotency_key: crypto.randomUUID(),
    card: { holder: 'LEA MARTIN', number: '4111 1111 1111 1111', month: '12', year: '2030', cvv: '123' },
  });
  // One real-money round, so the games table has a row of this test's own.
  await postAs(request, token, '/api/game/bet', {
    game_id: 'classic-european-roulette', mode: 'real', idempotency_key: crypto.randomUUID(),
    bet: { engine: 'roulette', bets: [{ kind: 'red', numbers: [], cents: 100 }] },
  });
  const admin = newPlayer('reportadm');
  await registerPlayer(request, admin, 'fr');
  grantAdmin(admin.username);
  await signInThroughDialog(page, admin, 'fr');
  await page.setViewportSize({ width: 1200, height: 900 });
  await page.goto('/admin');

  const reports = page.getByRole('region', { name: 'Rapports' });
  const payments = reports.getByRole('table', { name: 'Paiements' });
  const card = payments.getByRole('row').filter({ hasText: 'Carte bancaire' }).filter({ hasText: 'EUR' });
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('cell').nth(3)).toHaveText(/^\d{1,3}(\s\d{3})*,\d{2}\s€$/);
  await expect(reports.getByRole('table', { name: 'Jeu', exact: true })).toBeVisible();
  // By game: the roulette's row, with its configured RTP as French writes a percentage.
  const roulette = reports.getByRole('table', { name: 'Par jeu' }).getByRole('row').filter({ hasText: 'Classic European Roulette' }).filter({ hasText: 'EUR' });
  await expect(roulette).toHaveCount(1);
  await expect(roulette.getByRole('cell').nth(8)).toHaveText(/^97,30\s%$/);
  // The accounts to review over the same days: a table, or the sentence that there is none.
  await expect(reports.getByRole('heading', { name: 'Alertes anti-blanchiment' })).toBeVisible();
  await expect(reports.getByRole('table', { name: 'Alertes anti-blanchiment' }).or(reports.getByText("Aucun compte n'est signalé sur ces jours."))).toBeVisible();
  await reports.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('reports-fr-1200.png'), fullPage: false });

  const downloaded = page.waitForEvent('download');
  await reports.getByRole('button', { name: 'Télécharger en CSV' }).click();
  const file = await downloaded;
  expect(file.suggestedFilename()).toMatch(/^report-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await file.path())!, 'utf8');
  const lines = csv.split('\r\n');
  expect(lines[0]).toBe('Jour,Devise,Mises,Gains,Produit brut (PBJ),Coût des bonus,Produit net (PNJ),Commissions versées,Joueurs');
  expect(lines).toContain('Jeu,Moteur,Devise,Parties,Joueurs,Mises,Gains,Produit brut (PBJ),Redistribué,RTP (configuré)');
  expect(lines.some((l) => /^Classic European Roulette,roulette,EUR,\d+,\d+,\d+\.\d{2},\d+\.\d{2},-?\d+\.\d{2},\d+\.\d{2},97\.30$/.test(l))).toBe(true);
  expect(lines).toContain('Jour,Devise,Moyen de paiement,Dépôts,Retraits payés');
  expect(lines.some((l) => /^\d{4}-\d{2}-\d{2},EUR,moto,\d+\.\d{2},\d+\.\d{2}$/.test(l))).toBe(true);

  await page.setViewportSize({ width: 360, height: 740 });
  await reports.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('reports-fr-360.png') });

  // In English, on the light theme: the same row as English writes money.
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await page.setViewportSize({ width: 1200, height: 900 });
  await page.goto('/en/admin');
  const en = page.getByRole('region', { name: 'Reports' });
  const enCard = en.getByRole('table', { name: 'Payments' }).getByRole('row').filter({ hasText: 'Credit card' }).filter({ hasText: 'EUR' });
  await expect(enCard.getByRole('cell').nth(3)).toHaveText(/^€\d{1,3}(,\d{3})*\.\d{2}$/);
  await en.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('reports-en-1200.png') });
});
