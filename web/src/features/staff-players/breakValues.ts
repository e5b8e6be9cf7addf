import type { Rules } from '../../core/rules';
import type { Failures } from '../../core/useCoreFormik';
import type { BreakKind } from './api/setPlayerBreak';

export interface BreakValues extends Record<string, string> {
  kind: string;
  /** The time-out's length (one of the hours casino-core offers). */
  hours: string;
  /** The self-exclusion's length, as typed. */
  days: string;
  reason: string;
}

export const EMPTY_BREAK: BreakValues = { kind: '', hours: '', days: '', reason: '' };

/** The form field that holds the length of a break of `kind` (the server says `length`). */
export const lengthField = (kind: BreakKind) => (kind === 'time_out' ? 'hours' : 'days');

/**
 * A kind, a length casino-core takes for that kind (`break_length`: the hours it offers, or 1 to
 * its most days) and a reason must be there; the reason's length (5 to 500 characters) is the
 * server's to say.
 */
export function breakFailures(rules: Rules, v: BreakValues): Failures<BreakValues> {
  const out: Failures<BreakValues> = {};
  const kind = rules.required(v.kind).error;
  if (kind) out.kind = kind;
  if (v.kind === 'time_out' || v.kind === 'self_exclusion') {
    const length = rules.break_length(v.kind, v[lengthField(v.kind)]).error;
    if (length) out[lengthField(v.kind)] = length;
  }
  const reason = rules.required(v.reason).error;
  if (reason) out.reason = reason;
  return out;
}
