// The language the page is shown in, for the code that writes numbers and money outside React's
// tree of hooks (`lib/money.ts`): i18n.ts sets it whenever the page's language is set or changes.
let current = 'fr';

export function setPageLanguage(lang: string): void {
  current = lang;
}

/** The page's language tag (`fr`, `en`, `hi`...). */
export function pageLanguage(): string {
  return current;
}
