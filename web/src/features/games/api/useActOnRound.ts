import { useMutation } from '@tanstack/react-query';
import { actOnRound } from '../play/gameApi';

/** `game/act`: the next decision of an open round (`step`: the number of actions it had). */
export function useActOnRound() {
  return useMutation({ mutationFn: actOnRound });
}
