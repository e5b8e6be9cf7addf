/** A whole percent as the page's language writes it (`10 %` in French, `10%` in English). */
export function wholePercent(lang: string, n: number): string {
  return new Intl.NumberFormat(lang, { style: 'percent' }).format(n / 100);
}
