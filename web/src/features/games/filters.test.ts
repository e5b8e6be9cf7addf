import { describe, expect, it } from 'vitest';
import { gamesBody, isFiltered, NO_FILTERS, readFilters, writeFilters } from './filters';

describe('lobby filters', () => {
  it('read from the URL query, ignoring what cannot be a filter', () => {
    expect(readFilters(new URLSearchParams('category=slots&provider=nova&order=rtp&q=%20book%20%20of%20'))).toEqual({
      category: 'slots',
      provider: 'nova',
      order: 'rtp',
      q: 'book of',
    });
    expect(readFilters(new URLSearchParams('category=../x&provider=A%20B&order=cheap'))).toEqual(NO_FILTERS);
    expect(readFilters(new URLSearchParams(`q=${'x'.repeat(150)}`)).q).toHaveLength(100);
  });

  it('write back to the URL without defaults, keeping other parameters', () => {
    const next = writeFilters(new URLSearchParams('utm=mail&q=old'), { category: 'keno', provider: '', order: 'popular', q: '' });
    expect(next.toString()).toBe('utm=mail&category=keno');
    const all = { category: 'slots', provider: 'nova', order: 'new' as const, q: 'book' };
    expect(readFilters(writeFilters(new URLSearchParams(), all))).toEqual(all);
  });

  it('make the body of front/get_games from the filters that are set', () => {
    expect(gamesBody(NO_FILTERS, 1)).toEqual({ page: 1, page_size: 24 });
    expect(gamesBody({ category: 'live', provider: 'nova', order: 'name', q: 'ace' }, 3)).toEqual({
      category: 'live',
      provider: 'nova',
      search: 'ace',
      order: 'name',
      page: 3,
      page_size: 24,
    });
    expect(isFiltered(NO_FILTERS)).toBe(false);
    expect(isFiltered({ ...NO_FILTERS, order: 'rtp' })).toBe(true);
  });
});
