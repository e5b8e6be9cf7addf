// The bonus math in the browser: casino-core's bonus rules compiled to WebAssembly (the
// `casino-bonus-wasm` crate), loaded on first use by the screens that show a bonus. The deposit
// preview, the bonuses tab and the cash-out quote ask it what the server will do.
import type { BonusCalc, BonusOutcome } from '../wasm/bonus/casino_bonus_wasm';
import { joinModule, type Glue } from './rules';

export type * from '../wasm/bonus/casino_bonus_wasm';

export type BonusMath = typeof import('../wasm/bonus/casino_bonus_wasm');

let loading: Promise<BonusMath> | null = null;

/** Loads and instantiates the module once; later calls share the same promise. */
export function loadBonusMath(): Promise<BonusMath> {
  // Loaded as the rulebook is (see joinModule in rules.ts).
  loading ??= Promise.all([
    // @ts-expect-error wasm-bindgen writes no declaration for the JavaScript side (typed as BonusMath)
    import('../wasm/bonus/casino_bonus_wasm_bg.js') as Promise<Glue>,
    import('../wasm/bonus/casino_bonus_wasm_bg.wasm') as Promise<Record<string, unknown>>,
  ])
    .then(([glue, exports]) => joinModule<BonusMath>(glue, exports))
    .catch((e: unknown) => {
      loading = null; // let a later call retry (for example after coming back online)
      throw e;
    });
  return loading;
}

/** Runs one bonus rule: its answer, or the rule's failure (`{ ok: false, error }`). */
export function bonusCalc(math: BonusMath, calc: BonusCalc): BonusOutcome {
  return math.bonus_calc(calc);
}
