import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../api/client';
import type { Done, VerificationUpdate } from '../../../api/generated/api';
import { PLAYER_FILES_KEY } from '../../../lib/staff/queryKeys';

/** `POST admin/set_player_verification`: how far a player's identity is verified. */
export function setPlayerVerification(body: VerificationUpdate): Promise<Done> {
  return request('admin/set_player_verification', { body });
}

/** Sets a player's verification; an open player's file, which shows it, is read again. */
export function useSetPlayerVerification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setPlayerVerification,
    onSuccess: () => void client.invalidateQueries({ queryKey: PLAYER_FILES_KEY }),
  });
}
