import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A lazily loaded component whose code can be fetched ahead: once `preload` has settled, the
 * component renders at once (React.lazy reads a thenable that settles synchronously as
 * resolved), so its place never shows a fallback for a frame.
 */
export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let module: { default: ComponentType<P> } | undefined;
  const fetch = () => load().then((m) => (module = m));
  const Component: LazyExoticComponent<ComponentType<P>> = lazy(() =>
    module
      ? ({ then: (resolve: (m: { default: ComponentType<P> }) => void) => resolve(module!) } as unknown as Promise<{ default: ComponentType<P> }>)
      : fetch(),
  );
  return { Component, preload: () => fetch().then(() => undefined) };
}
