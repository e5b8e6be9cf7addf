import type { SettingsUpdate, SiteSettings } from '../../api/generated/api';
import type { Rules } from '../../core/rules';
import type { Failures } from '../../core/useCoreFormik';

/** The form's values, by the request's field names (the countries as typed). */
export interface SettingsValues extends Record<string, string | boolean> {
  brand: string;
  site_enabled: boolean;
  country_blacklist: string;
  ip_blacklist: string;
}

export const FIELDS = ['brand', 'country_blacklist', 'ip_blacklist'] as const;

export function valuesOf(stored: SiteSettings): SettingsValues {
  return {
    brand: stored.brand,
    site_enabled: stored.site_enabled,
    country_blacklist: stored.country_blacklist.join(', '),
    ip_blacklist: stored.ip_blacklist.join(', '),
  };
}

/**
 * The countries or networks as typed, separated by spaces or commas ("US, JP"). Whether each is a
 * country code or an address range is the server's to say (casino-core's rule, with the message
 * under the field).
 */
export function typedList(typed: string): string[] {
  return typed.split(/[\s,]+/).filter((code) => code !== '');
}

export function updateOf(v: SettingsValues): SettingsUpdate {
  return {
    brand: v.brand.trim(),
    site_enabled: v.site_enabled,
    country_blacklist: typedList(v.country_blacklist),
    ip_blacklist: typedList(v.ip_blacklist),
  };
}

/** The brand must be there; its length, the countries and the networks are checked by the server. */
export function settingsFailures(rules: Rules, v: SettingsValues): Failures<SettingsValues> {
  const brand = rules.required(v.brand).error;
  return brand ? { brand } : {};
}
