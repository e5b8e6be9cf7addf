import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { ClientState } from '../store/store';
import { userView } from '../test/fixtures';
import { renderApp, visitorClient } from '../test/renderApp';
import { PAGES, type PageDef } from './pages';

function renderAt(path: string, options: { pages?: PageDef[]; initial?: Partial<ClientState>; client?: QueryClient } = {}) {
  return renderApp(path, options.initial, options.client, options.pages);
}

/** The server's settings say the site is closed; every other call fails as offline. */
function stubClosedSite() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url !== '/api/front/get_setting') throw new TypeError('offline');
      return new Response(
        JSON.stringify({ brand: 'Émeraude Casino', country_blacklist: [], ip_blacklist: [], site_enabled: false, currencies: ['EUR'], password_policy: 'terms' }),
        { status: 200, headers: { 'Content-Type': 'application/json' } },
      );
    }),
  );
}

describe('router', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))));
    localStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    document.cookie = 'locale=; max-age=0; path=/';
  });

  it('serves French at /', async () => {
    await renderAt('/');
    expect(await screen.findByRole('heading', { name: 'Salle de jeux' })).toBeTruthy();
    // The lobby (its own chunk) comes under it; offline, it says the games could not be loaded.
    expect(await screen.findByRole('tablist', { name: 'Catégories de jeux' })).toBeTruthy();
    expect(await screen.findByText("Les jeux n'ont pas pu être chargés.")).toBeTruthy();
    expect(document.documentElement.lang).toBe('fr');
    expect(document.title).toBe('Casino en ligne · Émeraude Casino');
  });

  it('serves English at /en', async () => {
    await renderAt('/en');
    expect(await screen.findByRole('heading', { name: 'Game lobby' })).toBeTruthy();
    expect(await screen.findByRole('tablist', { name: 'Game categories' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
  });

  it('keeps / French even with a stale English cookie', async () => {
    document.cookie = 'locale=en; path=/';
    await renderAt('/');
    expect(await screen.findByRole('heading', { name: 'Salle de jeux' })).toBeTruthy();
  });

  it('shows the 404 page for unknown routes', async () => {
    await renderAt('/en/no-such-page');
    expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeTruthy();
    const back = screen.getByRole('link', { name: 'Back to the home page' });
    expect(back.getAttribute('href')).toBe('/en');
    expect(screen.getByText('404')).toBeTruthy();
  });

  it('shows the French 404 under the plain path', async () => {
    await renderAt('/pas-de-page/ici');
    expect(await screen.findByRole('heading', { name: 'Cette page est introuvable' })).toBeTruthy();
    expect(screen.getByRole('link', { name: "Retour à la page d'accueil" }).getAttribute('href')).toBe('/');
  });

  it('an unknown middleware gives 500 "Unknown middleware <name>"', async () => {
    const pages: PageDef[] = [...PAGES, { ...PAGES[0], path: 'broken', middleware: ['restriction', 'foo'] }];
    await renderAt('/en/broken', { pages });
    expect(await screen.findByRole('heading', { name: 'Unknown middleware foo' })).toBeTruthy();
    expect(screen.getByText('500')).toBeTruthy();
  });

  it('a page that throws shows the error page (500) under the header, and the next page shows again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('bug');
    }
    const pages: PageDef[] = [...PAGES, { ...PAGES[0], path: 'broken', module: 'test/Broken', load: async () => ({ default: Broken }) }];
    const router = await renderAt('/en/broken', { pages });
    expect(await screen.findByRole('heading', { name: 'Error' })).toBeTruthy();
    expect(screen.getByText('500')).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    await act(async () => router.navigate('/en/faq'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeTruthy();
    expect(screen.queryByText('500')).toBeNull();
  });

  it('the auth guard sends visitors from /user-management to the locale root', async () => {
    const router = await renderAt('/en/user-management');
    expect(router.state.location.pathname).toBe('/en');
  });

  it('lets a logged-in player into /user-management', async () => {
    localStorage.setItem('auth.accessToken', 'token');
    const router = await renderAt('/user-management', { initial: { user: userView() } });
    expect(router.state.location.pathname).toBe('/user-management');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mon compte' })).toBeTruthy();
  });

  it('the restriction guard sends blacklisted countries to /restriction', async () => {
    const router = await renderAt('/en/faq', { client: visitorClient({ countryCode: 'aw', countryBlackList: ['AW', 'JP'] }) });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/en/restriction'));
    expect(await screen.findByText("You can't access the site.")).toBeTruthy();
  });

  it('the restriction guard sends visitors from a blacklisted network to /restriction', async () => {
    const client = visitorClient({ countryCode: 'fr', countryBlackList: ['JP'], ipBlacklisted: true });
    const router = await renderAt('/en/faq', { client });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/en/restriction'));
  });

  it('the restriction guard runs again when the country arrives after the first render', async () => {
    let answer: (r: Response) => void = () => undefined;
    const geolocation = new Promise<Response>((resolve) => (answer = resolve));
    const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url === '/api/geolocation') return geolocation;
        if (url === '/api/front/get_setting')
          return json({ brand: 'Émeraude Casino', country_blacklist: ['JP'], ip_blacklist: [], site_enabled: true, currencies: ['EUR'], password_policy: 'terms' });
        throw new TypeError('offline');
      }),
    );
    const router = await renderAt('/en/faq');
    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeTruthy();
    await act(async () => answer(json({ country_code: 'JP', ip: '133.242.0.3', ip_blacklisted: false })));
    expect(router.state.location.pathname).toBe('/en/restriction');
  });

  it('a disabled site says so instead of its pages', async () => {
    stubClosedSite();
    await renderAt('/en/faq');
    expect(await screen.findByRole('heading', { name: "You can't access the site." })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Frequently asked questions' })).toBeNull();
  });

  it('a disabled site still shows the sign-in page and the staff area, so that staff can open it again', async () => {
    stubClosedSite();
    await renderAt('/en/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: "You can't access the site." })).toBeNull();
    cleanup();

    localStorage.setItem('auth.accessToken', 'token');
    const staff = { ...userView(), scope: ['player', 'admin'] };
    const router = await renderAt('/en/admin', { initial: { user: staff } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin area' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: "You can't access the site." })).toBeNull();
    // Every other page, for staff too, still says the site is closed.
    await act(async () => router.navigate('/en/faq'));
    expect(await screen.findByRole('heading', { name: "You can't access the site." })).toBeTruthy();
  });

  it('switching language keeps the page and remembers the choice', async () => {
    const router = await renderAt('/en/faq');
    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Language: English/ }));
    await act(async () => {
      fireEvent.click(screen.getByRole('menuitem', { name: 'Deutsch' }));
    });
    expect(router.state.location.pathname).toBe('/de/faq');
    expect(await screen.findByRole('heading', { level: 1, name: 'Häufige Fragen' })).toBeTruthy();
    expect(document.cookie).toContain('locale=de');
    fireEvent.click(screen.getByRole('button', { name: /Sprache: Deutsch/ }));
    await act(async () => {
      fireEvent.click(screen.getByRole('menuitem', { name: 'Français' }));
    });
    expect(router.state.location.pathname).toBe('/faq');
    expect(await screen.findByRole('heading', { level: 1, name: 'Questions fréquentes' })).toBeTruthy();
    expect(document.cookie).toContain('locale=fr');
  });

  it('the language menu lists the 11 languages in their own names', async () => {
    await renderAt('/en');
    fireEvent.click(await screen.findByRole('button', { name: /Language: English/ }));
    const names = screen.getAllByRole('menuitem').map((a) => a.textContent);
    expect(names).toEqual(['English', 'Français', 'Suomi', 'Deutsch', 'Italiano', 'Svenska', 'Norsk', 'Русский', 'Türkçe', '中文', 'हिन्दी']);
  });

  it('the sign-in button opens a modal that Escape closes', async () => {
    await renderAt('/en');
    fireEvent.click(await screen.findAllByRole('button', { name: 'Sign in' }).then((b) => b[0]));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    expect(dialog).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("the register link opens the registration form in a dialog, over the page the visitor was on", async () => {
    const router = await renderAt('/en/faq');
    const register = await screen.findByRole('link', { name: 'Register' });
    expect(register.getAttribute('href')).toBe('/en/sign-up');
    fireEvent.click(register);
    const dialog = await screen.findByRole('dialog', { name: 'Register now' });
    expect(await within(dialog).findByLabelText(/^Username/)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/en/faq');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    // A click asking for another tab keeps to the link's page.
    fireEvent.click(register, { ctrlKey: true });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the theme switch toggles data-bs-theme and remembers it', async () => {
    await renderAt('/en');
    fireEvent.click(await screen.findByRole('button', { name: 'Switch to the light theme' }));
    expect(document.documentElement.getAttribute('data-bs-theme')).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');
    fireEvent.click(screen.getByRole('button', { name: 'Switch to the dark theme' }));
    expect(document.documentElement.getAttribute('data-bs-theme')).toBe('dark');
  });
});
