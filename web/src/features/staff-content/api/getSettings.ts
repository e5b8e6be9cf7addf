import { useQuery } from '@tanstack/react-query';
import { request, withMinDelay } from '../../../api/client';
import type { SiteSettings } from '../../../api/generated/api';

/** The settings section's reading (the site's own is `lib/siteSettings`, which hides failures). */
export const SETTINGS_FORM_KEY = ['admin', 'settings'] as const;

/** `POST front/get_setting`: the site's settings as stored. */
export function getSettings(signal?: AbortSignal): Promise<SiteSettings> {
  return request('front/get_setting', { body: {}, signal });
}

/** The settings as stored, for the form; "try again" is its `refetch`. */
export function useSettings() {
  return useQuery({
    queryKey: SETTINGS_FORM_KEY,
    queryFn: ({ signal }) => withMinDelay(getSettings(signal)),
  });
}
