import { useMutation } from '@tanstack/react-query';
import { rotateSeed } from '../play/gameApi';

/** `game/rotate_seed`: reveals the active server seed and commits to a new one. */
export function useRotateSeed() {
  return useMutation({ mutationFn: rotateSeed });
}
