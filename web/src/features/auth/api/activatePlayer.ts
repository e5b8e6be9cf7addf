import { useQuery } from '@tanstack/react-query';
import { request } from '../../../api/client';
import type { Done } from '../../../api/generated/api';

/** `POST front/activate_player`: consumes the welcome e-mail's link (410 `activation_link_invalid`). */
export function activatePlayer(token: string): Promise<Done> {
  return request('front/activate_player', { body: { token }, anonymous: true });
}

/**
 * The activation of the link's `token`. One call per link and visit: the link works once, so the
 * answer is kept (a second mount, or a return to the page, shows it rather than asking again).
 */
export function useActivation(token: string) {
  return useQuery({ queryKey: ['activation', token], queryFn: () => activatePlayer(token), staleTime: Infinity, gcTime: Infinity });
}
