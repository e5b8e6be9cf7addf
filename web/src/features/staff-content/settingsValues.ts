import type { SettingsUpdate, SiteSettings } from '../../api/generated/api';
import type { Rules } from '../../core/rules';
import type { Failures } from '../../core/useCoreFormik';

/** The form's values, by the request's field names (the countries as typed). */
export interface SettingsValues extends Record<string, string | boolean> {
  brand: string;
  site_enabled: boolean;
  country_blacklist: string;
}

export const FIELDS = ['brand', 'country_blacklist'] as const;

export function valuesOf(stored: SiteSettings): SettingsValues {
  return { brand: stored.brand, site_enabled: stored.site_enabled, country_blacklist: stored.country_blacklist.join(', ') };
}

/**
 * The countries as typed, separated by spaces or commas ("US, JP"). Whether each is a country
 * code is the server's to say (casino-core's rule, with the message under the field).
 */
export function countryList(typed: string): string[] {
  return typed.split(/[\s,]+/).filter((code) => code !== '');
}

export function updateOf(v: SettingsValues): SettingsUpdate {
  return { brand: v.brand.trim(), site_enabled: v.site_enabled, country_blacklist: countryList(v.country_blacklist) };
}

/** The brand must be there; its length and the countries are checked by the server. */
export function settingsFailures(rules: Rules, v: SettingsValues): Failures<SettingsValues> {
  const brand = rules.required(v.brand).error;
  return brand ? { brand } : {};
}
