import { describe, expect, it, vi, beforeEach } from 'vitest';
import { CHUNK_RELOAD_KEY, loadWithReload, shouldReloadAfterChunkError } from './chunkReload';

function memoryStore() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('chunk reload throttle', () => {
  beforeEach(() => localStorage.clear());

  it('allows one reload per minute', () => {
    const store = memoryStore();
    expect(shouldReloadAfterChunkError(store, 1_000_000)).toBe(true);
    expect(store.data.get(CHUNK_RELOAD_KEY)).toBe('1000000');
    expect(shouldReloadAfterChunkError(store, 1_000_000 + 59_999)).toBe(false);
    expect(shouldReloadAfterChunkError(store, 1_000_000 + 60_000)).toBe(true);
  });

  it('says no when storage fails, rather than looping', () => {
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(shouldReloadAfterChunkError(broken, 5)).toBe(false);
  });

  it('reloads on the first failure and rethrows on a second one within the minute', async () => {
    const reload = vi.fn();
    const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    const first = loadWithReload(failing, reload);
    await Promise.resolve();
    await Promise.resolve();
    expect(reload).toHaveBeenCalledTimes(1);
    void first;
    await expect(loadWithReload(failing, reload)).rejects.toThrow('dynamically imported');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('passes successful loads through', async () => {
    await expect(loadWithReload(() => Promise.resolve(42), vi.fn())).resolves.toBe(42);
  });
});
