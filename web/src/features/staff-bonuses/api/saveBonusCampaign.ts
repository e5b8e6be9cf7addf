import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../api/client';
import type { CampaignSaved, CampaignUpdate } from '../../../api/generated/api';
import { CAMPAIGNS_KEY } from './getBonusCampaigns';

/**
 * `POST admin/save_bonus_campaign`: the campaign's next version in one currency (a new slug
 * creates the campaign, with its texts in at least one language). Every figure goes as typed.
 */
export function saveBonusCampaign(body: CampaignUpdate): Promise<CampaignSaved> {
  return request('admin/save_bonus_campaign', { body });
}

/** Saves a campaign's next version; the list is read again (its version and last change moved). */
export function useSaveCampaign() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveBonusCampaign,
    onSuccess: () => client.invalidateQueries({ queryKey: CAMPAIGNS_KEY }),
  });
}
