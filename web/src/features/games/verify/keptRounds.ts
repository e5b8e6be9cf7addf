import { PLAYER_CACHE } from '../../../api/client';
import type { RoundCursor } from '../../../api/generated/api';
import { getVerifiableRounds } from '../api/getVerifiableRounds';
import type { RecordedRound } from '../api/useRecordedRound';

/**
 * The player's revealed rounds of the last 30 days, kept in the browser's cache storage (beside
 * the app and its engines, which the service worker keeps) so the verifier checks them with the
 * network off. Signing out forgets them (`clearSession`).
 */

/** Pages read per visit at most (100 rounds each): a month of heavy play in a few megabytes. */
const MAX_PAGES = 50;

const keyOf = (roundId: string) => `/kept-rounds/${encodeURIComponent(roundId)}`;

function storage(): CacheStorage | null {
  return typeof caches === 'undefined' ? null : caches;
}

/**
 * Reads every page and keeps each round with its configuration; once all are read, rounds no
 * longer among them (past the 30 days) are forgotten. Resolves to whether the whole set is kept.
 */
export async function keepVerifiableRounds(signal?: AbortSignal): Promise<boolean> {
  const store = storage();
  if (!store) return false;
  const cache = await store.open(PLAYER_CACHE);
  const kept = new Set<string>();
  let after: RoundCursor | null = null;
  for (let page = 0; page < MAX_PAGES; page++) {
    const answer = await getVerifiableRounds({ after }, signal);
    await Promise.all(
      answer.rounds.map((round) => {
        const recorded: RecordedRound = { round, config: round.config };
        kept.add(keyOf(round.id));
        return cache.put(keyOf(round.id), new Response(JSON.stringify(recorded), { headers: { 'Content-Type': 'application/json' } }));
      }),
    );
    if (!answer.next) {
      for (const request of await cache.keys()) {
        const path = new URL(request.url).pathname;
        if (path.startsWith('/kept-rounds/') && !kept.has(path)) await cache.delete(request);
      }
      return true;
    }
    after = answer.next;
  }
  return false;
}

/** A kept round, or null (never kept, or storage unavailable). */
export async function keptRound(roundId: string): Promise<RecordedRound | null> {
  const store = storage();
  if (!store) return null;
  try {
    const hit = await (await store.open(PLAYER_CACHE)).match(keyOf(roundId));
    return hit ? ((await hit.json()) as RecordedRound) : null;
  } catch {
    return null;
  }
}
