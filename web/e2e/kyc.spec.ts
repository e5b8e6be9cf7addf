import { test, expect, whenReady, type Page } from './fixtures';
import type { Locator } from '@playwright/test';
import { grantAdmin, newPlayer, registerPlayer, signInThroughDialog, type NewPlayer } from './players';
import { pngFile } from './png';

// Identity verification (KYC) against the real server. In French: a player's greyscale picture is
// refused in the page by casino-core's own rule (WebAssembly) with nothing sent, a colour one is
// sent with its progress bar and the server's answer; the identity card's front and back and a
// proof of address are sent, a KYC agent approves the three in the staff area, and the player
// reads "Votre identité est vérifiée" in the mail box. In English: a picture too small and a PDF
// refused in the page, then a card sent, which an agent rejects with a reason the player reads.
// Texts are asserted exactly as the catalogues word them (core/i18n, the features' i18n files).

/** A card at 300 dpi needs 1011 × 638 pixels: 1200 × 800 holds it; an A4 letter needs 2480 × 3508. */
const CARD = { width: 1200, height: 800 };
const A4 = { width: 2480, height: 3508 };

/** The local date `days` ago as a date input takes it (`YYYY-MM-DD`): within 3 months, never in the future. */
function daysAgo(days: number): string {
  const d = new Date(Date.now() - days * 24 * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** A regular expression matching `text` as it is. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Counts the uploads the page sends (none may leave while the page refuses a picture). */
function countUploads(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/front/upload_document')) count += 1;
  });
  return () => count;
}

const FR = {
  tab: 'Documents',
  kind: 'Type de document',
  date: 'Date du document',
  file: 'Image du document',
  send: 'Envoyer le document',
  progress: "Envoi de l'image",
  received: "Votre document est bien reçu. L'équipe KYC vous répond sous 24 heures.",
  pending: 'En cours de vérification',
} as const;

/** The title of the kinds asked only above 2,500.00€ of withdrawals in a month (the amount as the site writes euros). */
const LARGER_FR = /^Pour des retraits de plus de 2[\s\u202f,.]?500[.,]00\s?€ sur un mois civil, envoyez aussi :$/;

/** Sends one document from the French documents tab and waits for the server's answer. */
async function sendDocument(panel: Locator, kind: string, file: ReturnType<typeof pngFile>, issuedOn = '') {
  await panel.getByLabel(FR.kind, { exact: true }).selectOption(kind);
  if (issuedOn) await panel.getByLabel(FR.date, { exact: true }).fill(issuedOn);
  await panel.getByLabel(FR.file, { exact: true }).setInputFiles(file);
  await expect(panel.getByRole('alert')).toHaveCount(0);
  await panel.getByRole('button', { name: FR.send }).click();
  await expect(panel.getByRole('status').filter({ hasText: FR.received })).toBeVisible();
  await expect(panel.getByRole('progressbar', { name: FR.progress })).toHaveAttribute('aria-valuenow', '100');
}

/** A KYC agent of the staff area, signed in a browser context of its own, in `lang`. */
async function kycAgent(page: Page, agent: NewPlayer, lang: 'fr' | 'en'): Promise<{ staff: Page; close: () => Promise<void> }> {
  const context = await page.context().browser()!.newContext({ viewport: { width: 1200, height: 900 } });
  const staff = whenReady(await context.newPage());
  await signInThroughDialog(staff, agent, lang);
  await staff.goto(lang === 'fr' ? '/admin' : '/en/admin');
  return { staff, close: () => context.close() };
}

