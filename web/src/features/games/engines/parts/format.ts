import type { Rules } from '../../../../core/rules';
import { formatDecimal, formatPercent } from '../../../../lib/money';

/** A number in hundredths or ten-thousandths as fixed-point text (`19800, 4` -> `1.98`), zeros past the second decimal dropped. */
export function fixed(value: number, scale: 2 | 4): string {
  const digits = String(Math.trunc(Math.abs(value))).padStart(scale + 1, '0');
  let frac = digits.slice(-scale);
  while (frac.length > 2 && frac.endsWith('0')) frac = frac.slice(0, -1);
  return `${value < 0 ? '-' : ''}${digits.slice(0, -scale)}.${frac}`;
}

/** How many decimals a `fixed` text has. */
function decimals(text: string): number {
  return text.split('.')[1]?.length ?? 0;
}

/** `fixed`'s number as the page's language writes it, by casino-core (`1,0102` in French). */
export function shownFixed(rules: Rules, value: number, scale: 2 | 4): string {
  const text = fixed(value, scale);
  return formatDecimal(rules, text, decimals(text));
}

/** A percentage in hundredths of a percent as the page's language writes it (`98,99 %` in French, `%98,99` in Turkish). */
export function shownPercent(rules: Rules, hundredths: number): string {
  const text = fixed(hundredths, 2);
  return formatPercent(rules, text, decimals(text));
}

/** A multiplier in hundredths as the screens show it, in the page's language (`250` -> `×2.50`, `×2,50` in French). */
export function times(rules: Rules, hundredths: number): string {
  return `×${shownFixed(rules, hundredths, 2)}`;
}
