import { useEffect, useState } from 'react';
import type { TransactionFilter } from '../../api/generated/api';
import { failureOf } from '../../api/errors';
import { subscribeRealtime } from '../../lib/realtime';
import { useTransactions } from './api/getFinancialTransactions';

export const PER_PAGE = 10;

export interface Filters {
  type: string;
  status: string;
  from: string;
  to: string;
}

export const NO_FILTERS: Filters = { type: '', status: '', from: '', to: '' };

/** The body of `front/get_financial_transactions`: the filters that are set, and the page. */
export function filterBody(filters: Filters, page: number): TransactionFilter {
  const body: TransactionFilter = {};
  if (filters.type) body.type = filters.type;
  if (filters.status) body.status = filters.status;
  if (filters.from) body.from = filters.from;
  if (filters.to) body.to = filters.to;
  return { ...body, page, per_page: PER_PAGE };
}

interface Shown {
  filters: Filters;
  page: number;
  /** Bumped by each load the player asks for (filters, a page, a retry). */
  reading: number;
}

/**
 * The history's list: which filters and page are shown, and their loading state. A load the
 * player asked for keeps the last page on screen, marked busy, and says why when it fails; a
 * background refresh (after a cancel, a transaction that changed elsewhere) is silent and keeps
 * the rows when it fails.
 */
export function useTransactionHistory() {
  const [shown, setShown] = useState<Shown>({ filters: NO_FILTERS, page: 1, reading: 0 });
  const query = useTransactions(filterBody(shown.filters, shown.page), shown.reading);
  const { refetch } = query;

  // A transaction changed elsewhere (an administrator decided, a deposit settled): the same page again.
  useEffect(() => subscribeRealtime((event) => event.type === 'transaction' && void refetch()), [refetch]);

  const data = query.data ?? null;
  const busy = query.isPlaceholderData || (query.isFetching && data === null);
  const failure = query.isError && data === null ? failureOf(query.error) : null;

  return {
    filters: shown.filters,
    page: shown.page,
    data,
    busy,
    failure,
    /** Loads these filters' page (the last one staying on screen until it is here). */
    show: (filters: Filters, page: number) => setShown((s) => ({ filters, page, reading: s.reading + 1 })),
    /** The same page again, in the background; answers whether it was read. */
    refresh: async () => (await refetch()).isSuccess,
  };
}
