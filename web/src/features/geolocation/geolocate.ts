import { request } from '../../api/client';
import type { Geolocation } from '../../api/generated/api';

/** `GET geolocation`: the visitor's country and address; null when unknown or unreachable. */
export async function geolocate(): Promise<Geolocation | null> {
  try {
    return await request<Geolocation>('geolocation', { method: 'GET', anonymous: true });
  } catch {
    return null;
  }
}
