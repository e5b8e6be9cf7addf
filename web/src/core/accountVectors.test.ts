// Parity: the shared account-area vectors of core/tests/vectors/account (identity documents, their
// dates, the responsible gaming limits), which `cargo test` runs natively
// (core/tests/parity/account.rs), run here through the WebAssembly build the account area loads:
// the browser refuses a picture, a date or a limit exactly as the server will.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bonusFromDisk } from '../test/wasm';
import type { RuleFailure } from './bonus';
import { documentRules, type DocumentRules } from './documents';

type Vector =
  | { rule: 'document'; name: string; kind: string; hex: string; expect: RuleFailure | null }
  | { rule: 'issued_on'; name: string; kind: string; typed: string; today: string; expect: RuleFailure | null }
  | {
      rule: 'limits';
      name: string;
      kind: 'deposit' | 'loss';
      typed: [string, string, string];
      currency: string;
      locale: string;
      expect: Record<string, RuleFailure>;
    };

const dir = join(__dirname, '..', '..', '..', 'core', 'tests', 'vectors', 'account');
const vectors = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .flatMap((f) => (JSON.parse(readFileSync(join(dir, f), 'utf8')) as Vector[]).map((v) => ({ ...v, name: `${f}: ${v.name}` })));

/** `hex` (two digits a byte, as the vectors write a file) as bytes. */
function bytesOfHex(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return bytes;
}

const math = bonusFromDisk();

/** The documents' rules of the build on disk; a build without them fails here, by name. */
function documents(): DocumentRules {
  const rules = documentRules(math);
  if (!rules) throw new Error('the bonus module exports no document_failure / issued_on_failure: rebuild it (just build-wasm)');
  return rules;
}

/** What the module answers for one vector, in the vector's own shape. */
function run(v: Vector): unknown {
  switch (v.rule) {
    case 'document':
      return documents().document_failure(v.kind, bytesOfHex(v.hex));
    case 'issued_on':
      return documents().issued_on_failure(v.kind, v.typed, v.today);
    case 'limits': {
      const [day, week, month] = v.typed;
      const failures = v.kind === 'deposit' ? math.deposit_limits_failures : math.loss_limits_failures;
      return failures(day, week, month, v.currency, v.locale);
    }
  }
}

describe('shared account vectors through WebAssembly', () => {
  it('cover the documents, their dates and the limits', () => {
    expect(vectors.length).toBeGreaterThanOrEqual(30);
    expect(new Set(vectors.map((v) => v.rule))).toEqual(new Set(['document', 'issued_on', 'limits']));
  });

  it.each(vectors.map((v) => [v.name, v] as const))('%s', (_name, v) => {
    expect(run(v)).toEqual(v.expect);
  });
});
