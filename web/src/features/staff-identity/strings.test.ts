import { describe, it } from 'vitest';
import { expectEveryLocale, expectTranslated } from '../../test/localeFiles';

const files = import.meta.glob<Record<string, unknown>>('./i18n/*.json', { eager: true, import: 'default' });

// The queue's names and sizes, laid out alike in every language.
const SHARED = new Set(['{{username}}: {{document}}', '{{width}} × {{height}} pixels, {{format}}, {{size}}']);

describe("the identity documents' queue's and the verification's texts", () => {
  it('exist in every locale of the site, with the keys and placeholders of English, none empty', () => {
    expectEveryLocale(files, './i18n');
  });

  it('are translated: no English left in the other locales', () => {
    expectTranslated(files, './i18n', SHARED);
  });
});
