import { describe, expect, it } from 'vitest';
import { entries, expectEveryLocale } from '../../test/localeFiles';

const files = import.meta.glob<Record<string, unknown>>('./i18n/*.json', { eager: true, import: 'default' });

describe('deposit texts', () => {
  const en = new Map(entries(files['./i18n/en.json']));

  it('exist in every locale of the site, with the keys and placeholders of English, none empty', () => {
    expectEveryLocale(files, './i18n');
  });

  it('are translated: French is not English', () => {
    const fr = new Map(entries(files['./i18n/fr.json']));
    expect(fr.get('amount')).toBe('Montant');
    expect(en.get('amount')).toBe('Amount');
  });
});
