// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MARK, prerenderPaths, renderPage } from './render';

describe('build-time rendering', () => {
  it('renders every public and guest page of every locale and the account frame, never another signed-in or parametrised one', () => {
    const paths = prerenderPaths();
    expect(paths).toContain('/');
    expect(paths).toContain('/en');
    expect(paths).toContain('/in/faq');
    expect(paths).toContain('/se/terms');
    expect(paths).toContain('/en/sign-up');
    expect(paths).toContain('/login');
    expect(paths).toContain('/user-management');
    expect(paths).toContain('/en/user-management');
    expect(paths.filter((p) => /admin|threedsecure|reset-password|welcome|:/.test(p))).toEqual([]);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('renders the home page in English with its title, language and preloads', async () => {
    const page = await renderPage('/en');
    expect(page.lang).toBe('en');
    expect(page.title).toBe('Online casino · Émeraude Casino');
    expect(page.description).toBe('Émeraude Casino: slots, table games and live casino, provably fair and verifiable play. Adults 18+ only.');
    expect(page.html).toContain('Game lobby');
    expect(page.html).not.toContain('Salle de jeux');
    expect(page.modules).toEqual(['src/i18n/locales/en.json', 'src/app/pages/HomePage.tsx']);
  });

  it("renders the account area as a signed-in player's frame: his links, the deposit tab's lead, no data of his", async () => {
    const page = await renderPage('/en/user-management');
    expect(page.title).toBe('My account · Émeraude Casino');
    expect(page.html).toContain('<h1');
    expect(page.html).toContain('aria-selected="true"');
    expect(page.html).toContain('Choose a payment method, then the amount. Every deposit counts towards your deposit limits.');
    expect(page.html).toContain('Sign out');
    expect(page.html).not.toContain('Sign in');
    expect(page.modules).toEqual(['src/i18n/locales/en.json', 'src/app/pages/UserManagementPage.tsx']);
  });

  it('renders a content page in French at the plain path', async () => {
    const page = await renderPage('/faq');
    expect(page.lang).toBe('fr');
    expect(page.title).toBe('Questions fréquentes · Émeraude Casino');
    expect(page.html).toContain('<h1');
  });
});

describe('content marks', () => {
  it('renders a content page around the marks the server fills', async () => {
    const page = await renderPage('/en/terms');
    expect(page.title).toBe(`${MARK.title} · Émeraude Casino`);
    expect(page.html).toContain(`<h1 class="h2 mb-2">${MARK.title}</h1>`);
    expect(page.html).toContain(`<div class="content-body">${MARK.html}</div>`);
    expect(prerenderPaths()).toContain('/en/refund-policy');
    expect(prerenderPaths()).toContain('/why-choose-us');
  });

  it('renders the home carousel around one marked slide', async () => {
    const page = await renderPage('/');
    for (const field of ['id', 'kicker', 'title', 'text', 'action', 'link']) expect(page.html).toContain(MARK.slide(field));
    expect(page.html).toContain(`href="/${MARK.slide('link')}"`);
    expect(page.html).not.toContain('<img');
  });
});

describe('build-time markup', () => {
  it('is complete and has no inline script (the CSP would refuse it)', async () => {
    for (const path of ['/', '/en/faq', '/in/terms']) {
      const page = await renderPage(path);
      expect(page.html).not.toContain('<script');
      expect(page.html).not.toContain('<template');
      expect(page.html).not.toContain('page-loading');
    }
  });
});
