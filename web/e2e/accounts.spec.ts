import { test, expect, type Page } from './fixtures';
import { linkFromMail } from './outbox';
import { newPlayer, registerPlayer, signInThroughDialog } from './players';

// Player accounts end to end against the real server: registration, the welcome e-mail's
// activation link, sign-in, the account area, a password change, sign-out; in French at `/` and
// in English at `/en`. Messages are asserted exactly as the shared catalogue
// (core/i18n/<lang>.json) and the web locale files word them.

/** The texts of each journey, in the page's language. */
const LOCALES = {
  fr: {
    prefix: '',
    labels: {
      username: "Nom d'utilisateur (non modifiable ensuite)",
      email: 'E-mail',
      password: 'Mot de passe',
      confirm: 'Confirmer le mot de passe',
      mobile: 'Numéro de téléphone mobile',
      firstName: 'Prénom',
      lastName: 'Nom',
      gender: 'Sexe',
      birthDate: 'Date de naissance',
      address: 'Adresse',
      postalCode: 'Code postal',
      city: 'Ville',
      country: 'Pays',
      terms: /J'ai 18 ans ou plus/,
      currency: /Je confirme mon choix de devise/,
      submit: 'Ouvrir un compte',
      signIn: 'Se connecter',
      signInDialog: 'Connexion',
      signInUsername: "Nom d'utilisateur",
      signOut: 'Se déconnecter',
      profileTab: 'Mon profil',
      passwordTab: 'Changer le mot de passe',
      oldPassword: 'Mot de passe actuel',
      newPassword: 'Nouveau mot de passe',
      confirmNew: 'Confirmer le nouveau mot de passe',
      account: (u: string) => `Mon compte (${u})`,
      forgot: 'Mot de passe oublié ?',
    },
    messages: {
      emailInvalid: 'Adresse e-mail non valide',
      required: 'Champ obligatoire',
      terms: 'Veuillez accepter les conditions générales',
      currency: 'Veuillez confirmer le choix de votre devise.',
      created: 'Joueur créé avec succès.',
      checkEmail: 'Consultez votre boîte de réception (et vos spams) pour activer votre compte et recevoir votre bonus',
      countdown: /Redirection vers la page d'accueil dans \d+\ssecondes?\./,
      activated: 'Votre compte est activé. Bienvenue !',
      wrongCredentials: "Nom d'utilisateur ou mot de passe incorrect !",
      passwordChanged: 'Mot de passe modifié avec succès.',
    },
  },
  en: {
    prefix: '/en',
    labels: {
      username: 'Username (cannot be changed later)',
      email: 'E-mail',
      password: 'Password',
      confirm: 'Confirm password',
      mobile: 'Mobile phone number',
      firstName: 'First name',
      lastName: 'Last name',
      gender: 'Gender',
      birthDate: 'Date of birth',
      address: 'Address',
      postalCode: 'Postal code',
      city: 'City',
      country: 'Country',
      terms: /I am 18 or older/,
      currency: /I confirm my currency selection/,
      submit: 'Open an account',
      signIn: 'Sign in',
      signInDialog: 'Sign in',
      signInUsername: 'Username',
      signOut: 'Sign out',
      profileTab: 'My profile',
      passwordTab: 'Change password',
      oldPassword: 'Current password',
      newPassword: 'New password',
      confirmNew: 'Confirm the new password',
      account: (u: string) => `My account (${u})`,
      forgot: 'Forgot password?',
    },
    messages: {
      emailInvalid: 'Not valid email address',
      required: 'Field required',
      terms: 'Please accept terms and conditions',
      currency: 'Please confirm your currency selection.',
      created: 'Player created successfully.',
      checkEmail: 'Please check your email inbox/spam to activate your account and get bonus',
      countdown: /You will be redirected in \d+\sseconds?\./,
      activated: 'Your account is activated. Welcome!',
      wrongCredentials: 'Wrong username or password!',
      passwordChanged: 'Changed password successfully.',
    },
  },
} as const;

type Lang = keyof typeof LOCALES;

async function signIn(page: Page, lang: Lang, username: string, password: string) {
  const { labels } = LOCALES[lang];
  const dialog = page.getByRole('dialog', { name: labels.signInDialog });
  await dialog.getByLabel(labels.signInUsername, { exact: true }).fill(username);
  await dialog.getByLabel(labels.password, { exact: true }).fill(password);
  await dialog.getByRole('button', { name: labels.signIn, exact: true }).click();
}

