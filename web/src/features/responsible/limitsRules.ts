import type { LimitView, LimitsUpdate, ResponsibleView } from '../../api/generated/api';
import type { BonusMath } from '../../core/bonus';
import type { Failures } from '../../core/useCoreFormik';
import type { Rules } from '../../core/rules';
import { typedAmount } from '../../lib/money';
import { pageLanguage } from '../../lib/pageLanguage';

/**
 * The limits form as typed (empty for no limit), by the request's field names: all six, since
 * the server changes the loss limits only when the three of them are sent.
 */
export type LimitsValues = Required<LimitsUpdate> & Record<string, string>;

/** The kinds of limit, in the form's order: money paid in, then net losses (stakes less what they returned). */
export const LIMIT_KINDS = ['deposit', 'loss'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

/** The form's fields, shortest period first (casino-core compares each with the shorter ones). */
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

export const limitField = (kind: LimitKind, period: LimitPeriod) => `${kind}_${period}` as const;

/** The limit of `kind` over `period` in the view, if the server sent it. */
export function limitOf(view: ResponsibleView, kind: LimitKind, period: LimitPeriod): LimitView | undefined {
  return view.limits.find((l) => l.kind === kind && l.period === period);
}

/**
 * What the form starts with: the player's latest choice for each limit. That is the limit in
 * force, or the change waiting its 24 hours when there is one: the server keeps a waiting change
 * (and its time) when its value is sent again, and cancels it when the limit in force is, so a
 * save of another limit must not undo it unasked. Each is written as the page's language types
 * an amount (`500,00` in French).
 */
export function limitsValues(view: ResponsibleView, rules: Rules | null): LimitsValues {
  const value = (kind: LimitKind, period: LimitPeriod) => {
    const limit = limitOf(view, kind, period);
    if (!limit) return '';
    const amount = limit.pending ? limit.pending.amount : limit.amount;
    return amount ? typedAmount(rules, amount) : '';
  };
  return {
    deposit_day: value('deposit', 'day'),
    deposit_week: value('deposit', 'week'),
    deposit_month: value('deposit', 'month'),
    loss_day: value('loss', 'day'),
    loss_week: value('loss', 'week'),
    loss_month: value('loss', 'month'),
  };
}

/** The request: the six limits as typed. */
export function limitsUpdate(v: LimitsValues): Required<LimitsUpdate> {
  return {
    deposit_day: v.deposit_day,
    deposit_week: v.deposit_week,
    deposit_month: v.deposit_month,
    loss_day: v.loss_day,
    loss_week: v.loss_week,
    loss_month: v.loss_month,
  };
}

/**
 * casino-core's verdict on the limits (`deposit_limits_failures` and `loss_limits_failures`, the
 * rules the server runs): amounts, and no longer period below a shorter one of the same kind,
 * refusals written as the page's language writes money in the limits' `currency`.
 * Empty until the bonus module is here.
 */
export function limitsFailures(math: BonusMath | null, v: LimitsValues, currency: string): Failures<LimitsValues> {
  if (!math) return {};
  const lang = pageLanguage();
  return {
    ...math.deposit_limits_failures(v.deposit_day, v.deposit_week, v.deposit_month, currency, lang),
    ...math.loss_limits_failures(v.loss_day, v.loss_week, v.loss_month, currency, lang),
  } as Failures<LimitsValues>;
}
