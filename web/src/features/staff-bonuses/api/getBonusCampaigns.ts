import { useQuery } from '@tanstack/react-query';
import { request, withMinDelay } from '../../../api/client';
import type { AdminCampaignList } from '../../../api/generated/api';
import { loadRules } from '../../../core/rules';

/** The campaigns, the bonus codes and the game categories (`admin/get_bonus_campaigns`): one reading for both sections. */
export const CAMPAIGNS_KEY = ['admin', 'campaigns'] as const;

/**
 * `POST admin/get_bonus_campaigns`: each campaign's newest version in every currency (inactive
 * ones too) with its texts in every language, the bonus codes, and the game categories a
 * contribution may name.
 */
export function getBonusCampaigns(signal?: AbortSignal): Promise<AdminCampaignList> {
  return request('admin/get_bonus_campaigns', { body: {}, signal });
}

/**
 * The bonus campaigns (each one's newest version per currency), the bonus codes and the game
 * categories a contribution may name, with the rulebook that formats the dates. The campaigns'
 * and the codes' sections read the same query; "try again" is its `refetch`.
 */
export function useCampaigns() {
  return useQuery({
    queryKey: CAMPAIGNS_KEY,
    queryFn: async ({ signal }) => {
      const [rules, list] = await withMinDelay(Promise.all([loadRules(), getBonusCampaigns(signal)]));
      return { rules, list };
    },
  });
}
