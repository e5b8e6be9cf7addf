import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { entries, expectEveryLocale } from '../../../../test/localeFiles';

const files = import.meta.glob<Record<string, unknown>>('../i18n/*.json', { eager: true, import: 'default' });

describe('engine screen texts', () => {
  const en = new Map(entries(files['../i18n/en.json']));

  it('exist in every locale of the site, with the keys and placeholders of English, none empty', () => {
    expectEveryLocale(files, '../i18n');
  });

  it('have every key the screens ask for by name', () => {
    const dir = join(__dirname, '..');
    const sources = [...readdirSync(dir).filter((f) => f.endsWith('.tsx')), ...readdirSync(join(dir, 'parts')).map((f) => `parts/${f}`)]
      .filter((f) => f.endsWith('.tsx') || f.endsWith('.ts'))
      .map((f) => readFileSync(join(dir, f), 'utf8'))
      // Only the screens of this namespace: they call `useEngineText`.
      .filter((text) => text.includes('useEngineText()'));
    const asked = new Set(sources.flatMap((text) => [...text.matchAll(/\bt\('([\w.]+)'/g)].map((m) => m[1])));
    expect(asked.size).toBeGreaterThan(100);
    expect([...asked].filter((key) => !en.has(key))).toEqual([]);
  });

  it('read as French in French', () => {
    const fr = new Map(entries(files['../i18n/fr.json']));
    expect(fr.get('layout.total')).toBe('Mise totale : {{amount}} (jetons : {{chips}})');
    expect(fr.get('roulette.kind.low')).toBe('Manque (1 à 18)');
    // Besides numbers, proper names and words French shares, French is not English.
    const same = [...en].filter(([key, text]) => fr.get(key) === text && !/^[\d{}–:. ]+$/.test(text)).map(([key]) => key);
    expect(same).toEqual([
      'roulette.straight',
      'baccarat.total',
      'baccarat.road.banker',
      'sicBo.total',
      'sicBo.triple',
      'sicBo.double',
      'scratch.symbol.orange',
      'andarBahar.andar',
      'andarBahar.bahar',
      'andarBahar.joker',
    ]);
  });
});
