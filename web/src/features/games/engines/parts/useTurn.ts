import { useState } from 'react';

/** Whole turns a spinning disc makes before it settles (at least). */
const TURNS = 5;

/**
 * The rotation (degrees) of a disc that must end at `target` (modulo a turn): kept across rounds,
 * so each spin turns on from where the last one stopped, `TURNS` turns and more backwards
 * (anticlockwise, as the angle decreases) when `spinning`, or straight to the target's place
 * otherwise (a resumed round, reduced motion). `key` names the round: a new one is a new spin.
 */
export function useTurn(target: number, key: string | null, spinning: boolean): number {
  const [turn, setTurn] = useState<{ key: string | null; angle: number }>({ key, angle: target });
  if (turn.key !== key) {
    const from = spinning ? turn.angle - TURNS * 360 : turn.angle;
    // The first angle at or below `from` that shows the target.
    const angle = from - ((((from - target) % 360) + 360) % 360);
    setTurn({ key, angle });
    return angle;
  }
  return turn.angle;
}
