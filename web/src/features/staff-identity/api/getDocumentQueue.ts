import { useQuery } from '@tanstack/react-query';
import { request, withMinDelay } from '../../../api/client';
import type { KycQueue } from '../../../api/generated/api';
import { loadRules } from '../../../core/rules';

/** The KYC queue's reading: a decision reads it again. */
export const DOCUMENT_QUEUE_KEY = ['admin', 'documents'] as const;

/**
 * `POST kyc/get_document_queue` (KYC or admin): the documents waiting for review, oldest first,
 * each with the player's registered name, birth date and address to compare, and the promise
 * made to players (a result within `promise_hours`).
 */
export function getDocumentQueue(signal?: AbortSignal): Promise<KycQueue> {
  return request('kyc/get_document_queue', { body: {}, signal });
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
