import { request } from '../../../api/client';
import type { VerifiableRounds, VerifiableRoundsRequest } from '../../../api/generated/api';

/** `POST game/verifiable_rounds`: a page of the player's revealed rounds of the last 30 days. */
export function getVerifiableRounds(body: VerifiableRoundsRequest, signal?: AbortSignal): Promise<VerifiableRounds> {
  return request('game/verifiable_rounds', { body, signal });
}
