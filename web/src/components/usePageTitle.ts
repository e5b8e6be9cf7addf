import { useEffect } from 'react';
import { useStore } from '../store/store';

/** Sets the document title to "<page> · <brand>". */
export function usePageTitle(page: string): void {
  const brand = useStore().state.brand;
  useEffect(() => {
    document.title = page ? `${page} · ${brand}` : brand;
  }, [page, brand]);
}
