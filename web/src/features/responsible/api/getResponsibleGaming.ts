import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { request, withMinDelay } from '../../../api/client';
import type { ResponsibleView } from '../../../api/generated/api';
import { responsibleKey } from '../../../lib/playerQueries';
import { useStore } from '../../../store/store';

/** `POST front/get_responsible_gaming`: the deposit and loss limits (in force, used, waiting) and the break running, if any. */
export function getResponsibleGaming(signal?: AbortSignal): Promise<ResponsibleView> {
  return request('front/get_responsible_gaming', { body: {}, signal });
}

/**
 * The player's limits and break, read on every visit of the tab (deposits and bets use the limits
 * up, a waiting change takes effect, a break ends) and forgotten at sign-out with the player's
 * other readings. `show` puts the view a change answered in its place, and cancels a reading
 * still on its way.
 */
export function useResponsible() {
  const client = useQueryClient();
  const player = useStore().state.user?.player;
  const id = player ? player.id : '';
  const query = useQuery({
    queryKey: responsibleKey(id),
    queryFn: ({ signal }) => withMinDelay(getResponsibleGaming(signal)),
    staleTime: 0,
  });
  const show = useCallback(
    (view: ResponsibleView) => {
      // A reading started before the change (the tab's visit) must not land after it with the
      // view from before: it is cancelled (synchronously) before the answer's view is put in.
      void client.cancelQueries({ queryKey: responsibleKey(id), exact: true }, { revert: false, silent: true });
      client.setQueryData(responsibleKey(id), view);
    },
    [client, id],
  );
  return { ...query, show };
}
