import { useMemo } from 'react';
import { request } from '../api/client';
import { CURRENCIES, type Currency, type SiteSettings } from '../api/generated/api';
import { BRAND } from '../config';
import { putVisitReading, useVisitReading } from './visitReading';

export const SETTINGS_KEY = 'settings';

/** The site's settings as the pages use them, the defaults standing until the server's arrive. */
export interface Settings {
  brand: string;
  /** Countries (upper-case ISO codes) whose visitors are sent to `/restriction`. */
  countryBlackList: string[];
  /** Addresses and CIDR ranges whose visitors are sent to `/restriction` (the server matches). */
  ipBlackList: string[];
  siteEnabled: boolean;
  /** The site's password rule. */
  passwordPolicy: 'terms' | 'interface';
  /** Currencies a player may hold a wallet in. */
  currencies: readonly Currency[];
}

/** casino-core's currencies stand until the server's settings say which ones the site offers. */
const DEFAULTS: Settings = { brand: BRAND, countryBlackList: [], ipBlackList: [], siteEnabled: true, passwordPolicy: 'terms', currencies: CURRENCIES };

/** `POST front/get_setting`; null when the API is unreachable or fails (the defaults stand). */
export async function getSetting(): Promise<SiteSettings | null> {
  try {
    return await request('front/get_setting', { body: {} });
  } catch {
    return null;
  }
}

function settingsOf(raw: SiteSettings | null | undefined): Settings {
  if (!raw) return DEFAULTS;
  return {
    brand: raw.brand || BRAND,
    countryBlackList: raw.country_blacklist ?? [],
    ipBlackList: raw.ip_blacklist ?? [],
    siteEnabled: raw.site_enabled !== false,
    passwordPolicy: raw.password_policy === 'interface' ? 'interface' : 'terms',
    currencies: raw.currencies?.length ? raw.currencies : CURRENCIES,
  };
}

/** The site's settings, read once per visit. */
export function useSiteSettings(): Settings {
  const raw = useVisitReading(SETTINGS_KEY, getSetting);
  return useMemo(() => settingsOf(raw), [raw]);
}

/**
 * Reads the settings again (an administrator changed them), so the header's brand, the layout and
 * the guards follow. The settings shown stay until the new ones arrive (the default brand never
 * flashes in between); a failed reading leaves them as they are.
 */
export async function refreshSiteSettings(): Promise<void> {
  const raw = await getSetting();
  if (raw) putVisitReading(SETTINGS_KEY, raw);
}
