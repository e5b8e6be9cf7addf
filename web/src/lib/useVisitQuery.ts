import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';

/**
 * A reading the whole page shares and makes once per visit (the site's settings, the visitor's
 * country), kept in the query cache for the visit. The layout and the header need it, so it is
 * read from the cache directly rather than through `useQuery`: the query observer then stays out
 * of the JavaScript every page loads before its first paint (the home page's size budget).
 */
export function useVisitQuery<T>(queryKey: QueryKey, queryFn: () => Promise<T>): T | undefined {
  const client = useQueryClient();
  useEffect(() => {
    // A reading already made (or under way) is not made again.
    void client.prefetchQuery({ queryKey, queryFn, staleTime: Infinity, gcTime: Infinity });
    // The key and the reading are constants of the caller.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client]);
  const subscribe = useCallback((onChange: () => void) => client.getQueryCache().subscribe(onChange), [client]);
  const read = () => client.getQueryData<T>(queryKey);
  return useSyncExternalStore(subscribe, read, read);
}
