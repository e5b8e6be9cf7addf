import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../api/client';
import type { Done, DocumentReview } from '../../../api/generated/api';
import { PLAYER_FILES_KEY, STAFF_LOG_KEY } from '../../../lib/staff/queryKeys';

/** What the KYC team decides about a document. */
export type Decision = 'approve' | 'reject' | 'request';
export const DECISIONS: readonly Decision[] = ['approve', 'reject', 'request'];

/**
 * `POST kyc/review_document` (KYC or admin): `approve`, `reject` or `request` (another picture),
 * the last two with the reason the player reads. Answers `document_approved`,
 * `document_rejected` or `document_requested`; 422 on `reason` (`field_required`); 409 or 422
 * `document_reviewed` (someone decided first); 404 `document_not_found`.
 */
export function reviewDocument(body: DocumentReview): Promise<Done> {
  return request('kyc/review_document', { body });
}

/**
 * A decision about a document. The staff log (which records it) and an open player's file
 * (whose verification it may change) are read again; the section reads the queue itself.
 */
export function useReviewDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reviewDocument,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: STAFF_LOG_KEY });
      void client.invalidateQueries({ queryKey: PLAYER_FILES_KEY });
    },
  });
}
