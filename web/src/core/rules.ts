// The rulebook in the browser: casino-core compiled to WebAssembly, loaded on first use (never on
// the home page's critical path). Every rule a form shows comes from here; TypeScript never
// re-implements one. The module imports its `.wasm` as an ES module; vite-plugin-wasm turns that
// import into a fetch and an instantiation in its own chunk (the justfile's build-wasm writes it).
import type { Check, Outcome } from '../wasm/core/casino_core_wasm';

export type { Check, Outcome, RegistrationForm, RuleFailure } from '../wasm/core/casino_core_wasm';

export type Rules = typeof import('../wasm/core/casino_core_wasm');

let loading: Promise<Rules> | null = null;

/** Loads and instantiates the module once; later calls share the same promise. */
export function loadRules(): Promise<Rules> {
  loading ??= import('../wasm/core/casino_core_wasm').catch((e: unknown) => {
    loading = null; // let a later call retry (for example after coming back online)
    throw e;
  });
  return loading;
}

/** Runs a serialised `Check` (the form the shared test vectors use) through the module. */
export function runCheck(rules: Rules, check: Check): Outcome {
  switch (check.rule) {
    case 'required':
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
    case 'format_amount':
      return rules[check.rule](check.value);
    case 'format_money':
      return rules.format_money(check.value, check.currency);
    case 'amount':
    case 'amount_between':
      return rules[check.rule](check.value, check.min, check.max);
    case 'withdrawal_amount':
      return rules.withdrawal_amount(check.value, check.balance);
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
