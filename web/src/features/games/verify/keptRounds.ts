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
/** How long a round stays kept: what the server offers (`game/verifiable_rounds`). */
const KEPT_MS = 30 * 24 * 60 * 60 * 1000;

const keyOf = (roundId: string) => `/kept-rounds/${encodeURIComponent(roundId)}`;

function storage(): CacheStorage | null {
  return typeof caches === 'undefined' ? null : caches;
}

/**
 * Reads every page and keeps each round with its configuration, then forgets the rounds past
 * the 30 days (once all pages are read, every round no longer among them). Resolves to whether
 * the whole set is kept.
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
      await forgetOld(cache, kept, true);
      return true;
    }
    after = answer.next;
  }
  await forgetOld(cache, kept, false);
  return false;
}

/** Deletes the kept rounds not in `kept`: all of them when `kept` is the whole set, else those past the 30 days. */
async function forgetOld(cache: Cache, kept: Set<string>, whole: boolean): Promise<void> {
  const since = Date.now() - KEPT_MS;
  for (const request of await cache.keys()) {
    const path = new URL(request.url).pathname;
    if (!path.startsWith('/kept-rounds/') || kept.has(path)) continue;
    let old = whole;
    if (!old) {
      const entry = (await (await cache.match(request))?.json()) as RecordedRound | undefined;
      old = !entry || entry.round.created_at < since;
    }
    if (old) await cache.delete(request);
  }
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
