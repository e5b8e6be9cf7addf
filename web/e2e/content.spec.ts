import { test, expect, whenReady } from './fixtures';
import { apiToken, grantAdmin, newPlayer, registerPlayer, signInThroughDialog } from './players';

// The site's editable content against the real server: an administrator edits the French terms in
// the content editor (with its live preview) and a visitor reads them at /terms, then version 1
// is restored; in English the FAQ opens one entry with its sidebar, an edited slide shows on the
// home carousel, and an entry holding a script and an `onerror` picture renders inert.

test('an administrator edits the French terms, a visitor reads them, and version 1 comes back', async ({ page, request }) => {
  test.setTimeout(90_000);
  const admin = newPlayer('admcontent');
  await registerPlayer(request, admin, 'fr');
  grantAdmin(admin.username);
  await page.setViewportSize({ width: 1200, height: 900 });
  await signInThroughDialog(page, admin, 'fr');
  await page.goto('/admin');

  const content = page.getByRole('region', { name: 'Contenu du site' });
  await expect(content.getByRole('tab', { name: 'Français' })).toHaveAttribute('aria-selected', 'true');
  await content.getByRole('button', { name: 'Modifier Conditions générales (Français)' }).click();
  const editor = content.getByRole('region', { name: 'Modifier Conditions générales (Français)' });
  await editor.getByLabel('Titre', { exact: true }).fill('Conditions générales du casino');
  await editor.getByLabel('Texte (Markdown)').fill("Le contrat qui nous lie.\n\n## 1. Âge\n\nIl faut avoir **18 ans** pour jouer. Voir la [FAQ](/faq).");
  // The preview is the site's own rendering.
  await expect(editor.getByRole('heading', { name: '1. Âge' })).toBeVisible();
  await expect(editor.locator('strong', { hasText: '18 ans' })).toBeVisible();
  await editor.getByRole('button', { name: 'Enregistrer la version' }).click();
  await expect(content.getByText(/^Version \d+ enregistrée\.$/)).toBeVisible();

  const visitor = await whenReady(await page.context().browser()!.newPage());
  await visitor.goto('/terms');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Conditions générales du casino' })).toBeVisible();
  await expect(visitor).toHaveTitle('Conditions générales du casino · Émeraude Casino');
  await expect(visitor.getByRole('heading', { level: 2, name: '1. Âge' })).toBeVisible();
  await expect(visitor.getByRole('article').getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
  // An English visitor still reads the English terms.
  await visitor.goto('/en/terms');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();

  // Version 1 restored: the site's own terms again.
  await content.getByRole('button', { name: 'Versions de Conditions générales du casino (Français)' }).click();
  const versions = content.getByRole('region', { name: 'Versions de Conditions générales du casino (Français)' });
  await versions.getByRole('button', { name: 'Restaurer la version 1' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Restaurer' }).click();
  await expect(content.getByText(/^Version 1 restaurée comme version \d+\.$/)).toBeVisible();
  await visitor.goto('/terms');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Conditions générales' })).toBeVisible();
  await visitor.close();
});

test('the FAQ opens one entry with its sidebar, an edited slide shows on the home page, and stored scripts stay inert', async ({ page, request }) => {
  test.setTimeout(90_000);
  const visitor = await whenReady(await page.context().browser()!.newPage());
  await visitor.setViewportSize({ width: 1200, height: 900 });
  await visitor.goto('/en/faq/3');
  await expect(visitor.getByRole('heading', { level: 2, name: 'Why do I have to verify my identity?' })).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'How do I open an account?' })).toHaveCount(0);
  const sidebar = visitor.getByRole('navigation', { name: 'Questions' });
  await expect(sidebar.getByRole('link')).toHaveCount(31);
  await expect(sidebar.getByRole('link', { name: 'Why do I have to verify my identity?' })).toHaveAttribute('aria-current', 'page');
  await sidebar.getByRole('link', { name: 'How do I open an account?' }).click();
  await expect(visitor).toHaveURL(/\/en\/faq\/1$/);
  await expect(visitor.getByRole('heading', { level: 2, name: 'How do I open an account?' })).toBeVisible();

  const admin = newPlayer('admslides');
  await registerPlayer(request, admin, 'en');
  grantAdmin(admin.username);
  await page.setViewportSize({ width: 1200, height: 900 });
  await signInThroughDialog(page, admin, 'en');
  await page.goto('/en/admin');
  const content = page.getByRole('region', { name: 'Site content' });
  await content.getByRole('button', { name: 'Slides' }).click();
  await content.getByRole('tab', { name: 'English' }).click();
  await content.getByRole('button', { name: 'Edit Double your first deposit (English)' }).click();
  let editor = content.getByRole('region', { name: 'Edit Double your first deposit (English)' });
  await editor.getByLabel('Title', { exact: true }).fill('Triple your first deposit');
  await editor.getByLabel('Button text').fill('Claim it');
  await editor.getByRole('button', { name: 'Save the version' }).click();
  await expect(content.getByText(/^Version \d+ saved\.$/)).toBeVisible();

  await visitor.goto('/en');
  const carousel = visitor.getByRole('region', { name: 'Highlights' });
  await expect(carousel.getByRole('heading', { name: 'Triple your first deposit' })).toBeVisible();
  await expect(carousel.getByRole('link', { name: 'Claim it' })).toHaveAttribute('href', '/en/promotion/welcome');
  await carousel.getByRole('button', { name: 'Next slide' }).click();
  await expect(carousel.getByRole('heading', { name: 'Every result can be checked' })).toBeVisible();

  // A new FAQ entry holding a script and an `onerror` picture: their HTML is shown as text, never
  // as markup.
  await content.getByRole('button', { name: 'FAQ' }).click();
  await content.getByRole('button', { name: 'New FAQ entry' }).click();
  editor = content.getByRole('region', { name: /^New FAQ entry/ });
  await editor.getByLabel('Number', { exact: true }).fill('77');
  await editor.getByLabel('Group', { exact: true }).fill('Account');
  await editor.getByLabel('Question', { exact: true }).fill('Is this page safe?');
  await editor.getByLabel('Answer (Markdown)').fill('Yes.<script>window.pwned = 1</script>\n\n<img src="/nowhere.png" onerror="window.pwned = 2">\n\n[Click](javascript:window.pwned=3)');
  await editor.getByRole('button', { name: 'Save the version' }).click();
  await expect(content.getByText('Version 1 saved.')).toBeVisible();
  await visitor.goto('/en/faq/77');
  const answer = visitor.getByRole('heading', { level: 2, name: 'Is this page safe?' });
  await expect(answer).toBeVisible();
  // The script link lost its address: a click on its words does nothing.
  await expect(visitor.getByRole('link', { name: 'Click' })).toHaveCount(0);
  await visitor.getByText('Click', { exact: true }).click();
  expect(await visitor.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
  const entry = visitor.locator('.faq-entry');
  await expect(entry).toContainText('<img src="/nowhere.png" onerror="window.pwned = 2">');
  await expect(entry.locator('img, script')).toHaveCount(0);
  expect(await entry.innerHTML()).not.toMatch(/<img|<script|javascript:/);

  // Cleaned up: the entry removed everywhere, the slide's first words back.
  await content.getByRole('button', { name: 'Remove Is this page safe? in every language' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove in every language' }).click();
  await expect(content.getByText('The item is removed.')).toBeVisible();
  await content.getByRole('button', { name: 'Slides' }).click();
  await content.getByRole('button', { name: 'Versions of Triple your first deposit (English)' }).click();
  await content.getByRole('button', { name: 'Restore version 1' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Restore' }).click();
  await expect(content.getByText(/^Version 1 restored as version \d+\.$/)).toBeVisible();
  await visitor.close();
});

test('an administrator rewords an e-mail, keeping its placeholders, and the player reads it in the mail box (en)', async ({ page, request, browser }) => {
  test.setTimeout(90_000);
  const admin = newPlayer('admmails');
  await registerPlayer(request, admin, 'en');
  grantAdmin(admin.username);
  await page.setViewportSize({ width: 1200, height: 900 });
  await signInThroughDialog(page, admin, 'en');
  await page.goto('/en/admin');
  const content = page.getByRole('region', { name: 'Site content' });
  await content.getByRole('button', { name: 'E-mails' }).click();
  await content.getByRole('tab', { name: 'English' }).click();
  await content.getByRole('button', { name: 'Edit Identity verified (English)' }).click();
  const editor = content.getByRole('region', { name: 'Edit Identity verified (English)' });
  await expect(editor.getByText('Keep these placeholders: {username}. The site replaces them when it sends the e-mail.')).toBeVisible();
  await editor.getByLabel('Subject', { exact: true }).fill('Your documents are approved');
  const text = editor.getByLabel('Text (plain, no formatting)');
  await text.fill('Hello,\n\nYour documents are approved: withdrawals are open.');
  await editor.getByRole('button', { name: 'Save the version' }).click();
  await expect(editor.getByText('Keep {username} in this text: the site fills it in when it sends the mail.')).toBeVisible();
  await text.fill('Hello {username},\n\nYour documents are approved: withdrawals are open.');
  await editor.getByRole('button', { name: 'Save the version' }).click();
  await expect(content.getByText(/^Version \d+ saved\.$/)).toBeVisible();

  // The KYC decision (made through the API here) tells the player in those words.
  const player = newPlayer('mailread');
  await registerPlayer(request, player, 'en');
  const adminToken = await apiToken(request, admin);
  const verified = await request.post('/api/admin/set_player_verification', {
    headers: { Authorization: `Bearer ${adminToken}`, 'Accept-Language': 'en' },
    data: { username: player.username, verification: 'verified' },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  const reader = await whenReady(await (await browser.newContext()).newPage());
  await signInThroughDialog(reader, player, 'en');
  await reader.getByRole('banner').getByRole('link', { name: 'Mail box, 1 unread' }).click();
  const box = reader.getByRole('tabpanel', { name: 'Mail box' });
  await box.getByRole('button', { name: /^Unread\s*Your documents are approved/ }).click();
  await expect(box.getByText(`Hello ${player.username},`)).toBeVisible();
  await expect(box.getByText('Your documents are approved: withdrawals are open.')).toBeVisible();
});