for (const lang of ['fr', 'en'] as const) {
  const { prefix, labels, messages } = LOCALES[lang];

  test(`a player registers, activates, signs in, changes the password and signs out (${lang})`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1200, height: 900 });
    const player = newPlayer(lang);

    // Registration: casino-core's messages as the player types and on submit.
    await page.goto(`${prefix}/sign-up`);
    const email = page.getByLabel(labels.email, { exact: true });
    await email.fill('player@example');
    await email.blur();
    await expect(page.getByText(messages.emailInvalid)).toBeVisible();
    await page.getByRole('button', { name: labels.submit }).click();
    await expect(page.getByText(messages.terms)).toBeVisible();
    await expect(page.getByText(messages.currency)).toBeVisible();
    await expect(page.getByText(messages.required).first()).toBeVisible();
    await expect(page.getByLabel(labels.username, { exact: true })).toBeFocused();

    await page.getByLabel(labels.username, { exact: true }).fill(player.username);
    await email.fill(player.email);
    await page.getByLabel(labels.password, { exact: true }).fill(player.password);
    await page.getByLabel(labels.confirm, { exact: true }).fill(player.password);
    await page.getByLabel(labels.mobile, { exact: true }).fill(player.mobile);
    await page.getByLabel(labels.firstName, { exact: true }).fill('Lucie');
    await page.getByLabel(labels.lastName, { exact: true }).fill('Martin');
    await page.getByLabel(labels.gender, { exact: true }).selectOption('female');
    await page.getByLabel(labels.birthDate, { exact: true }).fill('1990-04-12');
    await page.getByLabel(labels.address, { exact: true }).fill('12 rue des Lilas');
    await page.getByLabel(labels.postalCode, { exact: true }).fill('69003');
    await page.getByLabel(labels.city, { exact: true }).fill('Lyon');
    await page.getByLabel(labels.country, { exact: true }).selectOption('FR');
    await page.getByLabel(labels.terms).check();
    await page.getByLabel(labels.currency).check();
    await expect(page.getByText(messages.terms)).toHaveCount(0);
    await page.getByRole('button', { name: labels.submit }).click();

    await expect(page.getByRole('heading', { name: messages.created })).toBeVisible();
    await expect(page.getByText(messages.checkEmail)).toBeVisible();
    await expect(page.getByText(messages.countdown)).toBeVisible();

    // Activation through the welcome e-mail's link, in the player's language.
    const link = await linkFromMail(player.email, 'welcome');
    expect(new URL(link).pathname).toBe(`${prefix}/welcome`);
    await page.goto(link);
    await expect(page.getByText(messages.activated)).toBeVisible();
    expect(new URL(page.url()).search).toBe('');

    // Sign-in: a wrong password first.
    await page.getByRole('main').getByRole('button', { name: labels.signIn }).click();
    await signIn(page, lang, player.username, 'Wrong#2026x');
    await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(messages.wrongCredentials);
    await signIn(page, lang, player.username, player.password);
    await expect(page.getByRole('dialog')).toBeHidden();
    const accountLink = page.getByRole('link', { name: labels.account(player.username) });
    await expect(accountLink).toBeVisible();
    // The token is kept in local storage only: no cookie copy a script or a request could carry.
    expect(await page.evaluate(() => localStorage.getItem('auth.accessToken'))).toBeTruthy();
    expect((await page.context().cookies()).find((c) => c.name === 'front.accessToken')).toBeUndefined();

    // The account area: the profile, then a new password.
    await accountLink.click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/user-management$`));
    await page.getByRole('tab', { name: labels.profileTab }).click();
    const panel = page.getByRole('tabpanel', { name: labels.profileTab });
    await expect(panel.getByText(player.username, { exact: true })).toBeVisible();
    await expect(panel.getByText(player.email, { exact: true })).toBeVisible();

    await page.getByRole('tab', { name: labels.passwordTab }).click();
    await page.getByLabel(labels.oldPassword, { exact: true }).fill(player.password);
    await page.getByLabel(labels.newPassword, { exact: true }).fill('Secret#2027x');
    await page.getByLabel(labels.confirmNew, { exact: true }).fill('Secret#2027x');
    await page.getByRole('tabpanel').getByRole('button', { name: labels.passwordTab }).click();
    await expect(page.getByText(messages.passwordChanged)).toBeVisible();

    // The session goes on with the new token (the server ended the others).
    await page.reload();
    await expect(page.getByRole('link', { name: labels.account(player.username) })).toBeVisible();

    // Sign out, then in again with the new password. The server refuses the old token from then on.
    const signedOutToken = await page.evaluate(() => localStorage.getItem('auth.accessToken'));
    await page.getByRole('button', { name: labels.signOut }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix === '' ? '' : prefix}/?$`));
    expect(new URL(page.url()).pathname).toBe(prefix === '' ? '/' : prefix);
    expect(await page.evaluate(() => localStorage.getItem('auth.accessToken'))).toBeNull();
    await expect
      .poll(async () => (await page.request.get('/api/front/auth/player', { headers: { Authorization: `Bearer ${signedOutToken}` } })).status())
      .toBe(401);
    await page.getByRole('button', { name: labels.signIn }).first().click();
    await signIn(page, lang, player.username, 'Secret#2027x');
    await expect(page.getByRole('link', { name: labels.account(player.username) })).toBeVisible();
  });
}

