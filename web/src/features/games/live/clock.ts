import type { LiveTableEvent } from '../../../api/generated/api';

// Countdowns of the live tables (the table page and the lobby's cards), apart from the socket so
// the lobby takes only these.

/**
 * Milliseconds from the table's `server_now` (as estimated now) to `at`, a server timestamp: the
 * message's own clock plus what elapsed here since it came. Negative once `at` has passed.
 */
export function msUntil(at: number, event: Pick<LiveTableEvent, 'server_now'>, receivedAt: number, clock: number): number {
  const elapsed = Math.max(0, clock - receivedAt);
  return at - (event.server_now + elapsed);
}

/** Whole seconds left (rounded up), never below zero. */
export function secondsLeft(ms: number): number {
  return ms <= 0 ? 0 : Math.ceil(ms / 1000);
}
