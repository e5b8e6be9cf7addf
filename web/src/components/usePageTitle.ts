import { useEffect } from 'react';
import { useSiteSettings } from '../lib/siteSettings';

// The build-time renderer runs no effects: it reads the title the page asked for from here.
let renderedTitle = '';

function recordTitle(title: string): void {
  renderedTitle = title;
}

/** The title of the page last rendered at build time (empty in the browser). */
export function takeRenderedTitle(): string {
  const title = renderedTitle;
  renderedTitle = '';
  return title;
}

/** Sets the document title to "<page> · <brand>". */
export function usePageTitle(page: string): void {
  const { brand } = useSiteSettings();
  const title = page ? `${page} · ${brand}` : brand;
  if (import.meta.env.SSR) recordTitle(title);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
