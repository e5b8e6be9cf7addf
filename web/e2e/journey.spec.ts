import { test, expect, type Page } from './fixtures';
import type { APIRequestContext } from '@playwright/test';
import { apiToken, newPlayer, postAs as post, registerPlayer, signInThroughDialog, type NewPlayer } from './players';

// What players tripped over on their way through the site, against the real server, in French at
// `/` and in English at `/en`: the header's wallet at 360 px and the header's single row at
// 1200 px, the withdrawal tab's refusals, the break on the game page, and the dice's one scale.
// Texts are asserted exactly as the catalogues word them; screenshots go to test-results/screens.

const SCREENS = 'test-results/screens';

const T = {
  fr: {
    prefix: '',
    balance: /^Solde : /,
    deposit: 'Déposer',
    withdrawalTab: 'Retrait',
    identity: 'Veuillez faire vérifier votre identité avant votre premier retrait.',
    sendDocuments: "Envoyer mes pièces d'identité",
    documentsTab: 'Documents',
    breakNotice: /^Vous faites une pause jusqu'au \d{4}\.\d{2}\.\d{2} \d{2}:\d{2}:\d{2} \(UTC\) : dépôts et jeu reprendront à cette date\. Vous pouvez toujours retirer votre argent\.$/,
    funOnly: "D'ici là, vous pouvez jouer à ce jeu gratuitement, avec de l'argent fictif.",
    funLabel: 'Jeu gratuit — argent fictif',
    real: 'Argent réel',
    target: 'Cible (0,00 à 99,99)',
    rules: /^Un tirage de 0,00 à 99,99 : pariez en dessous ou au-dessus d'un seuil\./,
    roll: 'Lancer',
    point: ','
  },
  en: {
    prefix: '/en',
    balance: /^Balance: /,
    deposit: 'Deposit',
    withdrawalTab: 'Withdrawal',
    identity: 'Please verify your identity before your first withdrawal.',
    sendDocuments: 'Send my identity documents',
    documentsTab: 'Documents',
    breakNotice: /^You are taking a break until \d{4}\.\d{2}\.\d{2} \d{2}:\d{2}:\d{2} \(UTC\): deposits and play resume then\. You can still withdraw\.$/,
    funOnly: 'Until then, you can play this game for fun, with play money.',
    funLabel: 'Fun play — play money',
    real: 'Real money',
    target: 'Target (0.00 to 99.99)',
    rules: /^A roll from 0\.00 to 99\.99: bet under or over a target\./,
    roll: 'Roll',
    point: '.'
  },
} as const;

type Lang = keyof typeof T;

/** A registered, activated player with a 50.00€ card deposit made by the API; their token. */
async function playerWithDeposit(request: APIRequestContext, tag: string, lang: Lang): Promise<{ player: NewPlayer; token: string }> {
  const player = newPlayer(tag);
  await registerPlayer(request, player, lang);
  const token = await apiToken(request, player);
  await post(request, token, '/api/front/moto_deposit_processor', {
    amount: '50', currency: 'EUR', idempotency_key: crypto.randomUUID(),
    card: { holder: 'LEA MARTIN', number: '4111 1111 1111 1111', month: '12', year: '2030', cvv: '123' },
  });
  return { player, token };
}

async function setTheme(page: Page, theme: 'dark' | 'light') {
  await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
}

/** The vertical span of an element of the page. */
async function span(page: Page, selector: string): Promise<{ top: number; bottom: number; left: number; right: number }> {
  const box = await page.locator(selector).boundingBox();
  expect(box, selector).not.toBeNull();
  return { top: box!.y, bottom: box!.y + box!.height, left: box!.x, right: box!.x + box!.width };
}

