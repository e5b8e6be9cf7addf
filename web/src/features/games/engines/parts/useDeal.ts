import { useEffect, useState, type CSSProperties } from 'react';
import type { RoundView } from '../../../../api/generated/api';
import { roundStep, useMotion, useRoundMotion, type Pace } from '../../play/motion';
import { play } from '../../play/sound';

/** The time between two cards dealt, at full pace (as `PlayingCard`'s `--deal-delay` counts it). */
export const DEAL_GAP = 180;

/**
 * A place on the table and the card the view shows there (`{ key: 'p0', code: 'As' }`); a
 * face-down card has a code of its own (`'?'`), so turning it over deals it anew.
 */
export interface CardSpot {
  key: string;
  code: string;
}

/** The deal of a round's step, as the screen shows it. */
export interface Deal {
  /** Card `key`'s turn in the deal while it is dealt (`PlayingCard`'s `dealIndex`), else undefined. */
  turn: (key: string) => number | undefined;
  /** Cards are being dealt: totals, hand names and the outcome wait for them. */
  moving: boolean;
  /** The cards new at this step. */
  dealt: number;
  /** This pace against `full` (for `--deal-scale`). */
  scale: number;
  pace: Pace;
  /** The screen's root: its classes (`motion-still` when nothing moves) and `--deal-scale`. */
  root: (className: string) => { className: string; style: CSSProperties };
}

/**
 * The cards a step of the round brings: those of `cards` (in the order the dealer deals them)
 * not shown at the previous step of the same round (kept from the last render), or all of them
 * at a round's first sight. They are dealt while the round is the one this page just played;
 * a card's sound plays as each one lands. Only what the server's view shows is dealt.
 */
export function useDeal(round: RoundView | null, cards: readonly CardSpot[]): Deal {
  // The cards of this round's previous step, to deal only what is new.
  const step = roundStep(round);
  const id = round?.id ?? null;
  const [seen, setSeen] = useState<{ step: string | null; id: string | null; cards: readonly CardSpot[]; prev: readonly CardSpot[] | null }>(() => ({
    step,
    id,
    cards,
    prev: null,
  }));
  if (seen.step !== step) setSeen({ step, id, cards, prev: seen.id === id ? seen.cards : null });
  const prev = seen.step === step ? seen.prev : null;

  const before = new Map((prev ?? []).map((c) => [c.key, c.code]));
  const order = cards.filter((c) => before.get(c.key) !== c.code).map((c) => c.key);
  const turns = new Map(order.map((key, i) => [key, i]));
  const dealt = order.length;

  const { prefs } = useMotion();
  const motion = useRoundMotion(round, { full: 250 * dealt + 400, quick: 90 * dealt + 150 });
  const moving = motion.moving && dealt > 0;

  // A card's sound as each one lands on the table (silent unless sound is on).
  useEffect(() => {
    if (!moving) return;
    const timers = Array.from({ length: dealt }, (_, i) => window.setTimeout(() => play('card', prefs.sound), i * DEAL_GAP * motion.scale));
    return () => timers.forEach((t) => window.clearTimeout(t));
  }, [moving, dealt, motion.scale, prefs.sound, step]);

  return {
    turn: (key) => (moving ? turns.get(key) : undefined),
    moving,
    dealt,
    scale: motion.scale,
    pace: motion.pace,
    root: (className) => ({
      className: motion.pace === 'still' ? `${className} motion-still` : className,
      style: { ['--deal-scale' as string]: String(motion.scale || 1) },
    }),
  };
}

/** A row's cards as places `${prefix}0`, `${prefix}1`…, then its `faceDown` cards not shown yet. */
export function spotsOf(prefix: string, cards: readonly string[], faceDown = 0): CardSpot[] {
  const down = Array.from({ length: faceDown }, () => '?');
  return [...cards, ...down].map((code, i) => ({ key: `${prefix}${i}`, code }));
}

/** Rows dealt in turns, as at the table: the first card of each, then the second of each… */
export function inTurns(...rows: readonly CardSpot[][]): CardSpot[] {
  const longest = Math.max(0, ...rows.map((r) => r.length));
  return Array.from({ length: longest }, (_, i) => rows.flatMap((r) => (i < r.length ? [r[i]] : []))).flat();
}
