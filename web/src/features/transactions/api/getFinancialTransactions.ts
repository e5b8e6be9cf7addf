import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request, withMinDelay } from '../../../api/client';
import type { TransactionFilter, TransactionPage } from '../../../api/generated/api';
import { loadRules } from '../../../core/rules';
import { PLAYER_QUERIES } from '../../../lib/queryClient';

/** `POST front/get_financial_transactions`: one page of the player's deposits, withdrawals and refunds, newest first. */
export function getFinancialTransactions(body: TransactionFilter, signal?: AbortSignal): Promise<TransactionPage> {
  return request('front/get_financial_transactions', { body, signal });
}

export const TRANSACTIONS_KEY = [...PLAYER_QUERIES, 'transactions'] as const;

/**
 * One page of the player's deposits and withdrawals (`front/get_financial_transactions`), with the
 * rulebook that formats its dates and amounts: the rows show once both are here. `reading` counts
 * the loads the player asked for: each is a new reading (with the previous page on screen until it
 * is here), while `refetch` reads the same page again in the background.
 */
export function useTransactions(body: TransactionFilter, reading: number) {
  return useQuery({
    queryKey: [...TRANSACTIONS_KEY, body, reading],
    queryFn: async ({ signal }) => {
      const [rules, page] = await withMinDelay(Promise.all([loadRules(), getFinancialTransactions(body, signal)]));
      return { rules, page };
    },
    placeholderData: keepPreviousData,
  });
}
