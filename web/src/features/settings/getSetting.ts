import { request } from '../../api/client';
import type { SiteSettings } from '../../api/generated/api';

export { BRAND } from '../../config';

/** `POST /api/front/get_setting`; resolves to null when the API is unreachable or fails. */
export async function getSetting(): Promise<SiteSettings | null> {
  try {
    return await request<SiteSettings>('front/get_setting', { body: {} });
  } catch {
    return null;
  }
}
