/**
 * Keeping the page's start-up in short tasks: a phone blocked for more than 50 ms at a time
 * answers taps late (Lighthouse's "total blocking time"). What can wait is given to the browser in
 * pieces of its own.
 */

interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Lets the browser run what is waiting (input, a paint, other tasks) before what follows, which
 * then runs in a task of its own. Chromium's `scheduler.yield`; elsewhere it goes on at once.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  return scheduler?.yield ? scheduler.yield() : Promise.resolve();
}

/** Runs `work` once the browser is idle (at the latest after `timeout` ms); returns its cancel. */
export function whenIdle(work: () => void, timeout = 1000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => work(), { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(work, 50);
  return () => clearTimeout(id);
}
