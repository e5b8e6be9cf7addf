import type { RoundEngine, RoundView } from '../../../api/generated/api';
import { parseAnswer, type GameView, type Games, type Play, type RunningEngine } from '../../../core/games';

/** What the form holds: the replay's inputs, as typed or prefilled from a round. */
export interface VerifyForm {
  game: string;
  config: string;
  serverSeed: string;
  commitment: string;
  clientSeed: string;
  nonce: string;
  bet: string;
  actions: string;
}

export const EMPTY: VerifyForm = { game: '', config: '', serverSeed: '', commitment: '', clientSeed: '', nonce: '0', bet: '', actions: '[]' };

/** The result of a replay: the round as the engine plays it, and how it compares. */
export type Verdict =
  | { kind: 'error'; code: string }
  | {
      kind: 'done';
      /** `SHA-256(server seed)` as computed here, and whether it equals the commitment shown. */
      commitment: string | null;
      commitmentOk: boolean | null;
      play: Play<GameView>;
      /** Whether the replay equals the recorded round (null without a recorded round). */
      matches: boolean | null;
    };

/**
 * Replays a round in the browser with the engines module (no network): the commitment check and
 * the engine's result, compared with the recorded round when there is one.
 */
export function verify(games: Games, form: VerifyForm, recorded: RoundView | null): Verdict {
  const seed = form.serverSeed.trim().toLowerCase();
  if (!/^[0-9a-f]{64}$/.test(seed)) return { kind: 'error', code: 'server_seed' };
  if (!/^\d{1,15}$/.test(form.nonce.trim())) return { kind: 'error', code: 'nonce' };
  for (const [field, text] of [['config', form.config], ['bet', form.bet], ['actions', form.actions]] as const) {
    try {
      JSON.parse(text);
    } catch {
      return { kind: 'error', code: field };
    }
  }
  const answer = parseAnswer<Play<GameView>>(games.replay_round(form.config, form.bet, form.actions, seed, form.clientSeed, BigInt(form.nonce.trim())));
  if (answer.error) return { kind: 'error', code: answer.error.code };
  const commitment = games.seed_commitment(seed) ?? null;
  const shown = form.commitment.trim().toLowerCase();
  const play = answer.ok;
  let matches: boolean | null = null;
  if (recorded) {
    const cents = (text: string) => parseAnswer<number>(games.amount_cents(text)).ok;
    matches =
      JSON.stringify(canonical(play.view)) === JSON.stringify(canonical(recorded.view)) &&
      play.finished === recorded.finished &&
      play.win === cents(recorded.win) &&
      play.stake === cents(recorded.stake);
  }
  return { kind: 'done', commitment, commitmentOk: shown === '' ? null : commitment === shown, play, matches };
}

/** A JSON value with its object keys sorted and absent optional fields dropped, to compare two views. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, v]) => v !== null && v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, canonical(v)]),
    );
  }
  return value;
}

/** How the module a round was recorded with compares with the one running in this page. */
export type EngineCheck = 'same' | 'different' | 'unknown';

export function engineCheck(running: RunningEngine, recorded: RoundEngine | null): EngineCheck {
  if (!recorded?.module_hash || !running.moduleHash) return 'unknown';
  return recorded.module_hash === running.moduleHash ? 'same' : 'different';
}
