import { useQuery } from '@tanstack/react-query';
import { requestFile } from '../api/client';
import { PLAYER_QUERIES } from './queryClient';

/**
 * `GET front/document_file/{id}`: an identity document's picture (its owner, or KYC and admin
 * staff). Read with the session's token, so it cannot be a plain `<img src>`: the page shows it
 * through a `blob:` URL.
 */
export function getDocumentFile(id: string, signal?: AbortSignal): Promise<Blob> {
  return requestFile(`front/document_file/${encodeURIComponent(id)}`, { signal });
}

/**
 * A document's picture as bytes: read once (a document's file never changes), forgotten a minute
 * after nothing shows it, and at sign-out with the session's other readings.
 */
export function useDocumentFile(id: string) {
  return useQuery({
    queryKey: [...PLAYER_QUERIES, 'documentFile', id],
    queryFn: ({ signal }) => getDocumentFile(id, signal),
    staleTime: Infinity,
    gcTime: 60_000,
  });
}
