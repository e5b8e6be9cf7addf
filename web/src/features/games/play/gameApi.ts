import { request } from '../../../api/client';
import type { BetFilter, BetPage, GameUrl, LiveBetRequest, RoundView, SeedsRequest, SeedsView } from '../../../api/generated/api';

// The generated request types spell 64-bit integers as `bigint`, which JSON cannot carry: the
// bodies here use plain numbers (milliseconds and nonces stay far below 2^53).

export type Mode = 'real' | 'fun';

/** The fun-play session of this browser (its play money), kept across visits. */
export const FUN_SESSION_KEY = 'games.funSession';

export function readFunSession(): string | null {
  try {
    return localStorage.getItem(FUN_SESSION_KEY);
  } catch {
    return null;
  }
}

export function storeFunSession(id: string | null): void {
  try {
    if (id) localStorage.setItem(FUN_SESSION_KEY, id);
    else localStorage.removeItem(FUN_SESSION_KEY);
  } catch {
    // storage unavailable: the session lasts as long as the page
  }
}

/** `POST front/get_game_url`: the game's engine configuration, limits and play currency. */
export function getGameUrl(body: { game_id: string; mode: Mode; fun_session: string | null }, signal?: AbortSignal): Promise<GameUrl> {
  return request('front/get_game_url', { body, signal });
}

/**
 * `POST front/get_live_game_url`: the same for a live table (which `get_game_url` refuses); the
 * call also wakes the table, which runs rounds only while someone is interested.
 */
export function getLiveGameUrl(body: { game_id: string; mode: Mode; fun_session: string | null }, signal?: AbortSignal): Promise<GameUrl> {
  return request('front/get_live_game_url', { body, signal });
}

/** `POST game/live_bet`: chips on the live table's open round; the stake is taken at once. */
export function placeLiveBet(body: LiveBetRequest & { mode: Mode }): Promise<RoundView> {
  return request('game/live_bet', { body });
}

/** `POST game/bet`: opens a round (one idempotency key per bet, sent again on a retry). */
export function placeBet(body: { game_id: string; mode: Mode; fun_session: string | null; bet: unknown; idempotency_key: string }): Promise<RoundView> {
  return request('game/bet', { body });
}

/** `POST game/act`: the next decision of an open round; `step` is the number of actions it had. */
export function actOnRound(body: { round_id: string; fun_session: string | null; action: unknown; step: number }): Promise<RoundView> {
  return request('game/act', { body });
}

/** `POST game/open_round`: the unfinished round of this game, to resume after a reload. */
export function openRound(body: { game_id: string; mode: Mode; fun_session: string | null }, signal?: AbortSignal): Promise<RoundView | null> {
  return request('game/open_round', { body, signal });
}

/** `POST game/round`: one round of the player (or of the fun session). */
export function getRound(body: { round_id: string; fun_session: string | null }, signal?: AbortSignal): Promise<RoundView> {
  return request('game/round', { body, signal });
}

/** `POST game/seeds`: the active seed pair's commitment, client seed and next nonce. */
export function getSeeds(body: SeedsRequest, signal?: AbortSignal): Promise<SeedsView> {
  return request('game/seeds', { body, signal });
}

/** `POST game/rotate_seed`: reveals the active server seed and commits to a new one. */
export function rotateSeed(body: SeedsRequest): Promise<SeedsView> {
  return request('game/rotate_seed', { body });
}

/** `POST front/get_bet_list`: the player's real-money rounds, newest first. */
export function getBetList(body: BetFilter, signal?: AbortSignal): Promise<BetPage> {
  return request('front/get_bet_list', { body, signal });
}
