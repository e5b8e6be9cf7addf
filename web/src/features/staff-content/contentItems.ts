import { PAGE_SLUGS, type ContentDraft, type ContentKind, type ContentVersion, type MailSpec } from '../../api/generated/api';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../i18n/locales';

export type { ContentKind };
export { CONTENT_KINDS } from '../../api/generated/api';

/**
 * Items placed on the site by their position (FAQ entries, slides): the administrators create and
 * remove them. Pages and mails have fixed slugs, the ones the site's code uses.
 */
export function isPlaced(kind: ContentKind): boolean {
  return kind === 'faq' || kind === 'slide';
}

/**
 * The slugs `kind` always has, in their order, written or not: the pages the site has a route
 * for, the mails it sends (the server's list, `mails`); none for the placed kinds.
 */
export function fixedSlugs(kind: ContentKind, mails: readonly MailSpec[]): readonly string[] {
  if (kind === 'page') return PAGE_SLUGS;
  if (kind === 'mail') return mails.map((m) => m.slug);
  return [];
}

/** The placeholders mail `slug`'s text must keep (the server's list; none for another item). */
export function mailPlaceholders(mails: readonly MailSpec[], slug: string): readonly string[] {
  return mails.find((m) => m.slug === slug)?.placeholders ?? [];
}

/** The languages of the content, French (the site's own, and the first fallback) first. */
export const CONTENT_LOCALES: readonly Locale[] = [DEFAULT_LOCALE, ...LOCALES.filter((l) => l.lang !== DEFAULT_LOCALE.lang)];

/** A language's own name ('Français'), or its tag for one the site does not list. */
export function languageName(lang: string): string {
  return LOCALES.find((l) => l.lang === lang)?.name ?? lang;
}

/** An item of the list in one language: its version there, or what the site shows instead. */
export interface ContentRow {
  slug: string;
  /** The item's newest version in this language; null when it is not translated. */
  shown: ContentVersion | null;
  /**
   * Not translated: the version visitors read instead, as the site falls back (French, else
   * English); null when there is none (the item is not shown in this language).
   */
  fallback: ContentVersion | null;
  /** The version a translation starts from: French, else English, else any language's. */
  source: ContentVersion | null;
}

/** The row's version for its title and place: its own, else the one a translation starts from. */
export function rowVersion(row: ContentRow): ContentVersion | null {
  return row.shown ?? row.source;
}

/** Fixed slugs in their order (others after them); FAQ numbers as numbers; else alphabetical. */
function bySlug(a: string, b: string, kind: ContentKind, fixed: readonly string[]): number {
  if (kind === 'faq') return Number(a) - Number(b) || a.localeCompare(b);
  const rank = (s: string) => (fixed.includes(s) ? fixed.indexOf(s) : fixed.length);
  return rank(a) - rank(b) || a.localeCompare(b);
}

/**
 * The items of `kind` in `locale`, each with its version there or, when it is missing, what the
 * site shows instead and what a translation starts from. Every `fixed` slug (`fixedSlugs`: the
 * pages the site has a route for, the mails it sends) is listed, written or not, in its order;
 * FAQ entries and slides come in their order on the site (position).
 */
export function contentRows(items: readonly ContentVersion[], kind: ContentKind, locale: string, fixed: readonly string[] = []): ContentRow[] {
  const versions = new Map<string, ContentVersion[]>();
  for (const item of items) {
    if (item.kind !== kind || item.removed) continue;
    versions.set(item.slug, [...(versions.get(item.slug) ?? []), item]);
  }
  for (const slug of fixed) if (!versions.has(slug)) versions.set(slug, []);

  const rows = [...versions.entries()].map(([slug, list]): ContentRow => {
    const inLang = (lang: string) => list.find((v) => v.locale === lang) ?? null;
    const shown = inLang(locale);
    const fallback = shown ? null : ((locale !== 'fr' ? inLang('fr') : null) ?? (locale !== 'en' ? inLang('en') : null));
    const others = CONTENT_LOCALES.map((l) => inLang(l.lang)).filter((v): v is ContentVersion => v !== null && v.locale !== locale);
    return { slug, shown, fallback, source: shown ? null : (fallback ?? others[0] ?? null) };
  });
  return rows.sort((a, b) => {
    if (isPlaced(kind)) {
      const place = (rowVersion(a)?.position ?? 0) - (rowVersion(b)?.position ?? 0);
      if (place !== 0) return place;
    }
    return bySlug(a.slug, b.slug, kind, fixed);
  });
}

/** The FAQ groups already written in `locale`, for the editor's suggestions. */
export function faqGroups(items: readonly ContentVersion[], locale: string): string[] {
  const names = items.filter((v) => v.kind === 'faq' && v.locale === locale && !v.removed && v.section !== '').map((v) => v.section);
  return [...new Set(names)].sort((a, b) => a.localeCompare(b));
}

/**
 * A new item's suggested slug (FAQ: the next free number) and position (after the last), neither
 * above `numberMax` (casino-core's highest, from `form_limits`).
 */
export function nextPlace(items: readonly ContentVersion[], kind: ContentKind, numberMax: number): { slug: string; position: string } {
  const own = items.filter((v) => v.kind === kind);
  const highest = (values: number[]) => values.reduce((m, n) => (Number.isFinite(n) && n > m ? n : m), 0);
  const position = String(Math.min(numberMax, highest(own.map((v) => v.position)) + 1));
  const slug = kind === 'faq' ? String(Math.min(numberMax, highest(own.map((v) => Number(v.slug))) + 1)) : '';
  return { slug, position };
}

/** A draft holding a version's words, in `locale` (its own for an edit, another for a translation). */
export function draftOf(version: ContentVersion, locale: string = version.locale): ContentDraft {
  return {
    kind: version.kind,
    slug: version.slug,
    locale,
    title: version.title,
    body: version.body,
    section: version.section,
    position: String(version.position),
    link: version.link,
    action: version.action,
    image: version.image,
  };
}

/** An empty draft of `kind` (a new FAQ entry or slide, or a page or mail no language has yet). */
export function emptyDraft(kind: ContentKind, slug: string, locale: string, position: string): ContentDraft {
  return { kind, slug, locale, title: '', body: '', section: '', position, link: '', action: '', image: '' };
}

/** A picture's text alternative from its file name: the name without its extension, as Markdown text. */
function pictureAlt(fileName: string): string {
  return fileName
    .replace(/\.[^.]*$/, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\\[\]]/g, (c) => `\\${c}`);
}

/**
 * `body` with the Markdown of the picture at `path` (`![name](path)`, named after its file) put
 * at `cursor`, or at the end, as a paragraph of its own, when there is no cursor; and the cursor
 * after it, where a next picture goes.
 */
export function pictureMarkdown(body: string, cursor: number | null, path: string, fileName: string): { body: string; cursor: number } {
  const markdown = `![${pictureAlt(fileName)}](${path})`;
  let before: string;
  let after: string;
  if (cursor === null) {
    const gap = body === '' || body.endsWith('\n\n') ? '' : body.endsWith('\n') ? '\n' : '\n\n';
    before = body + gap;
    after = '';
  } else {
    const at = Math.max(0, Math.min(cursor, body.length));
    before = body.slice(0, at);
    after = body.slice(at);
  }
  return { body: before + markdown + after, cursor: before.length + markdown.length };
}
