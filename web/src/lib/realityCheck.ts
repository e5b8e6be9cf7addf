import { useQuery } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { request } from '../api/client';
import type { SessionSummary } from '../api/generated/api';
import { useStore } from '../store/store';
import { PLAYER_QUERIES } from './queryClient';

/**
 * The reality check: every few minutes of real-money play, the game page stops to show what the
 * session has moved since the player signed in. How often is the player's choice, kept on this
 * device (the responsible gaming tab sets it, the game page reads it).
 */
export const REALITY_CHECK_KEY = 'casino.realityCheckMinutes';
/** The interval when the player chose nothing on this device. */
export const REALITY_CHECK_DEFAULT_MINUTES = 60;
/** What the storage holds when the player chose never to be reminded. */
const NEVER = 'never';

/** The interval in minutes, or null for never: the choice stored on this device, else the default. */
export function readRealityCheckMinutes(): number | null {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(REALITY_CHECK_KEY);
  } catch {
    // Storage refused (private mode): the default.
  }
  if (raw === NEVER) return null;
  const minutes = Number(raw);
  return raw !== null && Number.isInteger(minutes) && minutes > 0 ? minutes : REALITY_CHECK_DEFAULT_MINUTES;
}

const listeners = new Set<() => void>();
// Where the choice lives when the storage refuses it (undefined: nothing chosen).
let memory: number | null | undefined;

/** Keeps the choice on this device (null: never) and tells the pages that read it. */
export function storeRealityCheckMinutes(minutes: number | null): void {
  try {
    localStorage.setItem(REALITY_CHECK_KEY, minutes === null ? NEVER : String(minutes));
  } catch {
    // Storage refused: the choice lasts while the page stays open.
    memory = minutes;
  }
  for (const listener of listeners) listener();
}

function snapshot(): number | null {
  return memory === undefined ? readRealityCheckMinutes() : memory;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed the choice.
  const onStorage = (event: StorageEvent) => (event.key === null || event.key === REALITY_CHECK_KEY) && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The reality check's interval in minutes (null: never) and its setter; follows changes in other tabs. */
export function useRealityCheckMinutes(): [number | null, (minutes: number | null) => void] {
  const minutes = useSyncExternalStore(subscribe, snapshot, () => REALITY_CHECK_DEFAULT_MINUTES);
  const set = useCallback((value: number | null) => storeRealityCheckMinutes(value), []);
  return [minutes, set];
}

/**
 * When the next check is due: `startedAt + k × interval`, the first such moment after `now`
 * (one already past when the page opens is not shown late: the next one is).
 */
export function nextRealityCheck(startedAt: number, intervalMs: number, now: number): number {
  const k = Math.max(1, Math.floor((now - startedAt) / intervalMs) + 1);
  return startedAt + k * intervalMs;
}

/** `POST front/get_session_summary`: the real-money play since the last sign-in, and the intervals offered. */
export function getSessionSummary(signal?: AbortSignal): Promise<SessionSummary> {
  return request('front/get_session_summary', { body: {}, signal });
}

/** The session's summary, read when a screen that needs it opens (forgotten at sign-out). */
export function useSessionSummary() {
  const player = useStore().state.user?.player;
  const id = player ? player.id : '';
  return useQuery({
    queryKey: [...PLAYER_QUERIES, id, 'session'] as const,
    queryFn: ({ signal }) => getSessionSummary(signal),
    staleTime: 0,
  });
}
