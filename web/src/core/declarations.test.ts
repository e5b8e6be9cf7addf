// casino-core's types reach TypeScript through tsify, which names each declaration after its Rust
// type: two types of one name in the crate would merge into one interface, or shadow each other,
// without an error. Each name is declared once in each module.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const declared = (file: string) => [...readFileSync(join(__dirname, '..', 'wasm', file), 'utf8').matchAll(/^export (?:interface|type) (\w+)/gm)].map((m) => m[1]);

describe('the WebAssembly modules’ type declarations', () => {
  it.each(['core/casino_core_wasm.d.ts', 'games/casino_games_wasm.d.ts', 'bonus/casino_bonus_wasm.d.ts'])('%s declares each name once', (file) => {
    const names = declared(file);
    expect(names.length).toBeGreaterThan(20);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });
});
