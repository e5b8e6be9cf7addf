// @vitest-environment node
// The account actions the staff file offers come from casino-core through WebAssembly: the rule
// `support/set_player_state` enforces (its cases are casino-core's `state_actions` tests).
import { describe, expect, it } from 'vitest';
import type { AccountStatus } from '../../api/generated/api';
import { coreFromDisk } from '../../test/wasm';

const rules = coreFromDisk();

describe('the account actions offered', () => {
  it.each<[AccountStatus, boolean, string[]]>([
    ['activated', false, ['suspend', 'close']],
    ['activated', true, ['suspend', 'reopen']],
    ['registered', false, ['suspend', 'close']],
    ['suspended', false, ['close', 'reopen']],
    ['suspended', true, ['reopen']],
    ['closed', false, ['reopen']],
  ])('%s with a closure announced: %s', (status, announced, actions) => {
    expect(rules.state_actions(status, announced)).toEqual(actions);
  });
});
