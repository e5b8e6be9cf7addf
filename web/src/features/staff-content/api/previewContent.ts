import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { request } from '../../../api/client';
import type { PreviewAnswer, PreviewRequest } from '../../../api/generated/api';

/** The editor's previews, apart from the content: a save does not render them again. */
const PREVIEW_KEY = ['admin', 'contentPreview'] as const;
/** How long the text must rest before it is previewed (ms). */
export const PREVIEW_DELAY_MS = 400;

/** `POST admin/preview_content`: Markdown rendered and sanitised as the site shows it. */
export function previewContent(body: PreviewRequest, signal?: AbortSignal): Promise<PreviewAnswer> {
  return request('admin/preview_content', { body, signal });
}

/** `value` once it has not changed for `ms`. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The editor's live preview of `body` in `locale` (`admin/preview_content`), once the text has
 * rested ~400 ms; the last preview stays on screen while the next one is read. Nothing is asked
 * for an empty text, nor while `enabled` is false.
 */
export function useContentPreview(body: string, locale: string, enabled = true) {
  const settled = useSettled(body, PREVIEW_DELAY_MS);
  const wanted = enabled && settled.trim() !== '';
  const query = useQuery({
    queryKey: [...PREVIEW_KEY, locale, settled],
    queryFn: ({ signal }) => previewContent({ body: settled, locale }, signal),
    enabled: wanted,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    gcTime: 60_000,
  });
  return {
    /** The sanitised HTML of the last preview (none for an empty text). */
    html: wanted ? (query.data?.html ?? null) : null,
    /** The text changed since, or its preview is being read. */
    pending: settled !== body || (wanted && query.isFetching),
    failed: wanted && query.isError,
  };
}