test("un joueur envoie ses documents, refusés en noir et blanc, puis l'équipe KYC les approuve (fr)", async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1200, height: 900 });
  const player = newPlayer('kycfr');
  await registerPlayer(request, player, 'fr');
  const agent = newPlayer('kycagfr');
  await registerPlayer(request, agent, 'fr');
  grantAdmin(agent.username, 'kyc');

  const uploads = countUploads(page);
  await signInThroughDialog(page, player, 'fr');
  await page.goto('/user-management');
  await page.getByRole('tab', { name: FR.tab, exact: true }).click();
  const panel = page.getByRole('tabpanel', { name: FR.tab });
  await expect(panel.getByText(/^Envoyez vos documents d'ici le \d{4}\.\d{2}\.\d{2}\.$/)).toBeVisible();
  await expect(panel.getByText("L'équipe KYC vous répond dans les 24 heures qui suivent la réception d'un document.")).toBeVisible();
  // The payment method is asked for once the identity documents are sent.
  await expect(panel.getByRole('list', { name: 'Reste à envoyer :' }).getByRole('listitem')).toHaveText([
    "Pièce d'identité (recto)",
    "Pièce d'identité (verso)",
    'Justificatif de domicile',
  ]);
  await expect(panel.getByText('Vous n\'avez encore envoyé aucun document.')).toBeVisible();
  // The kind starts on the first one missing.
  await expect(panel.getByLabel(FR.kind, { exact: true })).toHaveValue('identity_front');

  // A greyscale picture: refused in the page, tied to its field, and nothing leaves.
  const input = panel.getByLabel(FR.file, { exact: true });
  await input.setInputFiles(pngFile('carte-grise.png', CARD.width, CARD.height, false));
  const refusal = panel.getByRole('alert');
  await expect(refusal).toHaveText('Cette image est en noir et blanc : envoyez une image en couleur.');
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  const refusalId = await refusal.getAttribute('id');
  expect((await input.getAttribute('aria-describedby'))?.split(' ')).toContain(refusalId);
  await panel.getByRole('button', { name: FR.send }).click();
  await expect(input).toBeFocused();
  await expect(panel.getByRole('progressbar')).toHaveCount(0);
  expect(uploads()).toBe(0);

  // In colour: sent, with its progress, and the server's answer.
  await input.setInputFiles(pngFile('carte-recto.png', CARD.width, CARD.height));
  await expect(refusal).toHaveCount(0);
  await panel.getByRole('button', { name: FR.send }).click();
  await expect(panel.getByRole('status').filter({ hasText: FR.received })).toBeVisible();
  await expect(panel.getByRole('progressbar', { name: FR.progress })).toHaveAttribute('aria-valuenow', '100');
  expect(uploads()).toBe(1);
  const sent = panel.getByRole('table', { name: 'Documents envoyés' });
  await expect(sent.getByRole('row').filter({ hasText: "Pièce d'identité (recto)" })).toContainText(FR.pending);
  // The next one missing is chosen for the next upload.
  await expect(panel.getByLabel(FR.kind, { exact: true })).toHaveValue('identity_back');
  // The picture sent, read with the session through a blob: URL, as Chromium decodes it.
  await sent.getByRole('button', { name: /^Voir l'image : pièce d'identité \(recto\), / }).click();
  const viewer = page.getByRole('dialog', { name: "Pièce d'identité (recto)" });
  const shown = viewer.getByRole('img', { name: "Image de votre pièce d'identité (recto)" });
  await expect(shown).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(CARD.width);
  await viewer.getByRole('button', { name: 'Fermer' }).click();
  await expect(viewer).toBeHidden();

  await sendDocument(panel, 'identity_back', pngFile('carte-verso.png', CARD.width, CARD.height));
  await sendDocument(panel, 'proof_of_address', pngFile('facture.png', A4.width, A4.height), daysAgo(5));
  await expect(sent.getByRole('row').filter({ hasText: FR.pending })).toHaveCount(3);
  // The three identity documents sent: nothing is left for the identity; the payment method is
  // asked only for larger withdrawals, and the tab says above what.
  await expect(panel.getByRole('list', { name: 'Reste à envoyer :' })).toHaveCount(0);
  await expect(panel.getByText("Tous vos documents sont envoyés : l'équipe KYC est en train de les vérifier.")).toBeVisible();
  await expect(panel.getByRole('list', { name: LARGER_FR }).getByRole('listitem')).toHaveText(['Moyen de paiement']);
  expect(uploads()).toBe(3);

  // The KYC agent approves the three, the oldest first, comparing them with the registered details.
  const { staff, close } = await kycAgent(page, agent, 'fr');
  const queue = staff.getByRole('region', { name: "Documents d'identité" });
  for (const kind of ["Pièce d'identité (recto)", "Pièce d'identité (verso)", 'Justificatif de domicile']) {
    const doc = queue.getByRole('article', { name: `${player.username} : ${kind}`, exact: true });
    // The registered details beside the picture (registerPlayer's Tom Reed, born 1985-01-31).
    await expect(doc.getByText('Nom enregistré', { exact: true }).locator('xpath=following-sibling::dd[1]')).toHaveText('Tom Reed');
    await expect(doc.getByText('Date de naissance', { exact: true }).locator('xpath=following-sibling::dd[1]')).toHaveText('1985.01.31');
    await expect(doc.getByRole('img', { name: `Image envoyée par ${player.username} : ${kind.charAt(0).toLowerCase()}${kind.slice(1)}` })).toBeVisible();
    const approve = doc.getByRole('button', { name: new RegExp(`^Approuver : ${literal(player.username)}, ${literal(kind)}, `) });
    await approve.click();
    const dialog = staff.getByRole('dialog', { name: 'Approuver ce document ?' });
    await dialog.getByRole('button', { name: 'Approuver', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(queue.getByRole('status').filter({ hasText: 'Le document est approuvé.' })).toBeVisible();
    await expect(approve).toHaveCount(0);
  }
  await close();

  // The player is told in the mail box, and the tab says it.
  await page.goto('/user-management');
  await page.getByRole('tab', { name: 'Messagerie', exact: true }).click();
  const box = page.getByRole('tabpanel', { name: 'Messagerie' });
  await box.getByRole('button', { name: /Votre identité est vérifiée/ }).click();
  await expect(box.getByText('votre identité est vérifiée et vos retraits peuvent désormais être payés')).toBeVisible();
  await page.getByRole('tab', { name: FR.tab, exact: true }).click();
  await expect(panel.getByText('Identité vérifiée', { exact: true })).toBeVisible();
  await expect(panel.getByText(/^Envoyez vos documents d'ici le/)).toHaveCount(0);
  await expect(sent.getByRole('row').filter({ hasText: 'Approuvé' })).toHaveCount(3);
  await expect(panel.getByRole('list', { name: LARGER_FR }).getByRole('listitem')).toHaveText(['Moyen de paiement']);
});

test('a picture too small and a PDF are refused in the page; a card the KYC team rejects shows its reason (en)', async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1200, height: 900 });
  const player = newPlayer('kycen');
  await registerPlayer(request, player, 'en');
  const agent = newPlayer('kycagen');
  await registerPlayer(request, agent, 'en');
  grantAdmin(agent.username, 'kyc');

  const uploads = countUploads(page);
  await signInThroughDialog(page, player, 'en');
  await page.goto('/en/user-management');
  await page.getByRole('tab', { name: 'Documents', exact: true }).click();
  const panel = page.getByRole('tabpanel', { name: 'Documents' });
  await expect(panel.getByText(/^Send your documents by \d{4}\.\d{2}\.\d{2}\.$/)).toBeVisible();
  const input = panel.getByLabel('Picture of the document', { exact: true });
  await input.setInputFiles(pngFile('small.png', 800, 600));
  await expect(panel.getByRole('alert')).toHaveText('This picture is too small to read: it needs at least 1011 × 638 pixels (300 dpi).');
  await input.setInputFiles({ name: 'card.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n') });
  await expect(panel.getByRole('alert')).toHaveText('Send a PNG, JPEG or GIF picture: other files, PDF included, are not taken.');
  expect(uploads()).toBe(0);

  await input.setInputFiles(pngFile('card.png', CARD.width, CARD.height));
  await panel.getByRole('button', { name: 'Send the document' }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'Your document is received. The KYC team answers within 24 hours.' })).toBeVisible();
  await expect(panel.getByRole('progressbar', { name: 'Sending the picture' })).toHaveAttribute('aria-valuenow', '100');

  // The agent rejects it: the reason is required, then sent.
  const { staff, close } = await kycAgent(page, agent, 'en');
  const queue = staff.getByRole('region', { name: 'Identity documents' });
  const doc = queue.getByRole('article', { name: `${player.username}: Identity document (front)`, exact: true });
  await expect(doc.getByText(/^Waiting for \d+ minutes? \(promise: 24 hours\), answer due by \d{4}\.\d{2}\.\d{2} \d{2}:\d{2}:\d{2} \(UTC\)\.$/)).toBeVisible();
  await doc.getByRole('button', { name: new RegExp(`^Reject: ${literal(player.username)}, `) }).click();
  const dialog = staff.getByRole('dialog', { name: 'Reject this document?' });
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Field required');
  await dialog.getByLabel('Reason (the player reads it)').fill('The picture is blurred: send a sharper one.');
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(queue.getByRole('status').filter({ hasText: 'The document is refused; the player is told why.' })).toBeVisible();
  await expect(doc).toHaveCount(0);
  await close();

  await page.reload();
  await page.getByRole('tab', { name: 'Documents', exact: true }).click();
  const row = panel.getByRole('table', { name: 'Documents sent' }).getByRole('row').filter({ hasText: 'Identity document (front)' });
  await expect(row).toContainText('Refused');
  await expect(row).toContainText('The picture is blurred: send a sharper one.');
  await expect(panel.getByRole('list', { name: 'Still to send:' }).getByRole('listitem').first()).toHaveText('Identity document (front)');
  // The mail box says it too, in the agent's words.
  await page.getByRole('tab', { name: 'Mail box', exact: true }).click();
  const box = page.getByRole('tabpanel', { name: 'Mail box' });
  await box.getByRole('button', { name: /We need another document/ }).click();
  await expect(box.getByText('The picture is blurred: send a sharper one.', { exact: false })).toBeVisible();
});
