/** A number in hundredths or ten-thousandths as fixed-point text (`19800, 4` -> `1.98`), zeros past the second decimal dropped. */
export function fixed(value: number, scale: 2 | 4): string {
  const digits = String(Math.trunc(Math.abs(value))).padStart(scale + 1, '0');
  let frac = digits.slice(-scale);
  while (frac.length > 2 && frac.endsWith('0')) frac = frac.slice(0, -1);
  return `${value < 0 ? '-' : ''}${digits.slice(0, -scale)}.${frac}`;
}

/** A multiplier in hundredths as the screens show it (`250` -> `×2.50`). */
export function times(hundredths: number): string {
  return `×${fixed(hundredths, 2)}`;
}
