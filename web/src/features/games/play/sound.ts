// The games' sounds, made in the browser with the Web Audio API (short tones and clicks, nothing
// downloaded): silent until the player turns sound on, which is remembered per device
// (`MotionProvider`). The audio context starts on that click, as browsers require a gesture.

export type Cue = 'spin' | 'stop' | 'win' | 'chip' | 'card' | 'ball';

/** Each cue's notes: frequency (Hz), start and length (seconds), wave, loudness. */
const CUES: Record<Cue, { f: number; at: number; len: number; wave: OscillatorType; gain: number }[]> = {
  spin: [{ f: 180, at: 0, len: 0.12, wave: 'triangle', gain: 0.12 }],
  stop: [{ f: 140, at: 0, len: 0.07, wave: 'square', gain: 0.06 }],
  chip: [{ f: 2100, at: 0, len: 0.04, wave: 'triangle', gain: 0.08 }],
  card: [{ f: 900, at: 0, len: 0.03, wave: 'sawtooth', gain: 0.03 }],
  ball: [{ f: 1200, at: 0, len: 0.05, wave: 'sine', gain: 0.08 }],
  win: [
    { f: 523, at: 0, len: 0.12, wave: 'triangle', gain: 0.1 },
    { f: 659, at: 0.1, len: 0.12, wave: 'triangle', gain: 0.1 },
    { f: 784, at: 0.2, len: 0.22, wave: 'triangle', gain: 0.1 },
  ],
};

let context: AudioContext | null = null;

/** The page's audio context, made on first use (null where the browser has none). */
function audio(): AudioContext | null {
  if (context) return context;
  const Ctor = typeof window !== 'undefined' ? window.AudioContext : undefined;
  if (!Ctor) return null;
  context = new Ctor();
  return context;
}

/** Starts the audio context within the click that turns sound on. */
export function unlockSound() {
  void audio()?.resume();
}

/** Plays `cue` when `on` (the player's setting); a browser without audio stays silent. */
export function play(cue: Cue, on: boolean) {
  if (!on) return;
  const ctx = audio();
  if (!ctx) return;
  const now = ctx.currentTime;
  for (const note of CUES[cue]) {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = note.wave;
    osc.frequency.value = note.f;
    gain.gain.setValueAtTime(note.gain, now + note.at);
    gain.gain.exponentialRampToValueAtTime(0.0001, now + note.at + note.len);
    osc.connect(gain).connect(ctx.destination);
    osc.start(now + note.at);
    osc.stop(now + note.at + note.len + 0.02);
  }
}

