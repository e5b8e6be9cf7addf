import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { entries, expectEveryLocale } from '../../../test/localeFiles';

const files = import.meta.glob<Record<string, unknown>>('./i18n/*.json', { eager: true, import: 'default' });

/** The static keys (`t('fair.nonce')`) the game pages and screens of the `play` namespace use. */
function usedKeys(): string[] {
  const root = join(__dirname, '..');
  const sources = [
    ...['GamePlayerPage.tsx', 'ProvablyFairPage.tsx'].map((f) => join(root, f)),
    ...readdirSync(__dirname).filter((f) => f.endsWith('.tsx')).map((f) => join(__dirname, f)),
    ...['GenericUi.tsx', 'SlotsUi.tsx', 'BlackjackUi.tsx'].map((f) => join(root, 'engines', f)),
    ...readdirSync(join(root, 'live')).filter((f) => f.endsWith('.tsx')).map((f) => join(root, 'live', f)),
    join(root, 'history', 'BetHistoryTab.tsx'),
    ...readdirSync(join(root, 'verify')).filter((f) => f.endsWith('.tsx')).map((f) => join(root, 'verify', f)),
  ];
  const keys = new Set<string>();
  for (const file of sources) {
    for (const m of readFileSync(file, 'utf8').matchAll(/\bt\('([a-zA-Z0-9_.]+)'/g)) keys.add(m[1]);
  }
  return [...keys].sort();
}

describe('game texts (play namespace)', () => {
  const en = new Map(entries(files['./i18n/en.json']));

  it('exist in every locale of the site, with the keys and placeholders of English, none empty', () => {
    expectEveryLocale(files, './i18n');
  });

  it('cover every key the pages use', () => {
    // `account.tabs.bets` is the main namespace's (the tab's own name).
    const missing = usedKeys().filter((k) => !en.has(k) && !en.has(`${k}_s17`) && k !== 'account.tabs.bets');
    expect(missing).toEqual([]);
  });

  it('are translated: French reads French', () => {
    const fr = new Map(entries(files['./i18n/fr.json']));
    expect(fr.get('player.funLabel')).toBe('Jeu gratuit — argent fictif');
    expect(fr.get('panel.fair')).toBe('Équité prouvable');
    // Besides proper names, symbols and words French shares, French is not English.
    const same = [...en].filter(([key, text]) => fr.get(key) === text && !/^[\W\d]*$|\{\{/.test(text)).map(([key]) => key);
    expect(same.sort()).toEqual([
      'bets.columns.date',
      'bets.columns.total',
      'bets.pages',
      'cards.ranks.6',
      'engines.andar_bahar',
      'engines.bingo',
      'engines.blackjack',
      'engines.casino_holdem',
      'engines.crash',
      'engines.hilo',
      'engines.keno',
      'engines.roulette',
      'engines.sic_bo',
      'engines.teen_patti',
      'generic.andarBahar.andar',
      'generic.andarBahar.bahar',
      'rules.method.enumeration',
      'slots.names.scatter',
      'verify.actions',
      'verify.nonce',
      'verify.rtpTable.rtp',
      'view.andar',
      'view.bahar',
      'view.bonus',
      'view.chance',
      'view.joker',
      'view.total',
    ]);
  });
});
