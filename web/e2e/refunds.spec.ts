import { test, expect } from './fixtures';
import { apiToken, newPlayer, registerPlayer, signInThroughDialog } from './players';

// A session time limit and a refund, in French, against the real server: the player chooses a
// 30-minute session limit (a first limit applies at once), then asks for the refund of a deposit
// made by mistake. The amount leaves the balance at once and waits for the identity documents.

test('une limite de session de 30 minutes, puis le remboursement d\'un dépôt fait par erreur (fr)', async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1200, height: 900 });
  const player = newPlayer('refund');
  await registerPlayer(request, player, 'fr');
  const token = await apiToken(request, player);
  const deposit = await request.post('/api/front/moto_deposit_processor', {
    headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'fr' },
    data: {
      amount: '50', currency: 'EUR', idempotency_key: crypto.randomUUID(),
      card: { holder: 'LEA MARTIN', number: '4111 1111 1111 1111', month: '12', year: '2030', cvv: '123' },
    },
  });
  expect(deposit.status(), await deposit.text()).toBe(200);

  await signInThroughDialog(page, player, 'fr');
  // The rest on a phone's width.
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/user-management');
  await page.getByRole('tab', { name: 'Jeu responsable' }).click();
  const responsible = page.getByRole('tabpanel', { name: 'Jeu responsable' });
  const session = responsible.getByRole('form', { name: 'Limite de durée de session' });
  await expect(session.getByText("Vous n'avez pas de limite de durée de session.")).toBeVisible();
  await session.getByLabel("Durée maximale d'une session").selectOption('30');
  await session.getByRole('button', { name: 'Enregistrer ma limite de session' }).click();
  await expect(session.getByRole('status').filter({ hasText: 'Vos limites sont enregistrées.' })).toBeVisible();
  await expect(session.getByText('Votre limite actuelle : 30 minutes.')).toBeVisible();

  // The refund, from the deposit's row of the history.
  await page.getByRole('tab', { name: 'Historique des transactions' }).click();
  const history = page.getByRole('tabpanel', { name: 'Historique des transactions' });
  const table = history.getByRole('table', { name: 'Vos dépôts, retraits et remboursements' });
  const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows).toHaveCount(1);
  await rows.first().getByRole('button', { name: /^Demander un remboursement : Dépôt, 50,00\s€, / }).click();
  const dialog = page.getByRole('dialog', { name: 'Demander le remboursement de ce dépôt ?' });
  await dialog.getByRole('button', { name: 'Confirmer ma demande' }).click();
  await expect(dialog.getByText('Indiquez pourquoi vous demandez un remboursement.')).toBeVisible();
  await dialog.getByRole('radio', { name: "J'ai fait ce dépôt par erreur (dans les 24 heures)" }).check();
  await dialog.getByRole('button', { name: 'Confirmer ma demande' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    history.getByText(
      "Votre demande de remboursement est reçue. Le montant est mis de côté jusqu'à la vérification de votre identité : envoyez vos documents d'identité sous 5 jours (Compte, onglet Documents), faute de quoi aucun remboursement n'est effectué et votre compte est fermé.",
    ),
  ).toBeVisible();
  await expect(rows).toHaveCount(2);
  await expect(rows.first().getByRole('cell').first()).toHaveText('Remboursement');
  await expect(rows.nth(1).getByRole('button', { name: /^Demander un remboursement/ })).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('button', { name: /^Solde\b/ })).toHaveText('0,00\u00a0€');
});
