import { useMutation } from '@tanstack/react-query';
import { request } from '../../../api/client';
import type { SeedsRequest, SeedsView } from '../../../api/generated/api';

/** `POST game/rotate_seed`: reveals the active server seed and commits to a new one. */
export function rotateSeed(body: SeedsRequest): Promise<SeedsView> {
  return request('game/rotate_seed', { body });
}

/** Reveals the active server seed and commits to a new one. */
export function useRotateSeed() {
  return useMutation({ mutationFn: rotateSeed });
}
