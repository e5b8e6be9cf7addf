import { describe, expect, it } from 'vitest';
import { entries, expectEveryLocale } from '../../test/localeFiles';

const files = import.meta.glob<Record<string, unknown>>('./i18n/*.json', { eager: true, import: 'default' });

// Words the languages share: the currency's column ("Valuta"), the acronyms' own words.
const SHARED = new Set(['columns.currency']);

describe('report texts', () => {
  it('exist in every locale of the site, with the keys and placeholders of English, none empty', () => {
    expectEveryLocale(files, './i18n');
  });

  it('are translated: no English left in the other locales', () => {
    const en = new Map(entries(files['./i18n/en.json']));
    for (const [file, data] of Object.entries(files)) {
      if (file === './i18n/en.json') continue;
      for (const [key, text] of entries(data)) if (!SHARED.has(key)) expect(text, `${file} ${key}`).not.toBe(en.get(key));
    }
  });
});
