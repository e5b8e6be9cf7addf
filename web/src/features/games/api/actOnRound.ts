import { useMutation } from '@tanstack/react-query';
import { request } from '../../../api/client';
import type { ActRequest, RoundView } from '../../../api/generated/api';

/** `POST game/act`: the next decision of an open round; `step` is the number of actions it had. */
export function actOnRound(body: ActRequest): Promise<RoundView> {
  return request('game/act', { body });
}

/** Sends the next decision of an open round. */
export function useActOnRound() {
  return useMutation({ mutationFn: actOnRound });
}
