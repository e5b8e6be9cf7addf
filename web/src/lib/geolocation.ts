import { request } from '../api/client';
import type { Geolocation } from '../api/generated/api';
import { useVisitReading } from './visitReading';

export const GEOLOCATION_KEY = 'geolocation';

/** `GET geolocation`: the visitor's country and address; null when unknown or unreachable. */
export async function geolocate(): Promise<Geolocation | null> {
  try {
    return await request('geolocation', { method: 'GET', anonymous: true });
  } catch {
    return null;
  }
}

/**
 * The visitor's country (null until known), looked up once per visit. It never delays the first
 * paint: the guards run again when it arrives (a blacklisted visitor is then sent to /restriction).
 */
export function useCountryCode(): string | null {
  return useVisitReading(GEOLOCATION_KEY, geolocate)?.country_code ?? null;
}

/** Whether the site's network blacklist holds the visitor's address (the server's answer). */
export function useIpBlacklisted(): boolean {
  return useVisitReading(GEOLOCATION_KEY, geolocate)?.ip_blacklisted ?? false;
}
