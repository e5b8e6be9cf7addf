import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentProps, FunctionComponent } from 'react';
import type { GameList, GameSummary } from '../../api/generated/api';
import { mockApi } from '../../test/api';
import { failure, json } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import type { GameListBody } from './api/getGames';

// Counts the renders of the lobby's tiles, keeping the real (memoised) tile.
const tileRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('./GameTile', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./GameTile')>();
  const { createElement, memo } = await import('react');
  const real = actual.GameTile as unknown as { type: FunctionComponent<ComponentProps<typeof actual.GameTile>>; compare: null };
  const Counted: typeof real.type = (props) => {
    tileRenders.count += 1;
    return createElement(real.type, props);
  };
  return { ...actual, GameTile: memo(Counted, real.compare ?? undefined) };
});

function game(n: number, overrides: Partial<GameSummary> = {}): GameSummary {
  return {
    id: `game-${n}`,
    name: `Game ${n}`,
    provider: n % 2 ? 'emerald' : 'nova',
    provider_name: n % 2 ? 'Emerald Studio' : 'Nova Games',
    categories: ['slots'],
    engine: 'slots',
    rtp: '96.12',
    rtp_method: 'enumeration',
    rtp_interval: null,
    volatility: 'medium',
    max_win: '500',
    thumbnail: `/api/games/game-${n}/thumbnail.svg`,
    colors: ['#123456', '#abcdef'],
    live: false,
    is_new: false,
    ...overrides,
  };
}

const CATALOGUE: GameSummary[] = Array.from({ length: 30 }, (_, i) => game(i + 1));
CATALOGUE[0] = game(1, { is_new: true });
CATALOGUE[1] = game(2, { name: 'Lightning Roulette', live: true, rtp: '97.30', categories: ['european-roulette'] });

const GROUPS = {
  groups: [
    { slug: 'popular', count: 10 },
    { slug: 'new', count: 3 },
    { slug: 'live', count: 0 },
    { slug: 'slots', count: 28 },
    { slug: 'european-roulette', count: 2 },
    { slug: 'keno', count: 0 },
  ],
};

const PROVIDERS = {
  providers: [
    { slug: 'emerald', name: 'Emerald Studio', count: 15 },
    { slug: 'nova', name: 'Nova Games', count: 15 },
  ],
};

/** The live table's round takes bets for 9 more seconds (by the server's clock), two players in. */
const LIVE = { server_now: 5_000_000, tables: [{ game_id: 'game-2', phase: 'betting', until: 5_009_000, players: 2 }] };

/** One page of `games` as the server answers `body`. */
function pageOf(body: GameListBody, games: GameSummary[] = CATALOGUE): GameList {
  const page = body.page ?? 1;
  const size = body.page_size ?? 24;
  return { games: games.slice((page - 1) * size, page * size), total: games.length, page, page_size: size };
}

function lobbyApi(answer: (body: GameListBody, n: number) => Response = (body) => json(200, pageOf(body))) {
  let n = 0;
  return mockApi({
    'front/get_games': (body) => answer(body as GameListBody, ++n),
    'front/get_game_group_list': () => json(200, GROUPS),
    'front/get_game_providers': () => json(200, PROVIDERS),
    'front/get_live_tables': () => json(200, LIVE),
    'front/get_slider': () => json(200, { slides: [{ id: 'welcome', kicker: '', title: 'Doublez votre dépôt', text: '', action: 'Obtenir', link: '/promotion/welcome', image: '' }] }),
  });
}

/** The page at `path`, once the lobby's first games are on screen. */
async function open(path = '/en/online-casino') {
  const router = await renderApp(path);
  // Found outside act: inside it, React would hold back the lazily loaded chunk the query waits for.
  await screen.findByRole('list', { name: /^(Games|Jeux)$/ }, { timeout: 10_000 });
  return router;
}

const grid = () => screen.getByRole('list', { name: /^(Games|Jeux)$/ });
const tiles = () => within(grid()).getAllByRole('link');
const bodies = (api: ReturnType<typeof lobbyApi>) => api.callsTo('front/get_games').map((c) => c.body);
const query = (router: Awaited<ReturnType<typeof open>>) => Object.fromEntries(new URLSearchParams(router.state.location.search));

