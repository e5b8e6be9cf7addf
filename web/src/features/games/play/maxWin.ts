import type { TFunction } from 'i18next';
import type { GameSummary } from '../../../api/generated/api';
import type { Rules } from '../../../core/rules';
import { formatDecimal } from '../../../lib/money';
import type { PLAY_NS } from './strings';

/**
 * A game's maximum win as a multiple of the stake in the page's language (`1 749,3 × la mise`),
 * written with as many decimals as the server's figure has; or why there is none.
 */
export function maxWin(t: TFunction<typeof PLAY_NS>, rules: Rules | null, game: Pick<GameSummary, 'max_win'>): string {
  if (game.max_win == null) return t('rules.maxWinNone');
  const decimals = game.max_win.split('.')[1]?.length ?? 0;
  return t('rules.maxWinValue', { value: formatDecimal(rules, game.max_win, decimals) });
}
