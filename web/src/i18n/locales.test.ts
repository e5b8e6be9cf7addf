import { describe, expect, it } from 'vitest';
import { LOCALES, localeFromPath, rememberLocale, switchLocalePath, stripLocale, localeByPrefix } from './locales';

const mainFiles = import.meta.glob<Record<string, unknown>>('./locales/*.json', { eager: true, import: 'default' });
// Top-level keys of the same texts that come with the screens using them (lazyKey, lazyKeys): a
// feature's `i18n/<key>/<lang>.json`, or `shared/<key>/<lang>.json` for those of several features.
const keyFiles = import.meta.glob<Record<string, unknown>>(['../features/*/i18n/*/*.json', './shared/*/*.json'], { eager: true, import: 'default' });
const keyFile = (path: string) => /\/([^/]+)\/([^/]+)\.json$/.exec(path)!.slice(1) as [key: string, lang: string];

/** Each locale's texts as one file: the main file with the keys loaded later back in. */
const files: Record<string, Record<string, unknown>> = Object.fromEntries(
  Object.entries(mainFiles).map(([file, data]) => {
    const lang = file.slice('./locales/'.length, -'.json'.length);
    const later = Object.entries(keyFiles).filter(([path]) => keyFile(path)[1] === lang);
    return [file, { ...data, ...Object.fromEntries(later.map(([path, texts]) => [keyFile(path)[0], texts])) }];
  }),
);

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

function get(obj: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], obj);
}

describe('locales', () => {
  it('lists 11 languages, each with a resource file', () => {
    expect(LOCALES).toHaveLength(11);
    for (const locale of LOCALES) expect(files[`./locales/${locale.lang}.json`], locale.lang).toBeDefined();
    expect(LOCALES.map((l) => l.prefix)).toEqual(['en', '', 'fi', 'de', 'it', 'se', 'no', 'ru', 'tr', 'zh', 'in']);
  });

  it('keeps the texts loaded later out of the main files, each in every locale', () => {
    const later = new Set(Object.keys(keyFiles).map((path) => keyFile(path)[0]));
    expect(later.size).toBeGreaterThan(0);
    for (const key of later) {
      for (const data of Object.values(mainFiles)) expect(Object.keys(data), key).not.toContain(key);
      const langs = Object.keys(keyFiles).filter((path) => keyFile(path)[0] === key).map((path) => keyFile(path)[1]);
      expect(langs.sort(), key).toEqual(LOCALES.map((l) => l.lang).sort());
    }
  });

  it('every locale has exactly the keys of the English file, none empty', () => {
    const reference = keys(files['./locales/en.json']).sort();
    for (const [file, data] of Object.entries(files)) {
      expect(keys(data).sort(), file).toEqual(reference);
      for (const key of reference) expect(String(get(data, key)).trim(), `${file} ${key}`).not.toBe('');
    }
  });

  it('no English shell text is left in other locales', () => {
    const en = files['./locales/en.json'];
    // Loanwords and international terms that really are the same in these languages.
    const shared = new Set(['Casino', 'FAQ', 'Promotions', 'Slots', 'Roulette', 'Blackjack', 'Baccarat', 'Keno', 'Name', 'E-mail', 'Message', 'Questions', 'Home', 'Password', 'Video poker', 'Live dealer', 'Online casino', 'MM', 'YYYY', 'Documents']);
    for (const [file, data] of Object.entries(files)) {
      if (file.endsWith('/en.json')) continue;
      for (const key of keys(en)) {
        if (shared.has(String(get(en, key)))) continue;
        expect(get(data, key), `${file} ${key}`).not.toBe(get(en, key));
      }
    }
  });

  it('English uses the spec wording', () => {
    const en = files['./locales/en.json'];
    expect(get(en, 'error.notFound')).toBe('This page could not be found');
    expect(get(en, 'error.backHome')).toBe('Back to the home page');
    expect(get(en, 'error.default')).toBe('Error');
    expect(get(en, 'error.unknownMiddleware')).toBe('Unknown middleware {{name}}');
    expect(get(en, 'error.siteDisabled')).toBe("You can't access the site.");
  });

  it('reads the locale from the path, French without prefix', () => {
    expect(localeFromPath('/').lang).toBe('fr');
    expect(localeFromPath('/faq').lang).toBe('fr');
    expect(localeFromPath('/en').lang).toBe('en');
    expect(localeFromPath('/se/terms').lang).toBe('sv');
    expect(localeFromPath('/no').lang).toBe('nb');
    expect(localeFromPath('/in/faq/2').lang).toBe('hi');
    expect(localeFromPath('/english').lang).toBe('fr');
    expect(stripLocale('/en')).toBe('/');
    expect(stripLocale('/en/faq/3')).toBe('/faq/3');
  });

  it('switching language keeps the page', () => {
    const de = localeByPrefix('de')!;
    const fr = localeByPrefix('')!;
    const en = localeByPrefix('en')!;
    expect(switchLocalePath('/en/faq', de)).toBe('/de/faq');
    expect(switchLocalePath('/de/faq', fr)).toBe('/faq');
    expect(switchLocalePath('/faq/2', en)).toBe('/en/faq/2');
    expect(switchLocalePath('/', en)).toBe('/en');
    expect(switchLocalePath('/en', fr)).toBe('/');
  });

  it('remembers the choice in a 365-day cookie', () => {
    const writes: string[] = [];
    const spy = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    Object.defineProperty(document, 'cookie', { configurable: true, set: (v: string) => writes.push(v), get: () => '' });
    rememberLocale(localeByPrefix('en')!);
    Object.defineProperty(document, 'cookie', spy);
    delete (document as unknown as Record<string, unknown>).cookie;
    expect(writes[0]).toMatch(/^locale=en; max-age=31536000; path=\//);
  });
});
