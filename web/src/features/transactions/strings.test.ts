import { describe, it } from 'vitest';
import { expectEveryLocale } from '../../test/localeFiles';

const files = import.meta.glob<Record<string, unknown>>('./i18n/*.json', { eager: true, import: 'default' });

describe('refund texts of the transaction history', () => {
  it('exist in every locale of the site, with the keys and placeholders of English, none empty', () => {
    expectEveryLocale(files, './i18n');
  });
});
