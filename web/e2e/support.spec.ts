import { test, expect, whenReady } from './fixtures';
import { grantAdmin, newPlayer, registerPlayer, signInThroughDialog } from './players';
import { startOwnServer } from './ownServer';

// Support end to end against the real server: a visitor's message in French (refused field by
// field first, then sent, its e-mail in the outbox), and in English a player's question that a
// support agent answers in the staff area, which reaches the player's mail box with the header's
// unread count; and with the mail server unreachable (a server of its own), the message is kept
// and the page gives the address to write to. Texts are asserted exactly as the catalogues word
// them.

test('un visiteur écrit au support : les champs refusés, puis le message envoyé', async ({ page }) => {
  await page.goto('/contact-us');
  await expect(page.getByRole('heading', { level: 1, name: 'Nous contacter' })).toBeVisible();
  await page.getByLabel('Nom', { exact: true }).fill('Léa Martin');
  await page.getByLabel('E-mail', { exact: true }).fill('lea@');
  await page.getByLabel('Sujet', { exact: true }).fill('Mon retrait');
  await page.getByLabel('Message', { exact: true }).fill('Bonjour');
  await page.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(page.getByText('Adresse e-mail non valide')).toBeVisible();
  await expect(page.getByText('Écrivez entre 10 et 5000 caractères.')).toBeVisible();

  await page.getByLabel('E-mail', { exact: true }).fill('lea.martin@example.fr');
  await page.getByLabel('Message', { exact: true }).fill('Bonjour, où en est mon retrait de la semaine dernière ?');
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/front/player_send_message') && r.status() === 200);
  await page.getByRole('button', { name: 'Envoyer le message' }).click();
  const answer = (await (await sent).json()) as { ticket: string };
  const status = page.getByRole('status').filter({ hasText: 'Votre message a bien été envoyé.' });
  await expect(status).toContainText(`Numéro de votre ticket : ${answer.ticket}.`);
});

test('a support agent answers a player, who reads it in the mail box (en)', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const player = newPlayer('asks');
  await registerPlayer(request, player, 'en');
  const agent = newPlayer('agent');
  await registerPlayer(request, agent, 'en');
  grantAdmin(agent.username, 'support');

  // The player writes from the contact page, their name and address already filled in.
  await page.setViewportSize({ width: 1200, height: 900 });
  await signInThroughDialog(page, player, 'en');
  await page.goto('/en/contact-us');
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(player.email);
  const subject = `Bonus question ${player.username}`;
  await page.getByLabel('Subject', { exact: true }).fill(subject);
  await page.getByLabel('Message', { exact: true }).fill('How many times must my welcome bonus be wagered?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your message has been successfully sent.' })).toBeVisible();

  // The agent answers in the staff area.
  const staffContext = await browser.newContext({ viewport: { width: 1200, height: 900 } });
  const staff = whenReady(await staffContext.newPage());
  await signInThroughDialog(staff, agent, 'en');
  await staff.getByRole('banner').getByRole('link', { name: 'Staff area' }).click();
  const tickets = staff.getByRole('region', { name: 'Support tickets' });
  await expect(staff.getByRole('region', { name: 'Withdrawal requests' })).toHaveCount(0);
  const row = tickets.getByRole('row').filter({ hasText: subject });
  await row.getByRole('button', { name: /^Open ticket / }).click();
  const ticket = tickets.getByRole('region', { name: new RegExp(`^Ticket [0-9A-F]{8}: ${subject}$`) });
  await expect(ticket.getByText('How many times must my welcome bonus be wagered?')).toBeVisible();
  await ticket.getByLabel('Your answer', { exact: true }).fill('Thirty times the bonus, within thirty days.');
  await ticket.getByRole('button', { name: 'Send the answer' }).click();
  await expect(tickets.getByRole('status').filter({ hasText: 'Your answer is sent to the player.' })).toBeVisible();
  await staffContext.close();

  // The player's header counts it, and the mail box shows it.
  const badge = page.getByRole('banner').getByRole('link', { name: 'Mail box, 1 unread' });
  await expect(badge).toBeVisible();
  await badge.click();
  const box = page.getByRole('tabpanel', { name: 'Mail box' });
  const message = box.getByRole('button', { name: new RegExp(`^Unread\\s*Re: ${subject}`) });
  await message.click();
  await expect(box.getByText('Thirty times the bonus, within thirty days.')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: /^Mail box, / })).toHaveCount(0);
});

test('with the mail server unreachable, the message is kept and the page says where to write (en)', async ({ browser }) => {
  test.setTimeout(60_000);
  // Its own server: the shared one delivers to the outbox.
  const server = await startOwnServer(18090, { SMTP_URL: 'smtp://127.0.0.1:1', SUPPORT_EMAIL: 'help@emeraude.casino' });
  try {
    const page = whenReady(await browser.newPage({ baseURL: server.url }));
    await page.goto('/en/contact-us');
    await page.getByLabel('Name', { exact: true }).fill('Lea Martin');
    await page.getByLabel('E-mail', { exact: true }).fill('lea.martin@example.fr');
    await page.getByLabel('Subject', { exact: true }).fill('My withdrawal');
    await page.getByLabel('Message', { exact: true }).fill('Hello, where is my withdrawal of last week?');
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/front/player_send_message') && r.status() === 200);
    await page.getByRole('button', { name: 'Send message' }).click();
    const answer = (await (await sent).json()) as { ticket: string; code: string };
    expect(answer.code).toBe('mailing_failed');
    const alert = page.getByRole('alert').filter({ hasText: 'Mailing failed. Please direct email.' });
    await expect(alert).toContainText(`Your message is kept as ticket ${answer.ticket}: nothing is lost, support will read it.`);
    await expect(alert.getByRole('link', { name: 'help@emeraude.casino' })).toHaveAttribute(
      'href',
      `mailto:help@emeraude.casino?subject=${encodeURIComponent(`[${answer.ticket}] My withdrawal`)}`,
    );
    // What was typed stays, to send again or copy.
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('Hello, where is my withdrawal of last week?');
    await page.close();
  } finally {
    await server.stop();
  }
});

