import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../api/client';
import type { Done, SettingsUpdate } from '../../../api/generated/api';
import { refreshSiteSettings } from '../../../lib/siteSettings';
import { STAFF_LOG_KEY } from '../../../lib/staff/queryKeys';
import { SETTINGS_FORM_KEY } from './getSettings';

/**
 * `POST admin/update_settings` (administrators): the brand, whether the site is open to players,
 * and the countries it refuses (checked and stored in capitals, each once, by the server).
 * Answers `settings_saved`; 422 names `brand` (required, 1 to 60 characters) or
 * `country_blacklist` (`country_invalid`).
 */
export function updateSettings(body: SettingsUpdate): Promise<Done> {
  return request('admin/update_settings', { body });
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
