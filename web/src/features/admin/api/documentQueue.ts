import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request, withMinDelay } from '../../../api/client';
import type { Done, DocumentReview, KycQueue } from '../../../api/generated/api';
import { loadRules } from '../../../core/rules';
import { PLAYER_FILES_KEY } from './getPlayerFile';
import { STAFF_LOG_KEY } from './getStaffActions';

/** What the KYC team decides about a document. */
export type Decision = 'approve' | 'reject' | 'request';
export const DECISIONS: readonly Decision[] = ['approve', 'reject', 'request'];

/** The KYC queue's reading: a decision reads it again. */
export const DOCUMENT_QUEUE_KEY = ['admin', 'documents'] as const;

/**
 * `POST kyc/get_document_queue` (KYC or admin): the documents waiting for review, oldest first,
 * each with the player's registered name, birth date and address to compare, and the promise
 * made to players (a result within `promise_hours`).
 */
export function getDocumentQueue(signal?: AbortSignal): Promise<KycQueue> {
  return request<KycQueue>('kyc/get_document_queue', { body: {}, signal });
}

/**
 * `POST kyc/review_document` (KYC or admin): `approve`, `reject` or `request` (another picture),
 * the last two with the reason the player reads. Answers `document_approved`,
 * `document_rejected` or `document_requested`; 422 on `reason` (`field_required`); 409 or 422
 * `document_reviewed` (someone decided first); 404 `document_not_found`.
 */
export function reviewDocument(body: DocumentReview): Promise<Done> {
  return request<Done>('kyc/review_document', { body });
}

/**
 * The queue with the rulebook that formats its dates, and when it was read (each document's
 * wait is counted from then). "Try again" and a decision read it again.
 */
export function useDocumentQueue() {
  return useQuery({
    queryKey: DOCUMENT_QUEUE_KEY,
    queryFn: async ({ signal }) => {
      const [rules, queue] = await withMinDelay(Promise.all([loadRules(), getDocumentQueue(signal)]));
      return { rules, queue, readAt: Date.now() };
    },
  });
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
