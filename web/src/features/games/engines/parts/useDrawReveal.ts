import { useEffect } from 'react';
import type { RoundView } from '../../../../api/generated/api';
import { useMotion, useRoundMotion } from '../../play/motion';
import { play } from '../../play/sound';
import './draws.scss';

/** Each ball's time at full pace and in quick play (milliseconds), and the pause after the last. */
const BALL = { full: 200, quick: 50 };
const AFTER = { full: 400, quick: 120 };

/**
 * Balls drawn one by one (keno, lottery, bingo): how many of the round's `count` drawn numbers
 * show yet. The draw is the server's, whole; this only paces its showing, each ball at its mark,
 * with a click each when sound is on. `moving` tells the screen to keep the result unsaid.
 */
export function useDrawReveal(round: RoundView | null, count: number): { shown: number; moving: boolean } {
  const { prefs } = useMotion();
  const timing = { full: count * BALL.full + AFTER.full, quick: count * BALL.quick + AFTER.quick };
  const marks = Array.from({ length: count }, (_, i) => ((i + 1) * BALL.full) / timing.full);
  const motion = useRoundMotion(round, timing, marks);
  // Scaled marks: the same fractions of the (shorter) quick-play length.
  const shown = motion.moving ? marks.filter((m) => m * motion.duration <= motion.elapsed).length : count;
  useEffect(() => {
    if (motion.moving && shown > 0) play('ball', prefs.sound);
  }, [motion.moving, shown, prefs.sound]);
  return { shown, moving: motion.moving };
}
