import { expect } from 'vitest';
import { LOCALES } from '../i18n/locales';

/** A locale file's texts as `key.path -> text`. */
export function entries(value: unknown, prefix = ''): [string, string][] {
  if (typeof value !== 'object' || value === null) return [[prefix, String(value)]];
  return Object.entries(value).flatMap(([k, v]) => entries(v, prefix ? `${prefix}.${k}` : k));
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

/**
 * A feature's locale files (`import.meta.glob` of `<dir>/<lang>.json`, eager): one per locale of
 * the site, each with the keys and placeholders of English, none empty.
 */
export function expectEveryLocale(files: Record<string, Record<string, unknown>>, dir: string): Map<string, string> {
  const en = new Map(entries(files[`${dir}/en.json`]));
  expect(Object.keys(files).sort()).toEqual(LOCALES.map((l) => `${dir}/${l.lang}.json`).sort());
  for (const [file, data] of Object.entries(files)) {
    const own = new Map(entries(data));
    expect([...own.keys()].sort(), file).toEqual([...en.keys()].sort());
    for (const [key, text] of own) {
      expect(text.trim(), `${file} ${key}`).not.toBe('');
      expect(placeholders(text), `${file} ${key}`).toEqual(placeholders(en.get(key)!));
    }
  }
  return en;
}

/**
 * A feature's locale files are translated: no English text is left in another locale, but for the
 * words that really are the same in some of these languages (`shared`).
 */
export function expectTranslated(files: Record<string, Record<string, unknown>>, dir: string, shared: ReadonlySet<string> = new Set()): void {
  const en = new Map(entries(files[`${dir}/en.json`]));
  for (const [file, data] of Object.entries(files)) {
    if (file === `${dir}/en.json`) continue;
    for (const [key, text] of entries(data)) if (!shared.has(text)) expect(text, `${file} ${key}`).not.toBe(en.get(key));
  }
}
