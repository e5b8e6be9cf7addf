import { useEffect, useSyncExternalStore } from 'react';

/**
 * Readings the whole page shares and makes once per visit (the site's settings, the visitor's
 * country). The layout, the header and the guards of every page need them from the first render,
 * so they live in this small store rather than in the query cache: TanStack Query's client then
 * stays out of the JavaScript every page loads before its first paint (the home page's budget),
 * and loads with the first screen that reads the server through it (see `queryRoot`).
 */
const readings = new Map<string, { value?: unknown; started: boolean }>();
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Records a reading (the server's answer, or a test's). */
export function putVisitReading(key: string, value: unknown): void {
  readings.set(key, { value, started: true });
  notify();
}

/** Forgets every reading, so that the next visit (a test) reads them again. */
export function forgetVisitReadings(): void {
  readings.clear();
  notify();
}

/** Forgets one reading and makes it again (a "try again" after a failure). */
export function rereadVisit<T>(key: string, read: () => Promise<T>): void {
  readings.set(key, { started: true });
  notify();
  void read().then((value) => putVisitReading(key, value));
}

/**
 * The reading under `key` (undefined until it arrives); the first caller starts it. `read` must
 * not reject: a failure is a value (null, or a failure the screen shows). A new key (the page's
 * language changed) starts its own reading.
 */
export function useVisitReading<T>(key: string, read: () => Promise<T>): T | undefined {
  useEffect(() => {
    if (readings.get(key)?.started) return;
    readings.set(key, { started: true });
    void read().then((value) => putVisitReading(key, value));
    // The reading belongs to its key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const current = () => readings.get(key)?.value as T | undefined;
  return useSyncExternalStore(subscribe, current, current);
}
