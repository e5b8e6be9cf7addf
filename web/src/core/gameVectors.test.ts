// Parity: the shared round vectors of core/tests/vectors/games, which `cargo test` replays
// natively, replay here through the games WebAssembly module: the browser's verifier runs the
// very engines the server runs.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gamesFromDisk } from '../test/wasm';

interface RoundVector {
  name: string;
  config: unknown;
  bet: unknown;
  actions: unknown[];
  server_seed: string;
  client_seed: string;
  nonce: number;
  expect: unknown;
}

const root = join(__dirname, '..', '..', '..');
const vectors = JSON.parse(readFileSync(join(root, 'core', 'tests', 'vectors', 'games', 'rounds.json'), 'utf8')) as RoundVector[];

const { replay_round, seed_commitment } = gamesFromDisk();

describe('shared round vectors through WebAssembly', () => {
  it('covers every engine', () => {
    const engines = new Set(vectors.map((v) => (v.config as { engine: string }).engine));
    expect(engines.size).toBe(19);
  });

  it.each(vectors.map((v) => [v.name, v] as const))('%s', (_name, v) => {
    const answer = JSON.parse(
      replay_round(JSON.stringify(v.config), JSON.stringify(v.bet), JSON.stringify(v.actions), v.server_seed, v.client_seed, BigInt(v.nonce)),
    ) as { ok?: unknown; error?: unknown };
    expect(answer).toEqual({ ok: v.expect });
  });

  it('refuses a tampered seed and checks commitments', () => {
    const v = vectors[0];
    const bad = JSON.parse(replay_round(JSON.stringify(v.config), JSON.stringify(v.bet), '[]', 'zz', v.client_seed, 0n)) as { error?: { code: string } };
    expect(bad.error?.code).toBe('server_seed_invalid');
    expect(seed_commitment('616263')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
