import type { LimitView, LimitsUpdate, ResponsibleView } from '../../api/generated/api';
import type { BonusMath } from '../../core/bonus';
import type { Failures } from '../../core/useCoreFormik';

/** The deposit limits form as typed (empty for no limit), by the request's field names. */
export type LimitsValues = LimitsUpdate & Record<string, string>;

/** The form's fields, shortest period first (casino-core compares each with the shorter ones). */
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

export const limitField = (period: LimitPeriod) => `deposit_${period}` as const;

/** The limit of `period` in the view, if the server sent it. */
export function limitOf(view: ResponsibleView, period: LimitPeriod): LimitView | undefined {
  return view.limits.find((l) => l.kind === 'deposit' && l.period === period);
}

/**
 * What the form starts with: the player's latest choice for each period. That is the limit in
 * force, or the change waiting its 24 hours when there is one: the server keeps a waiting change
 * (and its time) when its value is sent again, and cancels it when the limit in force is, so a
 * save of another period must not undo it unasked.
 */
export function limitsValues(view: ResponsibleView): LimitsValues {
  const value = (period: LimitPeriod) => {
    const limit = limitOf(view, period);
    if (!limit) return '';
    return (limit.pending ? limit.pending.amount : limit.amount) ?? '';
  };
  return { deposit_day: value('day'), deposit_week: value('week'), deposit_month: value('month') };
}

/**
 * casino-core's verdict on the limits (`deposit_limits_failures`, the rule the server runs):
 * amounts, and no longer period below a shorter one. Empty until the bonus module is here.
 */
export function limitsFailures(math: BonusMath | null, v: LimitsValues): Failures<LimitsValues> {
  if (!math) return {};
  return math.deposit_limits_failures(v.deposit_day, v.deposit_week, v.deposit_month) as Failures<LimitsValues>;
}
