import { useCallback } from 'react';
import { request } from '../api/client';
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

/** A call in the page's language (the API client sends it), its failure kept as a value. */
function reader<T>(call: string, body: object): () => Promise<ContentReading<T>> {
  return () =>
    request<T>(call, { body }).then(
      (data) => ({ data }),
      (error: unknown) => ({ failure: failureOf(error), status: statusOf(error) }),
    );
}

function useContentReading<T>(key: string, call: string, body: object): ContentState<T> {
  const read = reader<T>(call, body);
  const reading = useVisitReading(key, read);
  // The reader is rebuilt every render; retrying only needs the current one.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const retry = useCallback(() => rereadVisit(key, read), [key]);
  if (!reading) return { missing: false, retry };
  if ('data' in reading) return { data: reading.data, missing: false, retry };
  return { failure: reading.failure, missing: reading.status === 404, retry };
}

/** `POST front/get_content_template`: a page in the page's language (else French, else English). */
export function useContentPage(slug: string): ContentState<ContentPage> {
  const { lang } = useLocale();
  return useContentReading(contentKeys.page(slug, lang), 'front/get_content_template', { slug });
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
