import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { withMinDelay } from '../../../api/client';
import { loadRules } from '../../../core/rules';
import { getBonusCampaigns, saveBonusCampaign, saveBonusCode } from '../adminApi';

/** The campaigns, the bonus codes and the game categories (`admin/get_bonus_campaigns`): one reading for both sections. */
export const CAMPAIGNS_KEY = ['admin', 'campaigns'] as const;

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

/** Saves a campaign's next version; the list is read again (its version and last change moved). */
export function useSaveCampaign() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveBonusCampaign,
    onSuccess: () => client.invalidateQueries({ queryKey: CAMPAIGNS_KEY }),
  });
}

/** Creates or changes a bonus code; the list is read again. */
export function useSaveBonusCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveBonusCode,
    onSuccess: () => client.invalidateQueries({ queryKey: CAMPAIGNS_KEY }),
  });
}
