// Parity: the vectors of core/tests/vectors/play_limits that the browser also runs (the session
// time limit as chosen, and a refund's refusal), through the bonus module's WebAssembly, as
// `cargo test` runs all of them natively (core/tests/parity/play_limits.rs). The other rules of
// those files (what a capped win pays, the pause after it, the end of a session's play) are
// decided by the server alone when a round settles, with figures the browser never holds.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bonusFromDisk } from '../test/wasm';
import type { RuleFailure } from './bonus';

type Vector =
  | { rule: 'session_limit'; name: string; typed: string; expect: RuleFailure | { minutes: number | null } }
  | {
      rule: 'refund';
      name: string;
      reason: string;
      deposited_at: number;
      now: number;
      played_since: boolean;
      amount: number;
      balance: number;
      expect: RuleFailure | null;
    }
  | { rule: 'paid_win' | 'winnings_pause' | 'session_play'; name: string };

const dir = join(__dirname, '..', '..', '..', 'core', 'tests', 'vectors', 'play_limits');
const all = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .flatMap((f) => (JSON.parse(readFileSync(join(dir, f), 'utf8')) as Vector[]).map((v) => ({ ...v, name: `${f}: ${v.name}` })));
const vectors = all.filter((v) => v.rule === 'session_limit' || v.rule === 'refund');

const math = bonusFromDisk();

/** What the module answers, in the vector's shape (a taken session limit is `{minutes}` natively: null here). */
function run(v: Vector): unknown {
  switch (v.rule) {
    case 'session_limit':
      return math.session_limit_failure(v.typed);
    case 'refund':
      return math.refund_failure(v.reason, BigInt(v.deposited_at), BigInt(v.now), v.played_since, BigInt(v.amount), BigInt(v.balance));
    default:
      throw new Error(`${v.name}: not a browser rule`);
  }
}

function expected(v: Vector): unknown {
  if (v.rule === 'session_limit') return 'code' in v.expect ? v.expect : null;
  if (v.rule === 'refund') return v.expect;
  return undefined;
}

describe('shared play limit vectors through WebAssembly', () => {
  it('cover the session limit and refunds, accepted and refused', () => {
    expect(vectors.filter((v) => v.rule === 'session_limit').length).toBeGreaterThanOrEqual(5);
    expect(vectors.filter((v) => v.rule === 'refund').length).toBeGreaterThanOrEqual(6);
    expect(vectors.some((v) => expected(v) === null)).toBe(true);
    expect(vectors.some((v) => expected(v) !== null)).toBe(true);
  });

  it.each(vectors.map((v) => [v.name, v] as const))('%s', (_name, v) => {
    expect(run(v)).toEqual(expected(v));
  });

  it('refuse a reason the rules do not know', () => {
    expect(math.refund_failure('bored', 0n, 0n, false, 0n, 0n)).toEqual({ code: 'choice_invalid', params: {} });
  });
});
