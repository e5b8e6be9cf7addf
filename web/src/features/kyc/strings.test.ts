import { describe, expect, it } from 'vitest';
import { entries, expectEveryLocale } from '../../test/localeFiles';

const files = import.meta.glob<Record<string, unknown>>('./i18n/*.json', { eager: true, import: 'default' });

// Words that really are the same in some of these languages.
const SHARED = new Set(['Document', 'Status', 'Actions']);

describe('documents tab texts', () => {
  it('exist in every locale of the site, with the keys and placeholders of English, none empty', () => {
    expectEveryLocale(files, './i18n');
  });

  it('are translated: no English left in the other locales', () => {
    const en = new Map(entries(files['./i18n/en.json']));
    for (const [file, data] of Object.entries(files)) {
      if (file === './i18n/en.json') continue;
      for (const [key, text] of entries(data)) if (!SHARED.has(text)) expect(text, `${file} ${key}`).not.toBe(en.get(key));
    }
  });
});