describe('game lobby', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the first page as tiles linking to each game, with the count and the tabs', async () => {
    const api = lobbyApi();
    await open();
    expect(bodies(api)).toEqual([{ page: 1, page_size: 24 }]);
    expect(api.callsTo('front/get_game_group_list')[0].body).toEqual({});
    expect(api.callsTo('front/get_game_providers')[0].body).toEqual({});

    expect(tiles()).toHaveLength(24);
    const first = screen.getByRole('link', { name: 'Game 1, Emerald Studio, RTP 96.12%, New' });
    expect(first.getAttribute('href')).toBe('/en/online-casino/game-1');
    const live = screen.getByRole('link', { name: 'Lightning Roulette, Nova Games, RTP 97.30%, Live' });
    expect(within(live).getByText('Live')).toBeTruthy();
    expect(within(live).getByText('RTP 97.30%')).toBeTruthy();
    // The live card says where its table stands; other cards ask nothing of it.
    expect(await within(live).findByText('Bets open: 9 s left · players: 2')).toBeTruthy();
    expect(api.callsTo('front/get_live_tables')[0].body).toEqual({});
    expect(first.querySelector('.game-live-status')).toBeNull();

    const img = first.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/api/games/game-1/thumbnail.svg');
    expect(img.getAttribute('alt')).toBe('');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['240', '180']);
    const thumb = img.parentElement as HTMLElement;
    expect([thumb.style.getPropertyValue('--g1'), thumb.style.getPropertyValue('--g2')]).toEqual(['#123456', '#abcdef']);

    expect(screen.getByText('24 of 30 games')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show more games' })).toBeTruthy();

    // Tabs: every game first, then the server's groups and categories with games, translated.
    const tabs = within(screen.getByRole('tablist', { name: 'Game categories' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['All games 30', 'Popular 10', 'New 3', 'Slots 28', 'European Roulette 2']);
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false', 'false', 'false']);
    expect(screen.getByRole('tabpanel', { name: 'All games 30' })).toBeTruthy();
  });

  it('sits under the carousel and the info block on the French home page, with French names and paths', async () => {
    lobbyApi();
    await open('/');
    const lobby = screen.getByRole('tablist', { name: 'Catégories de jeux' });
    const info = screen.getByRole('heading', { name: 'Pourquoi jouer chez nous' });
    const carousel = await screen.findByRole('region', { name: 'À la une' });
    expect(carousel.compareDocumentPosition(info) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(info.compareDocumentPosition(lobby) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Roulette européenne 2' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Machines à sous 28' })).toBeTruthy();
    const first = tiles()[0];
    // No prefix for French.
    expect(first.getAttribute('href')).toBe('/online-casino/game-1');
    expect(first.getAttribute('aria-label')?.replace(/\s/g, ' ')).toBe('Game 1, Emerald Studio, RTP 96,12 %, Nouveau');
    expect(screen.getByText('Jeux affichés : 24 sur 30')).toBeTruthy();
    expect(screen.getByLabelText('Fournisseur')).toBeTruthy();
    expect((screen.getByRole('option', { name: 'Popularité' }) as HTMLOptionElement).selected).toBe(true);
  });

  it('a tab loads its games, keeps its place in the URL, and the back button goes back', async () => {
    const api = lobbyApi((body) => json(200, pageOf(body, body.category ? CATALOGUE.slice(1, 3) : CATALOGUE)));
    const router = await open();
    await act(async () => fireEvent.click(screen.getByRole('tab', { name: 'European Roulette 2' })));
    await waitFor(() => expect(tiles()).toHaveLength(2));
    expect(bodies(api)[1]).toEqual({ category: 'european-roulette', page: 1, page_size: 24 });
    expect(query(router)).toEqual({ category: 'european-roulette' });
    expect(screen.getByRole('tab', { name: 'European Roulette 2' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'All games 30' }).getAttribute('aria-selected')).toBe('false');
    expect(screen.getByText('2 of 2 games')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more games' })).toBeNull();

    await act(async () => router.navigate(-1));
    await waitFor(() => expect(tiles()).toHaveLength(24));
    expect(bodies(api)[2]).toEqual({ page: 1, page_size: 24 });
    expect(screen.getByRole('tab', { name: 'All games 30' }).getAttribute('aria-selected')).toBe('true');
  });

  it('moves between tabs with the arrow keys, Home and End', async () => {
    lobbyApi();
    await open();
    const tabs = screen.getAllByRole('tab');
    tabs[0].focus();
    fireEvent.keyDown(tabs[0], { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tabs[1]);
    fireEvent.keyDown(tabs[1], { key: 'End' });
    expect(document.activeElement).toBe(tabs[tabs.length - 1]);
    fireEvent.keyDown(tabs[tabs.length - 1], { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tabs[0]);
    // Only the active tab is in the page's tab order.
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1, -1, -1]);
  });

  it('the provider and the order go into the request and the URL', async () => {
    const api = lobbyApi();
    const router = await open();
    const provider = screen.getByLabelText('Provider') as HTMLSelectElement;
    expect(within(provider).getAllByRole('option').map((o) => o.textContent)).toEqual(['All', 'Emerald Studio (15)', 'Nova Games (15)']);
    await act(async () => fireEvent.change(provider, { target: { value: 'nova' } }));
    await waitFor(() => expect(bodies(api)).toHaveLength(2));
    expect(bodies(api)[1]).toEqual({ provider: 'nova', page: 1, page_size: 24 });

    const order = screen.getByLabelText('Sort by') as HTMLSelectElement;
    expect(within(order).getAllByRole('option').map((o) => o.textContent)).toEqual(['Most popular', 'Newest', 'Name (A-Z)', 'Return to player (RTP)']);
    await act(async () => fireEvent.change(order, { target: { value: 'rtp' } }));
    await waitFor(() => expect(bodies(api)).toHaveLength(3));
    expect(bodies(api)[2]).toEqual({ provider: 'nova', order: 'rtp', page: 1, page_size: 24 });
    expect(query(router)).toEqual({ provider: 'nova', order: 'rtp' });

    // The default order is the server's: not sent, not in the URL.
    await act(async () => fireEvent.change(order, { target: { value: 'popular' } }));
    await waitFor(() => expect(bodies(api)).toHaveLength(4));
    expect(bodies(api)[3]).toEqual({ provider: 'nova', page: 1, page_size: 24 });
    expect(query(router)).toEqual({ provider: 'nova' });
  });

  it('searches once typing pauses, and the clear button drops the search', async () => {
    const api = lobbyApi();
    const router = await open();
    const search = screen.getByRole('searchbox', { name: 'Search for a game' }) as HTMLInputElement;
    for (const text of ['b', 'bo', 'boo', 'book ']) fireEvent.change(search, { target: { value: text } });
    // Nothing asked while typing.
    await new Promise((r) => setTimeout(r, 150));
    expect(bodies(api)).toHaveLength(1);
    await waitFor(() => expect(bodies(api)).toHaveLength(2), { timeout: 2000 });
    expect(bodies(api)[1]).toEqual({ search: 'book', page: 1, page_size: 24 });
    expect(query(router)).toEqual({ q: 'book' });
    // What is being typed is left alone (the trailing space stays).
    expect(search.value).toBe('book ');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Clear the search' })));
    expect(search.value).toBe('');
    expect(document.activeElement).toBe(search);
    await waitFor(() => expect(bodies(api)).toHaveLength(3));
    expect(bodies(api)[2]).toEqual({ page: 1, page_size: 24 });
    expect(query(router)).toEqual({});
    expect(screen.queryByRole('button', { name: 'Clear the search' })).toBeNull();
  });

  it('"load more" appends the next page, keeps the tiles already shown, and updates the count', async () => {
    const api = lobbyApi();
    await open();
    const before = tiles();
    tileRenders.count = 0;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Show more games' })));
    await waitFor(() => expect(tiles()).toHaveLength(30));
    expect(bodies(api)).toEqual([
      { page: 1, page_size: 24 },
      { page: 2, page_size: 24 },
    ]);
    const after = tiles();
    // The same elements, and only the 6 new tiles rendered: the 24 shown were left alone.
    expect(after.slice(0, 24)).toEqual(before);
    expect(tileRenders.count).toBe(6);
    expect(after[24].getAttribute('href')).toBe('/en/online-casino/game-25');
    // The keyboard goes on from the first new game.
    expect(document.activeElement).toBe(after[24]);
    // The count is the page's polite live region: it may settle a render after the tiles.
    await waitFor(() => expect(screen.getByText('30 of 30 games')).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Show more games' })).toBeNull();
  });

  it('a failed "load more" keeps the tiles and says so', async () => {
    lobbyApi((body, n) => (n === 1 ? json(200, pageOf(body)) : failure(503, 'unavailable')));
    await open();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Show more games' })));
    const alert = await screen.findByRole('alert');
    await waitFor(() =>
      expect(alert.textContent).toBe('The next games could not be loaded. The service is unavailable for a moment. Please try again.'),
    );
    expect(tiles()).toHaveLength(24);
    expect((screen.getByRole('button', { name: 'Show more games' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says when no game matches, and resets the filters', async () => {
    const api = lobbyApi((body) => json(200, pageOf(body, body.search ? [] : CATALOGUE)));
    const router = await open('/en/online-casino?provider=nova');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'zzz' } });
    expect(await screen.findByText('No game matches your search.', undefined, { timeout: 2000 })).toBeTruthy();
    expect(screen.getByText('Try another word, category or provider.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Games' })).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reset filters' })));
    await waitFor(() => expect(tiles()).toHaveLength(24));
    expect(bodies(api).at(-1)).toEqual({ page: 1, page_size: 24 });
    expect(query(router)).toEqual({});
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Provider') as HTMLSelectElement).value).toBe('');
  });

  it('says why the games could not be loaded, and tries again', async () => {
    const api = lobbyApi((body, n) => (n === 1 ? failure(503, 'unavailable') : json(200, pageOf(body))));
    await renderApp('/en/online-casino');
    const alert = await screen.findByRole('alert', undefined);
    await waitFor(() => expect(alert.textContent).toBe('The games could not be loaded.The service is unavailable for a moment. Please try again.'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    await waitFor(() => expect(tiles()).toHaveLength(24));
    expect(bodies(api)).toEqual([
      { page: 1, page_size: 24 },
      { page: 1, page_size: 24 },
    ]);
  });

  it('a link with a filter the server does not know offers to reset it', async () => {
    const api = lobbyApi((body) => (body.provider ? failure(422, 'choice_invalid') : json(200, pageOf(body))));
    const router = await renderApp('/en/online-casino?provider=gone-studio');
    expect((await screen.findByRole('alert', undefined)).textContent).toBe(
      'This link has a filter that does not exist (any more).',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reset filters' })));
    await waitFor(() => expect(tiles()).toHaveLength(24));
    expect(bodies(api)).toEqual([
      { provider: 'gone-studio', page: 1, page_size: 24 },
      { page: 1, page_size: 24 },
    ]);
    expect(query(router)).toEqual({});
  });

  it('opens from a shared link with its filters, and keeps other parameters of the URL', async () => {
    const api = lobbyApi();
    const router = await open('/en/online-casino?category=slots&provider=nova&order=new&q=book&utm=mail');
    expect(bodies(api)).toEqual([{ category: 'slots', provider: 'nova', search: 'book', order: 'new', page: 1, page_size: 24 }]);
    expect(screen.getByRole('tab', { name: 'Slots 28' }).getAttribute('aria-selected')).toBe('true');
    expect((screen.getByLabelText('Provider') as HTMLSelectElement).value).toBe('nova');
    expect((screen.getByLabelText('Sort by') as HTMLSelectElement).value).toBe('new');
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('book');

    await act(async () => fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'name' } }));
    await waitFor(() => expect(bodies(api)).toHaveLength(2));
    expect(query(router)).toEqual({ utm: 'mail', category: 'slots', provider: 'nova', order: 'name', q: 'book' });
  });

  it('ignores what cannot be a filter in the URL', async () => {
    const api = lobbyApi();
    await open('/en/online-casino?order=cheapest&category=Not%20a%20slug!');
    expect(bodies(api)).toEqual([{ page: 1, page_size: 24 }]);
    expect(screen.getByRole('tab', { name: 'All games 30' }).getAttribute('aria-selected')).toBe('true');
  });

  it('a tile opens its game in the app', async () => {
    lobbyApi();
    const router = await open('/en');
    // Clicked through a fresh query each try: the lobby may still swap its tiles once while its
    // words load, and a click on a tile already replaced reaches no handler. The address changes
    // once the game page's code is here (the navigation is a transition): no click after that.
    const game = '/en/online-casino/game-3';
    await waitFor(
      async () => {
        if (router.state.location.pathname !== game) await act(async () => fireEvent.click(screen.getByRole('link', { name: /^Game 3,/ })));
        expect(router.state.location.pathname).toBe(game);
      },
      { timeout: 5000 },
    );
  });
});
