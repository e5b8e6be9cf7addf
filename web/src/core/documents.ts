// The identity documents' rules in the browser: casino-core's `check_document` and
// `check_issued_on`, exported by the bonus module (`casino-bonus-wasm`, the account area's
// WebAssembly) as `document_failure` (format by content, size, colour, resolution) and
// `issued_on_failure` (a proof of address dated within 3 months). The server runs the same rules
// on what it receives; TypeScript never re-implements them.
import type { BonusMath } from './bonus';

export type DocumentRules = Pick<BonusMath, 'document_failure' | 'issued_on_failure'>;

/** The documents' rules of the loaded bonus module (null while it loads). */
export function documentRules(math: BonusMath | null): DocumentRules | null {
  return math;
}
