import { useCallback } from 'react';
import { request, type RouteAnswer, type RouteBody, type RoutePath } from '../api/client';
import { failureOf, statusOf, type Failure } from '../api/errors';
import type { ContentPage, Faq, Slider } from '../api/generated/api';
import { useLocale } from '../components/useLocale';
import { rereadVisit, useVisitReading } from './visitReading';

/**
 * The site's editable content (pages, FAQ, home slides), read once per visit and language. The
 * server puts the reading of the page it answers into the page itself (`pageData`), so the first
 * render has it without a call; later pages read it through the API. These pages render before
 * the query client loads (their first paint's budget), hence the visit store rather than queries.
 */
export type ContentReading<T> = { data: T } | { failure: Failure; status: number };

export interface ContentState<T> {
  data?: T;
  failure?: Failure;
  /** 404: the item is not on the site (removed in every language). */
  missing: boolean;
  retry: () => void;
}

/** The reading keys, which the server writes too (server/src/http/page_data.rs). */
export const contentKeys = {
  page: (slug: string, lang: string) => `content:page:${slug}:${lang}`,
  faq: (lang: string) => `content:faq:${lang}`,
  slider: (lang: string) => `content:slider:${lang}`,
};

/** Where the last reading of each key is kept for offline visits. */
const OFFLINE_PREFIX = 'offline:';

/** Keeps a reading for offline visits (the server's page data too). */
export function keepOffline(key: string, data: unknown): void {
  try {
    localStorage.setItem(OFFLINE_PREFIX + key, JSON.stringify(data));
  } catch {
    // Storage full or refused: the page just has no offline copy.
  }
}

function kept<T>(key: string): T | undefined {
  try {
    const raw = localStorage.getItem(OFFLINE_PREFIX + key);
    return raw === null ? undefined : (JSON.parse(raw) as T);
  } catch {
    return undefined;
  }
}

/**
 * A call in the page's language (the API client sends it), its failure kept as a value. Each
 * answer is kept in the browser, and shown when the network is away (status 0), so a page read
 * once stays readable offline like the app's shell the service worker keeps.
 */
function reader<P extends RoutePath>(key: string, call: P, body: RouteBody<P>): () => Promise<ContentReading<RouteAnswer<P>>> {
  return () =>
    request(call, { body }).then(
      (data): ContentReading<RouteAnswer<P>> => {
        keepOffline(key, data);
        return { data };
      },
      (error: unknown): ContentReading<RouteAnswer<P>> => {
        const status = statusOf(error);
        const copy = status === 0 ? kept<RouteAnswer<P>>(key) : undefined;
        return copy === undefined ? { failure: failureOf(error), status } : { data: copy };
      },
    );
}

function useContentReading<P extends RoutePath>(key: string, call: P, body: RouteBody<P>): ContentState<RouteAnswer<P>> {
  const read = reader(key, call, body);
  const reading = useVisitReading(key, read);
  // The reader is rebuilt every render; retrying only needs the current one.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const retry = useCallback(() => rereadVisit(key, read), [key]);
  if (!reading) return { missing: false, retry };
  if ('data' in reading) return { data: reading.data, missing: false, retry };
  return { failure: reading.failure, missing: reading.status === 404, retry };
}

/**
 * `POST front/get_content_template`: a page in the page's language (else French, else English);
 * with `accepted`, the version of the terms the signed-in player accepted when registering.
 */
export function useContentPage(slug: string, accepted = false): ContentState<ContentPage> {
  const { lang } = useLocale();
  const key = accepted ? `${contentKeys.page(slug, lang)}:accepted` : contentKeys.page(slug, lang);
  return useContentReading(key, 'front/get_content_template', accepted ? { slug, accepted } : { slug });
}

/** `POST front/get_faq_template`: the FAQ, grouped. */
export function useFaq(): ContentState<Faq> {
  const { lang } = useLocale();
  return useContentReading(contentKeys.faq(lang), 'front/get_faq_template', {});
}

/** `POST front/get_slider`: the home carousel's slides. */
export function useSlider(): ContentState<Slider> {
  const { lang } = useLocale();
  return useContentReading(contentKeys.slider(lang), 'front/get_slider', {});
}
