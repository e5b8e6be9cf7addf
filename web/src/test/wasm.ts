import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as wasm from '../wasm/pkg/casino_core_wasm';
import type { Rules } from '../core/rules';

let ready = false;

/** The real rulebook, instantiated from the built module on disk (jsdom cannot fetch it). */
export async function rulesFromDisk(): Promise<Rules> {
  if (!ready) {
    wasm.initSync({ module: readFileSync(join(__dirname, '..', 'wasm', 'pkg', 'casino_core_wasm_bg.wasm')) });
    ready = true;
  }
  return wasm;
}