test("support corrects a player's details on request, then suspends and reopens the account (en)", async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const lea = newPlayer('leafile');
  await registerPlayer(request, lea, 'en');
  const agent = newPlayer('agentfile');
  await registerPlayer(request, agent, 'en');
  grantAdmin(agent.username, 'support');
  await page.setViewportSize({ width: 1200, height: 900 });
  await signInThroughDialog(page, agent, 'en');
  await page.goto('/en/admin');

  const players = page.getByRole('region', { name: 'Players' });
  await players.getByLabel('Find a player').fill(lea.username);
  await players.getByRole('button', { name: 'Search' }).click();
  await players.getByRole('button', { name: `Open the file of ${lea.username}` }).click();
  const file = page.getByRole('region', { name: `File of ${lea.username}` });

  // The details, corrected at the player's request: the username is shown, never a field.
  await file.getByRole('button', { name: 'Correct the details' }).click();
  const correct = file.getByRole('region', { name: `Correct ${lea.username}'s details` });
  await expect(correct.getByLabel('Username')).toHaveCount(0);
  await correct.getByLabel('City', { exact: true }).fill('Lyon');
  await correct.getByLabel('Reason for the correction').fill('Moved, asked by phone');
  await correct.getByRole('button', { name: 'Save the details' }).click();
  await expect(file.getByText("The player's details are saved.")).toBeVisible();

  // Suspended: the player is signed out, and signing in again opens the restricted area only.
  const account = file.getByRole('region', { name: 'Account' });
  await account.getByRole('radio', { name: 'Suspend' }).check();
  await account.getByLabel('Reason', { exact: true }).fill('Chargeback reported by the bank');
  await account.getByRole('button', { name: 'Change the status' }).click();
  await page.getByRole('dialog', { name: `Suspend ${lea.username}'s account?` }).getByRole('button', { name: 'Suspend the account' }).click();
  await expect(
    account.getByText('The account is suspended: the player is signed out and, on signing in again, can only read the mail box and histories.'),
  ).toBeVisible();

  const player = whenReady(await browser.newPage());
  await player.setViewportSize({ width: 1200, height: 900 });
  await player.goto('/en');
  await player.getByRole('button', { name: 'Sign in' }).first().click();
  const dialog = player.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('Username', { exact: true }).fill(lea.username);
  await dialog.getByLabel('Password', { exact: true }).fill(lea.password);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(dialog).toBeHidden();
  await player.goto('/en/user-management');
  await expect(player.getByRole('heading', { name: 'Your account is suspended' })).toBeVisible();

  // Reopened, then a closure announced: the file shows its date, and reopening calls it off.
  await account.getByRole('radio', { name: 'Reopen' }).check();
  await account.getByLabel('Reason', { exact: true }).fill('The bank withdrew the chargeback');
  await account.getByRole('button', { name: 'Change the status' }).click();
  await page.getByRole('dialog', { name: `Reopen ${lea.username}'s account?` }).getByRole('button', { name: 'Reopen the account' }).click();
  await expect(account.getByText('The account is open again.')).toBeVisible();
  await account.getByRole('radio', { name: 'Close' }).check();
  await account.getByLabel('Reason', { exact: true }).fill('Asked by the player to close');
  await account.getByRole('button', { name: 'Change the status' }).click();
  await page.getByRole('dialog', { name: `Close ${lea.username}'s account?` }).getByRole('button', { name: 'Close the account' }).click();
  await expect(account.getByText(/^The closure is announced: the player is told by e-mail and in the mail box/)).toBeVisible();
  await expect(account.getByText('Closure announced for')).toBeVisible();
  await expect(account.getByRole('radio', { name: 'Close' })).toHaveCount(0);

  await player.reload();
  await expect(player.getByRole('heading', { name: /^Your account closes on \d{4}\.\d{2}\.\d{2} \d{2}:\d{2}:\d{2} \(UTC\)$/ })).toBeVisible();

  await account.getByRole('radio', { name: 'Reopen' }).check();
  await account.getByLabel('Reason', { exact: true }).fill('The player changed their mind');
  await account.getByRole('button', { name: 'Change the status' }).click();
  await page.getByRole('dialog', { name: `Reopen ${lea.username}'s account?` }).getByRole('button', { name: 'Reopen the account' }).click();
  await expect(account.getByText('The account is open again.')).toBeVisible();
  await expect(account.getByText('Closure announced for')).toHaveCount(0);
  await player.close();
});
