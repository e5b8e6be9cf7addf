import { describe, it } from 'vitest';
import { expectEveryLocale, expectTranslated } from '../../test/localeFiles';

const files = import.meta.glob<Record<string, unknown>>('./i18n/*.json', { eager: true, import: 'default' });

describe('report texts', () => {
  it('exist in every locale of the site, with the keys and placeholders of English, none empty', () => {
    expectEveryLocale(files, './i18n');
  });

  it('are translated: no English left in the other locales', () => {
    // The gross gaming revenue's abbreviation is the trade's in most languages (French: PBJ).
    expectTranslated(files, './i18n', new Set(['GGR']));
  });
});
