// Parity: the shared bonus vectors of core/tests/vectors/bonus, which `cargo test` runs natively,
// run here through the WebAssembly build: the browser's bonus previews and quotes are the
// server's own arithmetic.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bonusFromDisk } from '../test/wasm';
import { bonusCalc, type BonusCalc } from './bonus';

interface BonusVector {
  name: string;
  calc: BonusCalc;
  expect: unknown;
}

const dir = join(__dirname, '..', '..', '..', 'core', 'tests', 'vectors', 'bonus');
const vectors = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .flatMap((f) => (JSON.parse(readFileSync(join(dir, f), 'utf8')) as BonusVector[]).map((v) => ({ ...v, name: `${f}: ${v.name}` })));

const math = bonusFromDisk();

describe('shared bonus vectors through WebAssembly', () => {
  it('cover every bonus rule', () => {
    expect(vectors.length).toBeGreaterThanOrEqual(80);
    expect(new Set(vectors.map((v) => v.calc.rule)).size).toBe(15);
  });

  it.each(vectors.map((v) => [v.name, v] as const))('%s', (_name, v) => {
    expect(bonusCalc(math, v.calc)).toEqual(v.expect);
  });

  it('answers a request that is not a bonus rule with invalid_request', () => {
    expect(bonusCalc(math, { rule: 'lottery' } as unknown as BonusCalc)).toEqual({ ok: false, error: { code: 'invalid_request', params: {} } });
  });
});
