import { describe, expect, it } from 'vitest';
import { entries, expectEveryLocale } from '../../test/localeFiles';
import { CATEGORIES, GROUPS, ORDERS } from './filters';

const files = import.meta.glob<Record<string, unknown>>('./i18n/*.json', { eager: true, import: 'default' });

describe('lobby texts', () => {
  const en = new Map(entries(files['./i18n/en.json']));

  it('exist in every locale of the site, with the keys and placeholders of English, none empty', () => {
    expectEveryLocale(files, './i18n');
  });

  it('name every group, category and order', () => {
    const keys = [...en.keys()];
    expect(keys.filter((k) => k.startsWith('category.')).map((k) => k.slice('category.'.length))).toEqual([...GROUPS, ...CATEGORIES]);
    expect(keys.filter((k) => k.startsWith('orders.')).map((k) => k.slice('orders.'.length))).toEqual([...ORDERS]);
  });

  it('give categories their names in each language', () => {
    const name = (lang: string, slug: string) => new Map(entries(files[`./i18n/${lang}.json`])).get(`category.${slug}`);
    expect(name('fr', 'european-roulette')).toBe('Roulette européenne');
    expect(name('en', 'european-roulette')).toBe('European Roulette');
    expect(name('de', 'slots')).toBe('Spielautomaten');
    expect(name('fr', 'scratch-cards')).toBe('Cartes à gratter');
    // Besides proper names (Blackjack, Keno, Andar Bahar...) and words French shares, French is not English.
    const fr = new Map(entries(files['./i18n/fr.json']));
    const same = [...en].filter(([key, text]) => fr.get(key) === text && !/\{\{/.test(text)).map(([key]) => key);
    expect(same).toEqual([
      'category.blackjack',
      'category.bingo',
      'category.roulette',
      'category.poker',
      'category.hi-lo-switch',
      'category.sic-bo',
      'category.casino-holdem',
      'category.sports',
      'category.keno',
      'category.andar-bahar',
      'category.teen-patti',
    ]);
  });
});
