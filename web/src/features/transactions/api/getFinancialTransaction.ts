import { useQuery } from '@tanstack/react-query';
import { request, withMinDelay } from '../../../api/client';
import type { TransactionView } from '../../../api/generated/api';
import { PLAYER_QUERIES } from '../../../lib/queryClient';

/** `POST front/get_financial_transaction`: one transaction of the player. */
export function getFinancialTransaction(id: string, signal?: AbortSignal): Promise<TransactionView> {
  return request('front/get_financial_transaction', { body: { id }, signal });
}

/**
 * One transaction (`front/get_financial_transaction`), read each time its dialog opens: it is
 * forgotten when the dialog closes, so a reopened dialog never shows an older status.
 */
export function useTransaction(id: string) {
  return useQuery({
    queryKey: [...PLAYER_QUERIES, 'transaction', id],
    queryFn: ({ signal }) => withMinDelay(getFinancialTransaction(id, signal)),
    gcTime: 0,
  });
}
