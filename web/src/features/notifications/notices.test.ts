import { describe, expect, it } from 'vitest';
import type { LimitKind, LimitPeriod, LimitView, ResponsibleView } from '../../api/generated/api';
import { waitingLimits } from './notices';

const limit = (kind: LimitKind, period: LimitPeriod, from: number | null): LimitView => ({
  kind,
  period,
  amount: '100.00',
  used: '0.00',
  pending: from === null ? null : { amount: '500.00', from },
});

const view = (limits: LimitView[]): ResponsibleView => ({
  currency: 'EUR',
  limits,
  break: null,
  time_out_hours: [24],
  exclusion_days_max: 1825,
  session_limit: { minutes: null, pending: null } as ResponsibleView['session_limit'],
});

describe('limit changes told when they take effect', () => {
  it('are the waiting ones, each with the words of its limit and a way to the limits', () => {
    const now = 1_795_000_000_000;
    const changes = waitingLimits(
      view([limit('deposit', 'day', now + 60_000), limit('loss', 'month', now + 1), limit('deposit', 'week', now), limit('loss', 'day', null)]),
      now,
    );
    expect(changes.map((c) => [c.at, c.notice.key, c.notice.tone, c.notice.link?.labelKey])).toEqual([
      [now + 60_000, 'notice.limit_deposit_day', 'info', 'notice.openLimits'],
      [now + 1, 'notice.limit_loss_month', 'info', 'notice.openLimits'],
    ]);
    // One tag per change: planned again on the next reading, it is not told twice.
    expect(new Set(changes.map((c) => c.notice.tag)).size).toBe(2);
  });
});
