import type { RuleFailure, Rules } from '../../core/rules';
import type { Failures } from '../../core/useCoreFormik';
import { EXCLUSION_DAYS_MAX, type BreakKind } from './api/setPlayerBreak';

export interface BreakValues extends Record<string, string> {
  kind: string;
  /** The time-out's length (one of `TIME_OUT_HOURS`). */
  hours: string;
  /** The self-exclusion's length, as typed. */
  days: string;
  reason: string;
}

export const EMPTY_BREAK: BreakValues = { kind: '', hours: '', days: '', reason: '' };

/** The form field that holds the length of a break of `kind` (the server says `length`). */
export const lengthField = (kind: BreakKind) => (kind === 'time_out' ? 'hours' : 'days');

/** A self-exclusion's days: a whole number from 1 to `EXCLUSION_DAYS_MAX` (the server checks it too). */
function daysFailure(rules: Rules, days: string): RuleFailure | undefined {
  const v = days.trim();
  const missing = rules.required(v).error;
  if (missing) return missing;
  if (!/^\d+$/.test(v)) return { code: 'number_invalid', params: {} };
  const n = Number(v);
  return n < 1 || n > EXCLUSION_DAYS_MAX ? { code: 'number_out_of_range', params: { min: '1', max: String(EXCLUSION_DAYS_MAX) } } : undefined;
}

/** A kind, the length of that kind and a reason must be there; the reason's length (5 to 500 characters) is the server's to say. */
export function breakFailures(rules: Rules, v: BreakValues): Failures<BreakValues> {
  const out: Failures<BreakValues> = {};
  const kind = rules.required(v.kind).error;
  if (kind) out.kind = kind;
  const length = v.kind === 'time_out' ? rules.required(v.hours).error : v.kind === 'self_exclusion' ? daysFailure(rules, v.days) : undefined;
  if (length) out[lengthField(v.kind as BreakKind)] = length;
  const reason = rules.required(v.reason).error;
  if (reason) out.reason = reason;
  return out;
}