for (const lang of ['fr', 'en'] as const) {
  for (const theme of ['dark', 'light'] as const) {
    test(`the signed-in header: one row at 1200 px, the wallet readable at 360 px (${lang}, ${theme})`, async ({ page, request }) => {
      const l = T[lang];
      const { player } = await playerWithDeposit(request, `hdr${lang}${theme[0]}`, lang);
      await setTheme(page, theme);
      await page.setViewportSize({ width: 1200, height: 800 });
      await signInThroughDialog(page, player, lang);
      const header = page.getByRole('banner');
      await expect(header.getByRole('button', { name: l.balance })).toBeVisible();

      // 1200 px: the brand, the menu and the actions share one row.
      await page.screenshot({ path: `${SCREENS}/journey-header-${lang}-1200-${theme}.png` });
      const nav = await span(page, '#main-nav');
      const actions = await span(page, '.site-header .header-actions');
      const brand = await span(page, '.site-header .navbar-brand');
      for (const other of [actions, brand]) {
        expect(nav.top).toBeLessThan(other.bottom);
        expect(other.top).toBeLessThan(nav.bottom);
      }
      expect(actions.right).toBeLessThanOrEqual(1200);

      // 360 px: the wallet's panel lies within the screen, every figure and the deposit button in it.
      await page.setViewportSize({ width: 360, height: 780 });
      await header.getByRole('button', { name: l.balance }).click();
      const panel = page.locator('.balance-panel');
      await expect(panel).toBeVisible();
      const box = await span(page, '.balance-panel');
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(360);
      for (const figure of await panel.getByRole('definition').all()) {
        const b = (await figure.boundingBox())!;
        expect(b.x).toBeGreaterThanOrEqual(0);
        expect(b.x + b.width).toBeLessThanOrEqual(360);
      }
      await expect(panel.getByRole('definition')).toHaveCount(3);
      const deposit = panel.getByRole('link', { name: l.deposit });
      await expect(deposit).toBeInViewport({ ratio: 1 });
      await page.screenshot({ path: `${SCREENS}/journey-wallet-${lang}-360-${theme}.png` });
    });
  }

  test(`a withdrawal refused for identity says so as a refusal and leads to the documents (${lang})`, async ({ page, request }) => {
    const l = T[lang];
    const { player } = await playerWithDeposit(request, `idn${lang}`, lang);
    await page.setViewportSize({ width: 1200, height: 900 });
    await signInThroughDialog(page, player, lang);
    await page.goto(`${l.prefix}/user-management`);
    await page.getByRole('tab', { name: l.withdrawalTab, exact: true }).click();
    const panel = page.getByRole('tabpanel', { name: l.withdrawalTab });
    const refusal = panel.getByRole('alert').filter({ hasText: l.identity });
    await expect(refusal).toHaveClass('alert alert-danger');
    await expect(refusal.locator('p')).toHaveText([l.identity]);
    await page.screenshot({ path: `${SCREENS}/journey-withdrawal-identity-${lang}-1200.png` });
    await page.setViewportSize({ width: 360, height: 780 });
    await page.screenshot({ path: `${SCREENS}/journey-withdrawal-identity-${lang}-360.png` });
    await refusal.getByRole('link', { name: l.sendDocuments }).click();
    await expect(page.getByRole('tab', { name: l.documentsTab, exact: true })).toHaveAttribute('aria-selected', 'true');
  });

  test(`during a time-out the game page offers fun play only and says until when (${lang})`, async ({ page, request }) => {
    const l = T[lang];
    const { player, token } = await playerWithDeposit(request, `brk${lang}`, lang);
    await post(request, token, '/api/front/take_break', { kind: 'time_out', length: '24' });
    await page.setViewportSize({ width: 1200, height: 900 });
    await signInThroughDialog(page, player, lang);
    await page.goto(`${l.prefix}/online-casino/classic-european-roulette?mode=real`);
    const notice = page.getByRole('alert').filter({ hasText: l.funOnly });
    await expect(notice.locator('p')).toHaveText([l.breakNotice, l.funOnly]);
    await expect(notice).toHaveClass('alert alert-danger player-break');
    await expect(page).toHaveURL(/[?&]mode=fun\b/);
    await expect(page.getByText(l.funLabel)).toBeVisible();
    await expect(page.getByRole('button', { name: l.real })).toHaveCount(0);
    await page.screenshot({ path: `${SCREENS}/journey-break-${lang}-1200.png` });
    await page.setViewportSize({ width: 360, height: 780 });
    await page.screenshot({ path: `${SCREENS}/journey-break-${lang}-360.png` });
  });

  test(`dice speaks one scale: 0.00 to 99.99 in the rules, the control and the roll, with the language's decimal sign (${lang})`, async ({ page }) => {
    const l = T[lang];
    const list = await page.request.post('/api/front/get_games', { data: { search: 'dice', page_size: 100 } });
    const { games } = (await list.json()) as { games: { id: string; engine: string; live: boolean }[] };
    const dice = games.find((g) => g.engine === 'dice' && !g.live)!;
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(`${l.prefix}/online-casino/${dice.id}`);
    await expect(page.getByText(l.rules)).toBeVisible();
    const target = page.getByRole('textbox', { name: l.target });
    await expect(target).toHaveValue(`49${l.point}50`);
    await target.fill(`25${l.point}5`);
    await target.blur();
    await expect(target).toHaveValue(`25${l.point}50`);
    await expect(page.getByRole('slider', { name: l.target })).toHaveAttribute('aria-valuetext', `25${l.point}50`);
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/game/bet') && r.status() === 200);
    await page.getByRole('button', { name: l.roll, exact: true }).click();
    const round = (await (await answered).json()) as { bet: { target: number }; view: { roll: number } };
    expect(round.bet.target).toBe(2550);
    const shown = `${Math.floor(round.view.roll / 100)}${l.point}${String(round.view.roll % 100).padStart(2, '0')}`;
    await expect(page.locator('.rolling-number')).toHaveText(shown, { timeout: 10_000 });
    await page.screenshot({ path: `${SCREENS}/journey-dice-${lang}-360.png`, fullPage: true });
  });
}
