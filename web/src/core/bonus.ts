// The bonus math in the browser: casino-core's bonus rules compiled to WebAssembly (the
// `casino-bonus-wasm` crate), loaded on first use by the screens that show a bonus. The deposit
// preview, the bonuses tab and the cash-out quote ask it what the server will do.
import type { BonusCalc, BonusOutcome } from '../wasm/bonus/casino_bonus_wasm';
import { moduleLoader, type Glue } from './rules';

export type * from '../wasm/bonus/casino_bonus_wasm';

export type BonusMath = typeof import('../wasm/bonus/casino_bonus_wasm');

/** Loads and instantiates the bonus math once (as the rulebook is, see rules.ts); later calls share the same promise. */
export const loadBonusMath = moduleLoader<BonusMath>(() => [
  // @ts-expect-error wasm-bindgen writes no declaration for the JavaScript side (typed as BonusMath)
  import('../wasm/bonus/casino_bonus_wasm_bg.js') as Promise<Glue>,
  import('../wasm/bonus/casino_bonus_wasm_bg.wasm') as Promise<Record<string, unknown>>,
]);

/** Runs one bonus rule: its answer, or the rule's failure (`{ ok: false, error }`). */
export function bonusCalc(math: BonusMath, calc: BonusCalc): BonusOutcome {
  return math.bonus_calc(calc);
}

/** A deposit bonus's figures formatted in the deposit's currency (casino-core's `deposit_preview`). */
export type DepositPreviewAnswer = ReturnType<BonusMath['deposit_preview']>;
