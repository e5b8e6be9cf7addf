import type { TFunction } from 'i18next';
import type { GameSummary } from '../../../api/generated/api';
import type { PLAY_NS } from './strings';

/**
 * How a game's RTP was established (`rules.method.*`), with a simulated one's 99 % confidence
 * interval; `points` writes the interval's percentage points in the page's language.
 */
export function rtpMethod(t: TFunction<typeof PLAY_NS>, game: Pick<GameSummary, 'rtp_method' | 'rtp_interval'>, points: (value: string) => string): string {
  const method = t(`rules.method.${game.rtp_method}`, { defaultValue: game.rtp_method });
  return game.rtp_interval ? `${method}, ${t('rules.interval', { interval: points(game.rtp_interval) })}` : method;
}
