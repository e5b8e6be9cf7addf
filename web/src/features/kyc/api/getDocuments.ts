import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { request, withMinDelay } from '../../../api/client';
import type { DocumentsView } from '../../../api/generated/api';
import { PLAYER_QUERIES } from '../../../lib/queryClient';
import { useStore } from '../../../store/store';

/**
 * `POST front/get_documents`: the verification level, the documents sent (newest first), the
 * kinds still to send, when they are due (while not verified) and the largest file taken.
 */
export function getDocuments(signal?: AbortSignal): Promise<DocumentsView> {
  return request('front/get_documents', { body: {}, signal });
}

const documentsKey = (playerId: string) => [...PLAYER_QUERIES, playerId, 'documents'] as const;

/**
 * The player's documents and verification, read on every visit of the tab (the KYC team reviews
 * them meanwhile) and forgotten at sign-out with the player's other readings. `refresh` puts the
 * view an upload answered in place at once, then reads it again from the server.
 */
export function useDocuments() {
  const client = useQueryClient();
  const player = useStore().state.user?.player;
  const id = player ? player.id : '';
  const query = useQuery({
    queryKey: documentsKey(id),
    queryFn: ({ signal }) => withMinDelay(getDocuments(signal)),
    staleTime: 0,
  });
  const refresh = useCallback(
    (view: DocumentsView) => {
      client.setQueryData(documentsKey(id), view);
      void client.invalidateQueries({ queryKey: documentsKey(id) });
    },
    [client, id],
  );
  return { ...query, refresh };
}
