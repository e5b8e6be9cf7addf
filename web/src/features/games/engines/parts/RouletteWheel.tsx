import { useState } from 'react';
import { colourOf, DOUBLE_ZERO, pocketName } from './RouletteBoard';

/** The pockets clockwise from the top, as the wheels are built (a display fact: the engine draws the number). */
export const EUROPEAN_WHEEL = [0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26];
export const AMERICAN_WHEEL = [
  0, 28, 9, 26, 30, 11, 7, 20, 32, 17, 5, 22, 34, 15, 3, 24, 36, 13, 1, DOUBLE_ZERO, 27, 10, 25, 29, 12, 8, 19, 31, 18, 6, 21, 33, 16, 4, 23, 35, 14, 2,
];

// Radii in the 200-unit view box: the ball track outside the pockets, the numbers in the pockets'
// outer band, the ball landing in their inner band.
const TRACK = 92;
const OUTER = 85;
const INNER = 56;
const NUMBERS = 76;
const LANDED = 63;

/** While the spin is asked for (the answer not yet here) the wheel turns this far, slowly. */
const DRIFT_DEG = 90;
const DRIFT_MS = 6000;

const mod = (a: number, m: number) => ((a % m) + m) % m;
const round3 = (v: number) => Math.round(v * 1000) / 1000;

function at(r: number, deg: number): string {
  const rad = (deg * Math.PI) / 180;
  return `${round3(r * Math.sin(rad))} ${round3(-r * Math.cos(rad))}`;
}

/**
 * The wheel's and the ball's rotations (degrees, clockwise), cumulative over the visit so that each
 * spin turns on from where the last one stopped instead of winding back. `mode` says how the last
 * change should move: a spin, the slow turn while waiting, or at once.
 */
interface Pose {
  key: string | null;
  busy: boolean;
  wheel: number;
  ball: number;
  mode: 'rest' | 'drift' | 'spin';
}

/**
 * The pose that puts the ball over pocket `index` of `count`: the ball always comes to rest at the
 * top (where its number reads upright), so the wheel turns forward until that pocket is there. A
 * spin adds whole turns: the wheel two more clockwise, the ball three the other way.
 */
export function landing(prev: { wheel: number; ball: number }, index: number, count: number, spin: boolean): { wheel: number; ball: number } {
  const target = -(index * 360) / count;
  const wheel = round3(prev.wheel + mod(target - prev.wheel, 360) + (spin ? 720 : 0));
  const ball = Math.floor(prev.ball / 360) * 360 - (spin ? 1080 : 0);
  return { wheel, ball };
}

/**
 * A roulette wheel drawn in SVG. The ball ends over the drawn `number`: at once (a reload, a resumed
 * round, reduced motion), or after a spin of `duration` ms while `moving`. Only `transform` is
 * animated, with CSS transitions (the browser's compositor does the frames, React renders once).
 * Hidden from assistive technology: the result is said in words beside it.
 */
export function RouletteWheel({
  american,
  number,
  roundKey,
  moving,
  duration,
  busy,
}: {
  american: boolean;
  number: number | null;
  /** The round's identity (`roundStep`): a new one is a new landing. */
  roundKey: string | null;
  moving: boolean;
  duration: number;
  busy: boolean;
}) {
  const order = american ? AMERICAN_WHEEL : EUROPEAN_WHEEL;
  const step = 360 / order.length;
  const index = number === null ? -1 : order.indexOf(number);

  const [pose, setPose] = useState<Pose>(() => ({ key: roundKey, busy, mode: 'rest', ball: 0, ...(index >= 0 ? landing({ wheel: 0, ball: 0 }, index, order.length, false) : { wheel: 0 }) }));
  // The pose follows the props during render (no effect: the first frame of a spin already has its
  // target, so the transition starts at once).
  let next = pose;
  if (roundKey !== pose.key || busy !== pose.busy) {
    next = { ...pose, key: roundKey, busy };
    if (roundKey !== pose.key && index >= 0) next = { ...next, ...landing(pose, index, order.length, moving), mode: moving ? 'spin' : 'rest' };
    else if (busy && !pose.busy) next = { ...next, wheel: pose.wheel + DRIFT_DEG, ball: pose.ball + DRIFT_DEG, mode: 'drift' };
    setPose(next);
  }

  // A spin eases out over its duration; the slow turn is linear (a new target later takes over from
  // wherever it has got to); anything else moves at once.
  const ease = (curve: string) => (next.mode === 'spin' && moving ? `transform ${duration}ms ${curve}` : next.mode === 'drift' ? `transform ${DRIFT_MS}ms linear` : 'none');
  const spinning = next.mode === 'spin' && moving;

  // Three layers, the two that turn in HTML elements of their own: the compositor turns them
  // as pictures, where a turning SVG group is painted again at every frame (too slow on a phone).
  return (
    <div className={`roulette-wheel${spinning ? ' is-spinning' : ''}`} aria-hidden="true" style={{ ['--roulette-spin' as string]: `${duration}ms` }}>
      <svg viewBox="-100 -100 200 200">
        <circle className="roulette-wheel-rim" r={TRACK + 6} />
        <circle className="roulette-wheel-track" r={TRACK + 4} />
      </svg>
      <div className="roulette-wheel-disc" style={{ transform: `rotate(${next.wheel}deg)`, transition: ease('cubic-bezier(0.12, 0.6, 0.2, 1)') }}>
        <svg viewBox="-100 -100 200 200">
          {order.map((n, i) => {
            const a = i * step;
            return (
              <g key={n} className={`roulette-pocket is-${colourOf(n)}`} data-number={n}>
                <path d={`M${at(OUTER, a - step / 2)} A${OUTER} ${OUTER} 0 0 1 ${at(OUTER, a + step / 2)} L${at(INNER, a + step / 2)} A${INNER} ${INNER} 0 0 0 ${at(INNER, a - step / 2)}Z`} />
                <text transform={`rotate(${round3(a)}) translate(0 ${-NUMBERS})`} className="roulette-wheel-number" textAnchor="middle" dominantBaseline="central">
                  {pocketName(n)}
                </text>
              </g>
            );
          })}
          <circle className="roulette-wheel-cone" r={INNER} />
          <path className="roulette-wheel-turret" d="M-18 0H18M0 -18V18" />
          <circle className="roulette-wheel-hub" r={6} />
        </svg>
      </div>
      {index >= 0 ? (
        <div className="roulette-wheel-ball" data-pocket={number ?? undefined} style={{ transform: `rotate(${next.ball}deg)`, transition: ease('cubic-bezier(0.2, 0.7, 0.35, 1)') }}>
          <svg viewBox="-100 -100 200 200">
            {/* Keyed by the round: its fall from the track into the pocket restarts with each spin. */}
            <circle key={roundKey} className="roulette-wheel-dot" r={4.5} style={{ ['--track' as string]: `${-TRACK}px`, ['--landed' as string]: `${-LANDED}px` }} />
          </svg>
        </div>
      ) : null}
    </div>
  );
}
