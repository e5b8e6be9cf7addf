import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';

/**
 * The page's query client, loaded with the first screen that needs it rather than before the first
 * paint: the home page and the content pages render without it. Every lazy module whose screens
 * use queries loads through `withQueries`, so the client is here before they render.
 */
let client: QueryClient | undefined;
let loading: Promise<QueryClient> | undefined;
const listeners = new Set<() => void>();

/** Loads and creates the query client once; later calls get the same one. */
export function loadQueryClient(): Promise<QueryClient> {
  loading ??= import('./queryClient').then(({ createQueryClient }) => {
    client = createQueryClient();
    for (const listener of listeners) listener();
    return client;
  });
  return loading;
}

/** A module loader that also has the query client loaded before the module is used. */
export function withQueries<M>(load: () => Promise<M>): () => Promise<M> {
  return () => Promise.all([load(), loadQueryClient()]).then(([module]) => module);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

const current = () => client;

/**
 * Provides the query client once loaded. The tree keeps its shape when it arrives (only the
 * context's value changes), so nothing already on screen is mounted again.
 */
export function QueryRoot({ children }: { children: ReactNode }) {
  const loaded = useSyncExternalStore(subscribe, current, current);
  useEffect(() => {
    if (!loaded) return;
    // What QueryClientProvider does: the client follows the window's focus and the network.
    loaded.mount();
    return () => loaded.unmount();
  }, [loaded]);
  return <QueryClientContext.Provider value={loaded}>{children}</QueryClientContext.Provider>;
}
