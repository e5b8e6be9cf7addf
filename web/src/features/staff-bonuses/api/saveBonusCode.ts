import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../api/client';
import type { BonusCodeView, Done } from '../../../api/generated/api';
import { CAMPAIGNS_KEY } from './getBonusCampaigns';

/** `POST admin/save_bonus_code`: creates or changes a bonus code. */
export function saveBonusCode(body: BonusCodeView): Promise<Done> {
  return request('admin/save_bonus_code', { body });
}

/** Creates or changes a bonus code; the list is read again. */
export function useSaveBonusCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveBonusCode,
    onSuccess: () => client.invalidateQueries({ queryKey: CAMPAIGNS_KEY }),
  });
}
