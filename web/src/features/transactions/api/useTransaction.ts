import { useQuery } from '@tanstack/react-query';
import { withMinDelay } from '../../../api/client';
import { PLAYER_QUERIES } from '../../../lib/queryClient';
import { getFinancialTransaction } from '../transactionsApi';

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
