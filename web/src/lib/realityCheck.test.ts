import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { coreFromDisk } from '../test/wasm';
import { formatSignedMoney } from './money';
import { nextRealityCheck, readRealityCheckMinutes, REALITY_CHECK_KEY, storeRealityCheckMinutes, useRealityCheckMinutes } from './realityCheck';
import { formatHoursMinutes } from './units';
import { setPageLanguage } from './pageLanguage';

const MINUTE = 60_000;

describe('reality check', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('is due at the start plus a whole number of intervals, the first one after now', () => {
    const start = 1_000_000;
    expect(nextRealityCheck(start, 15 * MINUTE, start)).toBe(start + 15 * MINUTE);
    expect(nextRealityCheck(start, 15 * MINUTE, start + 14 * MINUTE)).toBe(start + 15 * MINUTE);
    // One already past when the page opens is not shown late: the next one is.
    expect(nextRealityCheck(start, 15 * MINUTE, start + 15 * MINUTE)).toBe(start + 30 * MINUTE);
    expect(nextRealityCheck(start, 15 * MINUTE, start + 65 * MINUTE)).toBe(start + 75 * MINUTE);
    // A clock behind the server's: the first interval.
    expect(nextRealityCheck(start, 60 * MINUTE, start - 5 * MINUTE)).toBe(start + 60 * MINUTE);
  });

  it('keeps the choice on this device: 60 minutes by default, never, or minutes', () => {
    expect(readRealityCheckMinutes()).toBe(60);
    storeRealityCheckMinutes(30);
    expect(localStorage.getItem(REALITY_CHECK_KEY)).toBe('30');
    expect(readRealityCheckMinutes()).toBe(30);
    storeRealityCheckMinutes(null);
    expect(localStorage.getItem(REALITY_CHECK_KEY)).toBe('never');
    expect(readRealityCheckMinutes()).toBeNull();
    for (const junk of ['', '0', '-15', '7.5', 'soon']) {
      localStorage.setItem(REALITY_CHECK_KEY, junk);
      expect(readRealityCheckMinutes(), junk).toBe(60);
    }
  });

  it('tells the pages that read it when the choice changes, here or in another tab', () => {
    const { result } = renderHook(() => useRealityCheckMinutes());
    expect(result.current[0]).toBe(60);
    act(() => result.current[1](15));
    expect(result.current[0]).toBe(15);
    act(() => {
      localStorage.setItem(REALITY_CHECK_KEY, 'never');
      window.dispatchEvent(new StorageEvent('storage', { key: REALITY_CHECK_KEY }));
    });
    expect(result.current[0]).toBeNull();
  });

  it('says how long in hours and minutes, in the page language', () => {
    expect(formatHoursMinutes('en', 75 * MINUTE + 59_000)).toBe('1 hour 15 minutes');
    expect(formatHoursMinutes('en', 45 * MINUTE)).toBe('45 minutes');
    expect(formatHoursMinutes('en', 120 * MINUTE)).toBe('2 hours');
    // The browser's own spaces (French joins with a no-break space).
    const spaced = (text: string) => text.replace(/\s/g, ' ');
    expect(spaced(formatHoursMinutes('fr', 141 * MINUTE))).toBe('2 heures 21 minutes');
    expect(spaced(formatHoursMinutes('ru', 141 * MINUTE))).toBe('2 часа 21 минута');
  });

  it('writes the sign of a net result as the server gives it, by casino-core', () => {
    const rules = coreFromDisk();
    setPageLanguage('en');
    expect(formatSignedMoney(rules, '-8.50', 'EUR')).toBe('-€8.50');
    expect(formatSignedMoney(rules, '12.00', 'EUR')).toBe('+€12.00');
    expect(formatSignedMoney(rules, '0.00', 'EUR')).toBe('€0.00');
    expect(formatSignedMoney(rules, '-1234.50', 'USD')).toBe('-$1,234.50');
  });
});
