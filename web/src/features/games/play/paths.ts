import { localizePath, type Locale } from '../../../i18n/locales';

/** The verifier's path in `locale`, optionally for one round (`?round=<id>&mode=real|fun`). */
export function verifyPath(locale: Locale, round?: { id: string; mode: string }): string {
  const base = localizePath('/provably-fair', locale);
  return round ? `${base}?round=${encodeURIComponent(round.id)}&mode=${round.mode === 'fun' ? 'fun' : 'real'}` : base;
}

/** A game's player in `locale`. */
export function gamePlayerPath(locale: Locale, id: string, mode?: string): string {
  const path = localizePath(`/online-casino/${encodeURIComponent(id)}`, locale);
  return mode ? `${path}?mode=${mode}` : path;
}
