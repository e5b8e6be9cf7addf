import { describe, expect, it } from 'vitest';
import type { AccountStatus } from '../../../api/generated/api';
import { stateActionsFor } from './setPlayerState';

describe('the account actions offered', () => {
  it.each<[AccountStatus, number | null, string[]]>([
    ['activated', null, ['suspend', 'close']],
    ['activated', 1_800_086_400_000, ['suspend', 'reopen']],
    ['suspended', null, ['close', 'reopen']],
    ['suspended', 1_800_086_400_000, ['reopen']],
    ['closed', null, ['reopen']],
  ])('%s with a closure announced for %s: %j', (status, closingAt, actions) => {
    expect(stateActionsFor(status, closingAt)).toEqual(actions);
  });
});
