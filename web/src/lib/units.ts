const KB = 1024;
const MB = 1024 * KB;

/** `value` in `unit`, in the page's language, by the browser's unit names and plural rules. */
function formatUnit(lang: string, value: number, unit: string, options: Intl.NumberFormatOptions, fallback: string): string {
  try {
    return new Intl.NumberFormat(lang, { style: 'unit', unit, ...options }).format(value);
  } catch {
    return fallback;
  }
}

/**
 * A file's size in the page's language: kilobytes below a megabyte ("48 kB", "48 ko"),
 * megabytes above with one decimal at most ("1.2 MB", "1,2 Mo").
 */
export function formatFileSize(lang: string, bytes: number): string {
  if (bytes < MB) {
    const kb = Math.max(1, Math.round(bytes / KB));
    return formatUnit(lang, kb, 'kilobyte', { unitDisplay: 'short' }, `${kb} kB`);
  }
  const mb = bytes / MB;
  return formatUnit(lang, mb, 'megabyte', { unitDisplay: 'short', maximumFractionDigits: 1 }, `${mb.toFixed(1)} MB`);
}

/** `value` hours in the page's language ("24 hours", "24 heures", "24 часа"). */
export function formatHours(lang: string, value: number): string {
  return formatUnit(lang, value, 'hour', { unitDisplay: 'long' }, String(value));
}

/** `value` days in the page's language ("12 days", "12 jours", "12 дней"). */
export function formatDays(lang: string, value: number): string {
  return formatUnit(lang, value, 'day', { unitDisplay: 'long' }, String(value));
}

/** How long something has waited, in the page's language: minutes below an hour ("35 minutes"), else whole hours ("26 hours"). */
export function formatWait(lang: string, millis: number): string {
  const minutes = Math.max(0, Math.floor(millis / 60_000));
  if (minutes < 60) return formatUnit(lang, minutes, 'minute', { unitDisplay: 'long' }, String(minutes));
  return formatHours(lang, Math.floor(minutes / 60));
}

/** `value` minutes in the page's language ("15 minutes", "15 minuuttia", "15 минут"). */
export function formatMinutes(lang: string, value: number): string {
  return formatUnit(lang, value, 'minute', { unitDisplay: 'long' }, String(value));
}

/**
 * A length of time in whole hours and minutes, in the page's language, by the browser's unit names,
 * plural rules and way of joining units: "2 hours 21 minutes", "2 heures 21 minutes", "2 часа 21
 * минута", "2小时21分钟"; the minutes alone below an hour, the hours alone on the hour.
 */
export function formatHoursMinutes(lang: string, millis: number): string {
  const total = Math.max(0, Math.floor(millis / 60_000));
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  if (hours === 0) return formatMinutes(lang, minutes);
  if (minutes === 0) return formatHours(lang, hours);
  const parts = [formatHours(lang, hours), formatMinutes(lang, minutes)];
  try {
    return new Intl.ListFormat(lang, { type: 'unit', style: 'narrow' }).format(parts);
  } catch {
    return parts.join(' ');
  }
}
