import { describe, it } from 'vitest';
import { expectEveryLocale, expectTranslated } from '../../test/localeFiles';

const files = import.meta.glob<Record<string, unknown>>('./i18n/*.json', { eager: true, import: 'default' });

// Words that really are the same in some of these languages ("e-mail" is French and Italian too).
const SHARED = new Set(['E-mail', 'E-mails', 'FAQ', 'Name', 'Pages', 'Question', 'Site', 'Version', 'Versions']);

describe("the site content's and settings' texts", () => {
  it('exist in every locale of the site, with the keys and placeholders of English, none empty', () => {
    expectEveryLocale(files, './i18n');
  });

  it('are translated: no English left in the other locales', () => {
    expectTranslated(files, './i18n', SHARED);
  });
});
