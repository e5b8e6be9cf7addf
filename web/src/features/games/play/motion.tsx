import { createContext, use, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { RoundView } from '../../../api/generated/api';

/**
 * How a round's result is shown: `full` animations, `quick` ones (the quick-play setting), or
 * `still` (the system asks for reduced motion): the result at once. The animations only show the
 * round the server settled; they never decide anything.
 */
export type Pace = 'full' | 'quick' | 'still';

/** The player's choices for the games, remembered on this device. */
export interface MotionPrefs {
  quick: boolean;
  sound: boolean;
}

const QUICK_KEY = 'games.quickPlay';
const SOUND_KEY = 'games.sound';

function readFlag(key: string): boolean {
  try {
    return localStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

function writeFlag(key: string, on: boolean) {
  try {
    if (on) localStorage.setItem(key, '1');
    else localStorage.removeItem(key);
  } catch {
    // private browsing: the choice lasts for this page only
  }
}

const REDUCED = '(prefers-reduced-motion: reduce)';

function subscribeReduced(onChange: () => void) {
  if (typeof matchMedia !== 'function') return () => undefined;
  const query = matchMedia(REDUCED);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function reducedNow(): boolean {
  return typeof matchMedia === 'function' && matchMedia(REDUCED).matches;
}

interface Motion {
  pace: Pace;
  prefs: MotionPrefs;
  setQuick: (on: boolean) => void;
  setSound: (on: boolean) => void;
  /** The round (`id:step`) this page's own bet or decision just brought: the one to animate. */
  fresh: string | null;
}

const MotionContext = createContext<Motion>({
  pace: 'still',
  prefs: { quick: false, sound: false },
  setQuick: () => undefined,
  setSound: () => undefined,
  fresh: null,
});

/** A round's identity at one step: what an animation is keyed on. */
export function roundStep(round: RoundView | null): string | null {
  return round ? `${round.id}:${round.actions.length}` : null;
}

/**
 * The game page's motion settings (quick play and sound, off until the player turns them on)
 * and which round to animate: only one this page has just played, so a reload or a resumed round
 * shows its settled result at once.
 */
export function MotionProvider({ fresh, children }: { fresh: string | null; children: ReactNode }) {
  const [prefs, setPrefs] = useState<MotionPrefs>(() => ({ quick: readFlag(QUICK_KEY), sound: readFlag(SOUND_KEY) }));
  const reduced = useSyncExternalStore(subscribeReduced, reducedNow, () => false);
  const pace: Pace = reduced ? 'still' : prefs.quick ? 'quick' : 'full';
  const value = useMemo<Motion>(
    () => ({
      pace,
      prefs,
      fresh,
      setQuick: (quick) => {
        writeFlag(QUICK_KEY, quick);
        setPrefs((p) => ({ ...p, quick }));
      },
      setSound: (sound) => {
        writeFlag(SOUND_KEY, sound);
        setPrefs((p) => ({ ...p, sound }));
      },
    }),
    [pace, prefs, fresh],
  );
  return <MotionContext value={value}>{children}</MotionContext>;
}

export function useMotion(): Motion {
  return use(MotionContext);
}

/** An animation's length at each pace, in milliseconds (`still` is always 0). */
export interface Timing {
  full: number;
  quick: number;
}

/** What an engine's screen knows of its round's animation. */
export interface RoundMotion {
  /** The animation runs: the result (and its announcement) waits for it. */
  moving: boolean;
  /** Milliseconds since it started (updated at each `marks` time, not every frame). */
  elapsed: number;
  /** The length of the whole animation at this pace. */
  duration: number;
  /** The scale of this pace against `full` (1, or less for quick play): for the steps' times. */
  scale: number;
  pace: Pace;
}

/**
 * The animation of `round`, when it is the one this page just played: `moving` for
 * `timing[pace]` milliseconds, `elapsed` stepping at each of `marks` (fractions of the whole, for
 * an engine that reveals in steps: reels stopping one after another, balls drawn one by one). The
 * motion itself is CSS on the compositor; React renders only at those marks.
 */
export function useRoundMotion(round: RoundView | null, timing: Timing, marks: readonly number[] = []): RoundMotion {
  const { pace, fresh } = useMotion();
  const key = roundStep(round);
  const duration = pace === 'still' ? 0 : timing[pace];
  const scale = pace === 'still' ? 0 : duration / timing.full;
  const animate = key !== null && key === fresh && duration > 0;
  // The round whose animation ended (or never ran), and how far the running one is.
  const [done, setDone] = useState<string | null>(null);
  const [progress, setProgress] = useState<{ key: string | null; elapsed: number }>({ key: null, elapsed: 0 });
  const marksKey = marks.join(',');

  useEffect(() => {
    if (!animate) return;
    const timers = marksKey
      .split(',')
      .filter(Boolean)
      .map(Number)
      .map((m) => window.setTimeout(() => setProgress({ key, elapsed: m * duration }), m * duration));
    timers.push(window.setTimeout(() => setDone(key), duration));
    return () => timers.forEach((t) => window.clearTimeout(t));
  }, [animate, key, duration, marksKey]);

  const moving = animate && done !== key;
  const elapsed = progress.key === key ? progress.elapsed : 0;
  return { moving, elapsed: moving ? elapsed : duration, duration, scale, pace };
}
