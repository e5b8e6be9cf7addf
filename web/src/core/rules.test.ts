// @vitest-environment node
// Parity: the shared vectors of core/tests/vectors, which `cargo test` runs natively, run here
// through the real WebAssembly build, and must give identical outcomes.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { coreFromDisk } from '../test/wasm';
import { runCheck, type Check, type Outcome } from './rules';

const root = join(__dirname, '..', '..', '..');
const vectorDir = join(root, 'core', 'tests', 'vectors');

interface Vector {
  name: string;
  check: Check;
  expect: Outcome;
}

const files = readdirSync(vectorDir).filter((f) => f.endsWith('.json')).sort();
const vectors: [string, Vector][] = files.flatMap((f) =>
  (JSON.parse(readFileSync(join(vectorDir, f), 'utf8')) as Vector[]).map((v) => [f, v] as [string, Vector]),
);

const wasm = coreFromDisk();

describe('shared rule vectors through WebAssembly', () => {
  it('has the vectors the native run has', () => {
    expect(files.length).toBeGreaterThanOrEqual(5);
    expect(vectors.length).toBeGreaterThanOrEqual(60);
  });

  it.each(vectors.map(([f, v]) => [`${f}: ${v.name}`, v] as const))('%s', (_name, v) => {
    expect(runCheck(wasm, v.check)).toEqual(v.expect);
  });

  it('reports a malformed bound instead of throwing', () => {
    expect(wasm.amount('10', 'ten', '100', 'EUR', 'fr')).toEqual({
      ok: false,
      error: { code: 'invalid_request', params: {} },
    });
  });
});
