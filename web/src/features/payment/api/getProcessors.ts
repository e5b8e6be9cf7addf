import { useQuery } from '@tanstack/react-query';
import { request, withMinDelay } from '../../../api/client';
import type { Currency, CurrencyRequest, ProcessorList } from '../../../api/generated/api';

/** `POST front/get_processors`: the deposit methods of a currency, with their bounds. */
export function getProcessors(body: CurrencyRequest, signal?: AbortSignal): Promise<ProcessorList> {
  return request('front/get_processors', { body, signal });
}

/**
 * The deposit processors of a currency (`front/get_processors`), read again whenever the currency
 * changes (what a processor accepts may have changed meanwhile); `attempt` is bumped by "try again".
 */
export function useProcessors(currency: Currency | null, attempt: number) {
  return useQuery({
    queryKey: ['payment', 'processors', currency, attempt],
    queryFn: ({ signal }) => withMinDelay(getProcessors({ currency: currency! }, signal)).then((list) => list.processors),
    enabled: currency !== null,
    gcTime: 0,
  });
}
