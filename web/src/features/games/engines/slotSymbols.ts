import type { SlotsConfig } from '../../../core/games';

/**
 * The theme-free face of a slot symbol. Regular symbols run from the most frequent, cheapest
 * (index 0) to the rarest: the cheap half shows card ranks, the dear half suits, a crown and a
 * seven; the wild is a star and the scatter a diamond.
 */
export interface SymbolFace {
  glyph: string;
  /** Key of the symbol's name in the `play` namespace (`slots.names.J`). */
  name: string;
  kind: 'regular' | 'wild' | 'scatter';
}

const RANKS = ['9', '10', 'J', 'Q', 'K', 'A'];
const HIGH = ['♣', '♦', '♥', '♠', '♛', '7'];
const HIGH_NAMES = ['clubs', 'diamonds', 'hearts', 'spades', 'crown', 'seven'];

export function symbolFaces(config: Pick<SlotsConfig, 'symbols'>): SymbolFace[] {
  const regular = config.symbols.filter((s) => s.kind === 'regular').length;
  const high = Math.min(HIGH.length, Math.floor(regular / 2));
  const low = Math.min(RANKS.length, regular - high);
  let seen = 0;
  return config.symbols.map((s, i) => {
    if (s.kind === 'wild') return { glyph: '★', name: 'wild', kind: 'wild' };
    if (s.kind === 'scatter') return { glyph: '◆', name: 'scatter', kind: 'scatter' };
    const rank = seen++;
    if (rank < low) {
      const r = RANKS[RANKS.length - low + rank];
      return { glyph: r, name: r, kind: 'regular' };
    }
    const h = rank - low;
    if (h < high) {
      const k = HIGH.length - high + h;
      return { glyph: HIGH[k], name: HIGH_NAMES[k], kind: 'regular' };
    }
    // More regular symbols than faces (not in the catalogue): numbered.
    return { glyph: String(i + 1), name: 'number', kind: 'regular' };
  });
}

