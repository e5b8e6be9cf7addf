import { useQuery } from '@tanstack/react-query';
import { request } from '../api/client';
import type { Geolocation } from '../api/generated/api';

export const GEOLOCATION_KEY = ['geolocation'] as const;

/** `GET geolocation`: the visitor's country and address; null when unknown or unreachable. */
export async function geolocate(): Promise<Geolocation | null> {
  try {
    return await request<Geolocation>('geolocation', { method: 'GET', anonymous: true });
  } catch {
    return null;
  }
}

/**
 * The visitor's country (null until known), looked up once per visit. It never delays the first
 * paint: the guards run again when it arrives (a blacklisted visitor is then sent to /restriction).
 */
export function useCountryCode(): string | null {
  const { data } = useQuery({ queryKey: GEOLOCATION_KEY, queryFn: geolocate, staleTime: Infinity });
  return data?.country_code ?? null;
}
