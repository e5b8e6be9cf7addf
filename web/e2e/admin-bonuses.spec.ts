import { test, expect } from './fixtures';
import { grantAdmin, newPlayer, registerPlayer, signInThroughDialog } from './players';

// The bonus back office in the admin area, in English, against the real server: an administrator
// creates a campaign, is told what is wrong with a bad change, saves a good one as version 2,
// gives the campaign a code, and a visitor reads the new campaign on its promotion page with the
// figures of the newest version. Texts are asserted exactly as the catalogues word them.

test('an administrator creates and versions a campaign, gives it a code, and the promotion page shows it', async ({ page, request }) => {
  test.setTimeout(90_000);
  const admin = newPlayer('admbonus');
  await registerPlayer(request, admin, 'en');
  grantAdmin(admin.username);
  await page.setViewportSize({ width: 1200, height: 900 });
  await signInThroughDialog(page, admin, 'en');
  await page.goto('/en/admin');

  const slug = `spring-${Date.now().toString(36)}`;
  const campaigns = page.getByRole('region', { name: 'Bonus campaigns' });
  await campaigns.getByRole('button', { name: 'New campaign' }).click();
  let form = campaigns.getByRole('region', { name: 'New campaign' });
  await form.getByLabel('Slug (the address of its promotion page)').fill(slug);
  await form.getByLabel('Kind of bonus').selectOption('code');
  await form.getByLabel('Fixed bonus (EUR)').fill('15');
  await form.getByLabel('Minimum deposit (EUR)').fill('0');
  await form.getByLabel('Maximum bonus (EUR)').fill('0');
  await form.getByLabel('Wagering (times the bonus)').fill('20');
  await form.getByLabel('Validity (days)').fill('10');
  await form.getByLabel('Largest bet while active (EUR)').fill('0');
  await form.getByLabel('Place on the promotions page').fill('70');
  await form.getByRole('button', { name: 'Add a category' }).click();
  await form.getByLabel('Game category 1').selectOption('slots');
  await form.getByLabel('Percent counted (category 1)').fill('100');
  await form.getByLabel('Language').selectOption('en');
  await form.getByLabel('Title').fill('Spring code');
  await form.getByLabel('Summary').fill('A spring bonus for your code.');
  await form.getByLabel('Terms').fill('{bonus} wagered {wagering} times within {days} days.');
  await form.getByRole('button', { name: 'Save the campaign' }).click();
  await expect(campaigns.getByRole('status').filter({ hasText: 'The campaign is saved as version 1.' })).toBeVisible();
  const row = campaigns.getByRole('row').filter({ hasText: slug });
  await expect(row.getByRole('cell').nth(3)).toHaveText('1');

  // A bad change: every failing field says why, and nothing is saved.
  await row.getByRole('button', { name: `Edit ${slug} (EUR)` }).click();
  form = campaigns.getByRole('region', { name: `Edit ${slug} (EUR)` });
  await form.getByLabel('Wagering (times the bonus)').fill('0');
  await form.getByLabel('Validity (days)').fill('400');
  await form.getByRole('button', { name: 'Save the campaign' }).click();
  await expect(form.getByText('The number must be between 1 and 100.')).toBeVisible();
  await expect(form.getByText('The number must be between 1 and 365.')).toBeVisible();
  await expect(row.getByRole('cell').nth(3)).toHaveText('1');

  // The good change: version 2.
  await form.getByLabel('Wagering (times the bonus)').fill('25');
  await form.getByLabel('Validity (days)').fill('12');
  await form.getByRole('button', { name: 'Save the campaign' }).click();
  await expect(campaigns.getByRole('status').filter({ hasText: 'The campaign is saved as version 2.' })).toBeVisible();
  await expect(row.getByRole('cell').nth(3)).toHaveText('2');

  // Its code.
  const codes = page.getByRole('region', { name: 'Bonus codes' });
  const code = `SPRING${Date.now().toString().slice(-6)}`;
  await codes.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
  await codes.getByLabel('Campaign', { exact: true }).selectOption(slug);
  await codes.getByRole('button', { name: 'Save the code' }).click();
  await expect(codes.getByRole('status').filter({ hasText: 'The bonus code is saved.' })).toBeVisible();
  await expect(codes.getByRole('row').filter({ hasText: code }).getByRole('cell').nth(1)).toHaveText(slug);

  // A visitor reads the newest version on the campaign's page.
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(`/en/promotion/${slug}`);
  await expect(visitor.getByRole('heading', { name: 'Spring code' })).toBeVisible();
  await expect(visitor.getByText('€15.00 wagered 25 times within 12 days.')).toBeVisible();
  await visitor.close();
});
