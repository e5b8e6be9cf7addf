// The rulebook in the browser: casino-core compiled to WebAssembly, loaded on first use (never on
// the home page's critical path). Every rule a form shows comes from here; TypeScript never
// re-implements one. The justfile's build-wasm writes the module.
import type { Check, Outcome } from '../wasm/core/casino_core_wasm';

export type { Check, Outcome, RegistrationForm, RuleFailure } from '../wasm/core/casino_core_wasm';

export type Rules = typeof import('../wasm/core/casino_core_wasm');

// wasm-bindgen's bundler target splits a module in two: the JavaScript side (`*_bg.js`, every
// exported function) and the `.wasm`, which imports that side and is imported by it in turn.
// vite-plugin-wasm loads the `.wasm` as an ES module (fetched and instantiated in its own chunk);
// this joins the two halves. The generated entry file (`casino_core_wasm.js`) does the same with
// a static `import * as` of the `.wasm`, which makes the bundler add a namespace helper to the
// chunks the home page loads: two dynamic imports give the same result without it.
// The game engines' module (games.ts) loads the same way.

/** The JavaScript side of a module: it calls into the instance once given its exports. */
export interface Glue {
  __wbg_set_wasm(exports: object): void;
}

/** Gives the instance's exports to the JavaScript side, starts the module and returns it. */
export function joinModule<T>(glue: Glue, exports: Record<string, unknown>): T {
  glue.__wbg_set_wasm(exports);
  (exports.__wbindgen_start as (() => void) | undefined)?.();
  return glue as unknown as T;
}

/**
 * A module's loader: the two halves (`halves()`: the JavaScript side and, through
 * vite-plugin-wasm, the instance's exports) are loaded and joined once, and later calls share the
 * same promise; a failure lets a later call retry (for example after coming back online).
 */
export function moduleLoader<T>(halves: () => [Promise<Glue>, Promise<Record<string, unknown>>]): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= Promise.all(halves())
      .then(([glue, exports]) => joinModule<T>(glue, exports))
      .catch((e: unknown) => {
        loading = null;
        throw e;
      });
    return loading;
  };
}

/** Loads and instantiates the rulebook once; later calls share the same promise. */
export const loadRules = moduleLoader<Rules>(() => [
  // @ts-expect-error wasm-bindgen writes no declaration for the JavaScript side (typed as Rules)
  import('../wasm/core/casino_core_wasm_bg.js') as Promise<Glue>,
  import('../wasm/core/casino_core_wasm_bg.wasm') as Promise<Record<string, unknown>>,
]);

/** Runs a serialised `Check` (the form the shared test vectors use) through the module. */
export function runCheck(rules: Rules, check: Check): Outcome {
  switch (check.rule) {
    case 'required':
    case 'voucher':
    case 'commission_note':
    case 'email':
    case 'mobile_phone':
    case 'number':
    case 'loyalty_points':
    case 'card_number':
    case 'cvv':
    case 'iban':
    case 'bank_account':
    case 'bic':
    case 'bitcoin_address':
      return rules[check.rule](check.value);
    case 'format_amount':
    case 'format_typed':
      return rules[check.rule](check.value, check.locale);
    case 'format_money':
      return rules.format_money(check.value, check.currency, check.locale);
    case 'format_decimal':
    case 'format_percent':
      return rules[check.rule](check.value, check.digits, check.locale);
    case 'amount':
    case 'amount_between':
      return rules[check.rule](check.value, check.min, check.max, check.currency, check.locale);
    case 'withdrawal_amount':
      return rules.withdrawal_amount(check.value, check.balance, check.currency, check.locale);
    case 'break_length':
      return rules.break_length(check.kind, check.value);
    case 'confirm_password':
      return rules.confirm_password(check.password, check.confirmation);
    case 'password':
      return rules.password(check.value, check.policy ?? 'terms');
    case 'card_expiry':
      return rules.card_expiry(check.month, check.year, check.today);
    case 'birth_date':
      return rules.birth_date(check.value, check.today);
    case 'format_datetime':
    case 'format_date':
      return rules[check.rule](check.millis);
  }
}
