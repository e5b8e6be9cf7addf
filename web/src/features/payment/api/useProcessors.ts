import { useQuery } from '@tanstack/react-query';
import { withMinDelay } from '../../../api/client';
import { getProcessors } from '../paymentApi';

/**
 * The deposit processors of a currency (`front/get_processors`), read again whenever the currency
 * changes (what a processor accepts may have changed meanwhile); `attempt` is bumped by "try again".
 */
export function useProcessors(currency: string | null, attempt: number) {
  return useQuery({
    queryKey: ['payment', 'processors', currency, attempt],
    queryFn: ({ signal }) => withMinDelay(getProcessors({ currency: currency! }, signal)).then((list) => list.processors),
    enabled: currency !== null,
    gcTime: 0,
  });
}
