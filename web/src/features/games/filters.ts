import type { GameListBody } from './api/getGames';

/** Games per page of `front/get_games` (the server's default; it accepts up to 100). */
export const PAGE_SIZE = 24;

/** The groups `front/get_game_group_list` lists before the categories. */
export const GROUPS = ['popular', 'new', 'live'] as const;

/** The catalogue's category slugs, in the order the lobby shows them until the server's list arrives. */
export const CATEGORIES = [
  'slots',
  'baccarat',
  'blackjack',
  'skill-games',
  'instant-win',
  'bingo',
  'fishing',
  'roulette',
  'european-roulette',
  'american-roulette',
  'french-roulette',
  'poker',
  'casual-games',
  'hi-lo-switch',
  'video-poker',
  'lottery',
  'dice',
  'sic-bo',
  'casino-holdem',
  'russian-poker',
  'live-dealer',
  'video-bingo',
  'racing',
  'sports',
  'keno',
  'fighting',
  'shooting',
  'scratch-cards',
  'card',
  'andar-bahar',
  'teen-patti',
] as const;

/** The orders of `front/get_games`; the first is the server's default. */
export const ORDERS = ['popular', 'new', 'name', 'rtp'] as const;
export type Order = (typeof ORDERS)[number];
export const DEFAULT_ORDER: Order = 'popular';

/** What the lobby shows, as its URL query says it (`?category=&provider=&order=&q=`). */
export interface LobbyFilters {
  /** A group or category slug, '' for every game. */
  category: string;
  /** A studio slug, '' for every studio. */
  provider: string;
  order: Order;
  /** The search words, trimmed; '' for none. */
  q: string;
}

export const NO_FILTERS: LobbyFilters = { category: '', provider: '', order: DEFAULT_ORDER, q: '' };

/** The longest search the lobby sends (longer text in a shared link is cut). */
export const MAX_SEARCH = 100;

// Category and studio slugs are checked for shape only: the server knows the current lists and
// answers `choice_invalid` for one that does not exist (any more), which the lobby then says.
const SLUG = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** The filters of a URL query; a value that cannot be one (wrong shape, unknown order) is ignored. */
export function readFilters(params: URLSearchParams): LobbyFilters {
  const slug = (name: string) => {
    const value = (params.get(name) ?? '').trim().toLowerCase();
    return SLUG.test(value) ? value : '';
  };
  const order = params.get('order') ?? '';
  return {
    category: slug('category'),
    provider: slug('provider'),
    order: (ORDERS as readonly string[]).includes(order) ? (order as Order) : DEFAULT_ORDER,
    q: normalizeSearch(params.get('q') ?? ''),
  };
}

/** Search words as sent: trimmed, inner runs of spaces made one, at most `MAX_SEARCH` characters. */
export function normalizeSearch(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, MAX_SEARCH).trim();
}

/**
 * The URL query for `filters`, keeping any other parameter of `current` (a campaign tag): a
 * default value is left out, so the plain lobby has a plain URL.
 */
export function writeFilters(current: URLSearchParams, filters: LobbyFilters): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const name of ['category', 'provider', 'order', 'q']) next.delete(name);
  if (filters.category) next.set('category', filters.category);
  if (filters.provider) next.set('provider', filters.provider);
  if (filters.order !== DEFAULT_ORDER) next.set('order', filters.order);
  if (filters.q) next.set('q', filters.q);
  return next;
}

/** Whether any filter narrows or reorders the lobby. */
export function isFiltered(filters: LobbyFilters): boolean {
  return filters.category !== '' || filters.provider !== '' || filters.order !== DEFAULT_ORDER || filters.q !== '';
}

/** The body of `front/get_games`: the filters that are set, the page and its size. */
export function gamesBody(filters: LobbyFilters, page: number): GameListBody {
  const body: GameListBody = {};
  if (filters.category) body.category = filters.category;
  if (filters.provider) body.provider = filters.provider;
  if (filters.q) body.search = filters.q;
  if (filters.order !== DEFAULT_ORDER) body.order = filters.order;
  return { ...body, page, page_size: PAGE_SIZE };
}
