import { describe, expect, it } from 'vitest';
import { canPrefetch } from './prefetch';
import { matchPage } from './pages';

describe('prefetch rule', () => {
  it('prefetches on a normal connection', () => {
    expect(canPrefetch({ onLine: true })).toBe(true);
    expect(canPrefetch({ onLine: true, connection: { effectiveType: '4g', saveData: false } })).toBe(true);
    expect(canPrefetch({ onLine: true, connection: { effectiveType: '3g' } })).toBe(true);
  });

  it('skips on 2G, with data saver, or offline', () => {
    expect(canPrefetch({ onLine: true, connection: { effectiveType: '2g' } })).toBe(false);
    expect(canPrefetch({ onLine: true, connection: { effectiveType: 'slow-2g' } })).toBe(false);
    expect(canPrefetch({ onLine: true, connection: { effectiveType: '4g', saveData: true } })).toBe(false);
    expect(canPrefetch({ onLine: false })).toBe(false);
    expect(canPrefetch(null)).toBe(false);
  });

  it('finds the page of a link', () => {
    expect(matchPage('/')?.path).toBe('');
    expect(matchPage('/faq')?.path).toBe('faq');
    expect(matchPage('/faq/3')?.path).toBe('faq/:id');
    expect(matchPage('/promotion/welcome?x=1')?.path).toBe('promotion/:id');
    expect(matchPage('/nope')).toBeUndefined();
  });
});