test('a forgotten password is replaced through the e-mailed link (en)', async ({ page, request }) => {
  const player = newPlayer('rst');
  await registerPlayer(request, player, 'en');

  await page.goto('/en');
  await page.getByRole('button', { name: 'Sign in' }).first().click();
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forgot password' });
  await dialog.getByLabel('Username or e-mail').fill('nobody_here_at_all');
  await dialog.getByRole('button', { name: 'Send the link' }).click();
  await expect(dialog.getByText('Wrong username or email!')).toBeVisible();
  await dialog.getByLabel('Username or e-mail').fill(player.email);
  await dialog.getByRole('button', { name: 'Send the link' }).click();
  await expect(dialog.getByText("We've sent reset password email.")).toBeVisible();

  const link = await linkFromMail(player.email, 'reset-password');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('Secret#2028x');
  await page.getByLabel('Confirm the new password', { exact: true }).fill('Secret#2028y');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('Password does not match')).toBeVisible();
  await page.getByLabel('Confirm the new password', { exact: true }).fill('Secret#2028x');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('Changed password successfully.')).toBeVisible();

  // The link works once.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('Secret#2029x');
  await page.getByLabel('Confirm the new password', { exact: true }).fill('Secret#2029x');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('alert')).toHaveText('This password reset link is not valid, has expired or has already been used.');

  await page.getByRole('button', { name: 'Sign in' }).first().click();
  await signIn(page, 'en', player.username, 'Secret#2028x');
  await expect(page.getByRole('link', { name: `My account (${player.username})` })).toBeVisible();
});

test('an account not activated yet is told so in its area and gets a new link (en)', async ({ page, request }) => {
  const player = newPlayer('noact');
  await registerPlayer(request, player, 'en', '', false);
  await signInThroughDialog(page, player, 'en');
  // A phone: the notice and its button fit the narrowest screen.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/en/user-management');
  const notice = page.getByRole('region', { name: 'Activate your account' });
  await expect(notice).toContainText(
    `Follow the link in the welcome e-mail we sent to ${player.email}: deposits, real-money play and bonuses open once your account is activated.`,
  );
  await notice.getByRole('button', { name: 'Send a new link' }).click();
  await expect(notice.getByRole('status')).toHaveText('A new activation link is on its way: check your inbox and spam folder.');

  // The newest link activates, and the area stops asking.
  await page.goto(await linkFromMail(player.email, 'welcome'));
  await expect(page.getByText('Your account is activated. Welcome!')).toBeVisible();
  await page.getByRole('link', { name: 'My account', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Activate your account' })).toHaveCount(0);
});

test.describe('from a blacklisted country', () => {
  // 133.242.0.3 is a Japanese address; JP is on the default blacklist.
  test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '133.242.0.3' } });

  test('a visitor lands on /restriction', async ({ page }) => {
    const geo = page.waitForResponse((r) => r.url().endsWith('/api/geolocation'));
    await page.goto('/en/faq');
    expect(await (await geo).json()).toMatchObject({ country_code: 'JP', ip: '133.242.0.3' });
    await expect(page).toHaveURL(/\/en\/restriction$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Access restricted' })).toBeVisible();
    await page.goto('/sign-up');
    await expect(page).toHaveURL(/\/restriction$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Accès restreint' })).toBeVisible();
  });
});
