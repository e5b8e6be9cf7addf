import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request, withMinDelay } from '../../../api/client';
import type { Done, SettingsUpdate, SiteSettings } from '../../../api/generated/api';
import { refreshSiteSettings } from '../../../lib/siteSettings';
import { STAFF_LOG_KEY } from './getStaffActions';

/** The settings section's reading (the site's own is `lib/siteSettings`, which hides failures). */
export const SETTINGS_FORM_KEY = ['admin', 'settings'] as const;

/** `POST front/get_setting`: the site's settings as stored. */
export function getSettings(signal?: AbortSignal): Promise<SiteSettings> {
  return request<SiteSettings>('front/get_setting', { body: {}, signal });
}

/**
 * `POST admin/update_settings` (administrators): the brand, whether the site is open to players,
 * and the countries it refuses (checked and stored in capitals, each once, by the server).
 * Answers `settings_saved`; 422 names `brand` (required, 1 to 60 characters) or
 * `country_blacklist` (`country_invalid`).
 */
export function updateSettings(body: SettingsUpdate): Promise<Done> {
  return request<Done>('admin/update_settings', { body });
}

/** The settings as stored, for the form; "try again" is its `refetch`. */
export function useSettings() {
  return useQuery({
    queryKey: SETTINGS_FORM_KEY,
    queryFn: ({ signal }) => withMinDelay(getSettings(signal)),
  });
}

/**
 * Saves the settings. The form's reading (the server's normalised values), the site's own
 * settings (the header's brand, the closed-site message) and the staff log (which records the
 * change) are read again before the answer is said.
 */
export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: SETTINGS_FORM_KEY }),
        client.invalidateQueries({ queryKey: STAFF_LOG_KEY }),
        refreshSiteSettings(),
      ]),
  });
}
