import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { parseAnswer, type GameView, type Play } from '../../../../core/games';
import { gamesFromDisk, renderEngine, roundOf } from '../../../../test/engineUi';
import ScratchUi from '../ScratchUi';
import SlotsUi from '../SlotsUi';
import { symbolFaces } from '../slotSymbols';
import { scratch, slots } from './configs';

/** Pictures as the server sends them (`GameUrl.art`), told apart by their radius. */
const picture = (r: number) => `<circle cx="32" cy="32" r="${r}" fill="currentColor"/>`;
const ART = [picture(10), picture(11), picture(12), picture(13)];
const ICONS = ['fish', 'shell', 'anchor', 'wave'];
const radii = (root: ParentNode) => Array.from(root.querySelectorAll('svg.symbol-art circle')).map((c) => c.getAttribute('r'));

const regular = { kind: 'regular' as const, pays: [1, 1, 1] as [number, number, number] };

const SEED = '00'.repeat(31) + '01';
function played(nonce: number): Play<GameView> {
  const answer = parseAnswer<Play<GameView>>(gamesFromDisk().replay_round(JSON.stringify(slots), JSON.stringify({ engine: 'slots', stake: 30 }), '[]', SEED, 'abc', BigInt(nonce)));
  if (answer.error) throw new Error(answer.error.code);
  return answer.ok;
}

afterEach(cleanup);

describe('slot symbols with the theme art', () => {
  it('draw the 4 dearest regular symbols with the pictures, the dearest first, the others as card ranks', () => {
    const eight = { symbols: [...Array.from({ length: 8 }, () => regular), { kind: 'wild' as const, pays: [0, 0, 0] as [number, number, number] }] };
    const faces = symbolFaces(eight, ART, ICONS);
    expect(faces.map((f) => f.glyph)).toEqual(['J', 'Q', 'K', 'A', '', '', '', '', '★']);
    expect(faces.map((f) => f.art?.icon ?? null)).toEqual([null, null, null, null, 'wave', 'anchor', 'shell', 'fish', null]);
    expect(faces[7].art?.markup).toBe(ART[0]);
    // Six regular symbols: the two cheapest keep the highest ranks.
    expect(symbolFaces({ symbols: Array.from({ length: 6 }, () => regular) }, ART, ICONS).map((f) => f.glyph || f.art?.icon)).toEqual(['K', 'A', 'wave', 'anchor', 'shell', 'fish']);
    // Without the 4 pictures (another engine's page, an older server): the theme-free faces.
    expect(symbolFaces(eight, ART.slice(0, 3)).map((f) => f.glyph)).toEqual(['J', 'Q', 'K', 'A', '♥', '♠', '♛', '7', '★']);
  });

  it('show the pictures on the reels and in the wins, named after their icons', async () => {
    const play = played(1);
    const round = roundOf({ bet: { engine: 'slots', stake: 30 }, view: play.view, stake: '0.30', win: '0.50', result: 'win', net: '0.20' });
    await renderEngine(SlotsUi, { config: slots, round, art: ART, artIcons: ICONS });
    const cells = Array.from(document.querySelectorAll('.slots-cell'));
    // Symbol 2 (the dearest) is the first picture, 1 the second, 0 the third.
    expect(cells.map((c) => c.getAttribute('data-symbol'))).toEqual(['1', '2', '0', '0', '2', '0', '2', '1', '0']);
    expect(cells.map((c) => radii(c)[0])).toEqual(['11', '10', '12', '12', '10', '12', '10', '11', '12']);
    expect(cells.every((c) => c.textContent === '')).toBe(true);
    expect(document.querySelector('.slots-cell svg')?.getAttribute('viewBox')).toBe('0 0 64 64');
    expect(screen.getByText('Reel 1: Shell, Fish, Anchor; Reel 2: Anchor, Fish, Anchor; Reel 3: Fish, Shell, Anchor')).toBeTruthy();
    const win = within(screen.getByRole('list', { name: 'Wins of this spin' })).getByRole('listitem');
    expect(win.textContent).toMatch(/^Line 3: 3 × Anchor\s+€0\.50$/);
    expect(radii(win)).toEqual(['12']);
  });

  it('are named in the page language, an unknown icon as a symbol', async () => {
    const round = roundOf({ bet: { engine: 'slots', stake: 30 }, view: played(1).view, stake: '0.30', win: '0.50', result: 'win', net: '0.20' });
    await renderEngine(SlotsUi, { config: slots, round, art: ART, artIcons: ['fish', 'shell', 'nope', 'wave'] }, '/fr');
    expect(document.querySelector('.slots-frame .visually-hidden')?.textContent?.replace(/\s+/g, ' ')).toBe('Rouleau 1 : Coquillage, Poisson, Symbole; Rouleau 2 : Symbole, Poisson, Symbole; Rouleau 3 : Poisson, Coquillage, Symbole');
  });
});


describe('scratch card symbols with the art', () => {
  it('draw each uncovered cell and each prize with its picture, named as before', async () => {
    const art = Array.from({ length: 12 }, (_, i) => picture(20 + i));
    const round = roundOf({
      finished: false,
      allowed: ['reveal'],
      bet: { engine: 'scratch', stake: 100 },
      view: { engine: 'scratch', cells: [null, null, 3, null, 0, null, null, null, null], winning_symbol: null, winning_cells: [], multiplier: 0 },
    });
    await renderEngine(ScratchUi, { config: scratch, round, art });
    expect(radii(screen.getByRole('img', { name: 'Cell 3: Grapes' }))).toEqual(['23']);
    expect(radii(screen.getByRole('img', { name: 'Cell 5: Cherry' }))).toEqual(['20']);
    expect(document.querySelector('.scratch-ticket')?.textContent).not.toMatch(/🍇|🍒/);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => [r.textContent?.trim(), radii(r)[0]])).toEqual([
      ['Cherry×2.00', '20'],
      ['Lemon×5.00', '21'],
      ['Orange×10.00', '22'],
      ['Grapes×20.00', '23'],
      ['Bell×100.00', '24'],
    ]);
  });
});
