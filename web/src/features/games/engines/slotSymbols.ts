import type { SlotsConfig } from '../../../core/games';

/**
 * The face of a slot symbol. Regular symbols run from the most frequent, cheapest (index 0) to
 * the rarest. Theme-free, the cheap half shows card ranks, the dear half suits, a crown and a
 * seven; with the theme's art (`GameUrl.art`: 4 pictures, the dearest first), the 4 dearest show
 * it and the others card ranks. The wild is a star and the scatter a diamond.
 */
export interface SymbolFace {
  /** The text drawn (empty when the symbol is drawn with art). */
  glyph: string;
  /** Key of the symbol's name in the `play` namespace (`slots.names.J`). */
  name: string;
  kind: 'regular' | 'wild' | 'scatter';
  /** The theme's picture (SVG markup) and its icon, whose name is `slots.icons.<icon>`. */
  art?: { markup: string; icon: string };
}

const RANKS = ['9', '10', 'J', 'Q', 'K', 'A'];
const HIGH = ['♣', '♦', '♥', '♠', '♛', '7'];
const HIGH_NAMES = ['clubs', 'diamonds', 'hearts', 'spades', 'crown', 'seven'];
/** How many of the dearest regular symbols the theme's art draws. */
const DRAWN = 4;

export function symbolFaces(config: Pick<SlotsConfig, 'symbols'>, art: readonly string[] = [], icons: readonly string[] = []): SymbolFace[] {
  const regular = config.symbols.filter((s) => s.kind === 'regular').length;
  const drawn = art.length >= DRAWN ? Math.min(DRAWN, regular) : 0;
  const high = drawn > 0 ? 0 : Math.min(HIGH.length, Math.floor(regular / 2));
  const low = Math.min(RANKS.length, regular - drawn - high);
  let seen = 0;
  return config.symbols.map((s, i) => {
    if (s.kind === 'wild') return { glyph: '★', name: 'wild', kind: 'wild' };
    if (s.kind === 'scatter') return { glyph: '◆', name: 'scatter', kind: 'scatter' };
    const rank = seen++;
    if (rank >= regular - drawn) {
      // The dearest (the last regular symbol) gets the first picture.
      const k = regular - 1 - rank;
      return { glyph: '', name: 'number', kind: 'regular', art: { markup: art[k], icon: icons[k] ?? '' } };
    }
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
