import { useQuery } from '@tanstack/react-query';
import { request, withMinDelay } from '../../../api/client';
import type { LoyaltyView } from '../../../api/generated/api';
import { usePlayerKey } from './keys';

/** `POST front/get_loyalty`: the player's points and what 1000 of them are worth. */
export function getLoyalty(signal?: AbortSignal): Promise<LoyaltyView> {
  return request('front/get_loyalty', { body: {}, signal });
}

/** The player's loyalty points, read on every visit of the tab (every real-money stake earns). */
export function useLoyalty() {
  return useQuery({
    queryKey: usePlayerKey('loyalty'),
    queryFn: ({ signal }) => withMinDelay(getLoyalty(signal)),
    staleTime: 0,
  });
}
