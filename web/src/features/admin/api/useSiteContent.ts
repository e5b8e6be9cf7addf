import { useEffect, useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { withMinDelay } from '../../../api/client';
import { statusOf } from '../../../api/errors';
import type { ContentDraft, ContentKey, ContentVersion } from '../../../api/generated/api';
import { loadRules } from '../../../core/rules';
import {
  createSiteContent,
  getContentHistory,
  getSiteContent,
  previewContent,
  removeSiteContent,
  restoreSiteContent,
  updateTemplate,
  uploadContentImage,
} from '../adminApi';
import { STAFF_LOG_KEY } from './getStaffActions';

/** The site's content and every item's versions: a change reads them all again. */
export const CONTENT_KEY = ['admin', 'content'] as const;
/** The editor's previews, apart: a save does not render them again. */
const PREVIEW_KEY = ['admin', 'contentPreview'] as const;
/** How long the text must rest before it is previewed (ms). */
export const PREVIEW_DELAY_MS = 400;

/**
 * Every item's newest version in every language (`admin/get_site_content`), the mails the site
 * sends with the placeholders each must keep (casino-core's list, in the editor's order), and the
 * rulebook that formats the dates. "Try again" is its `refetch`.
 */
export function useSiteContent() {
  return useQuery({
    queryKey: CONTENT_KEY,
    queryFn: async ({ signal }) => {
      const [rules, content] = await withMinDelay(Promise.all([loadRules(), getSiteContent(signal)]));
      return { rules, items: content.items, mails: content.mails };
    },
  });
}

/** An item's versions in one language, newest first (none read while `key` is null). */
export function useContentHistory(key: ContentKey | null) {
  return useQuery({
    queryKey: [...CONTENT_KEY, 'history', key?.kind, key?.slug, key?.locale],
    queryFn: async ({ signal }) => {
      const [rules, history] = await Promise.all([loadRules(), getContentHistory(key as ContentKey, signal)]);
      return { rules, versions: history.versions };
    },
    enabled: key !== null,
  });
}

/** The content and the staff log (which records every change) are read again. */
function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([client.invalidateQueries({ queryKey: CONTENT_KEY }), client.invalidateQueries({ queryKey: STAFF_LOG_KEY })]);
}

/**
 * Saves one language's version of an item: `create` for a new item or a translation, otherwise
 * the next version of the shown one (and, if it was removed meanwhile, its return). The list is
 * read again before the promise settles.
 */
export function useSaveContent() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ draft, create }: { draft: ContentDraft; create: boolean }): Promise<ContentVersion> => {
      if (create) return createSiteContent(draft);
      try {
        return await updateTemplate(draft);
      } catch (e) {
        // 404: the item is no longer shown in this language: this version brings it back.
        if (statusOf(e) === 404) return createSiteContent(draft);
        throw e;
      }
    },
    onSuccess: refresh,
  });
}

/** Removes an item in one language, or in every language (`locale` ''); the list is read again. */
export function useRemoveContent() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: removeSiteContent, onSuccess: refresh });
}

/** Saves an older version's words as the newest; the list and the versions are read again. */
export function useRestoreContent() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: restoreSiteContent, onSuccess: refresh });
}

/** Sends a picture for the content (its path on the site); the staff log, which records it, is read again. */
export function useUploadContentImage() {
  const client = useQueryClient();
  return useMutation({ mutationFn: uploadContentImage, onSuccess: () => client.invalidateQueries({ queryKey: STAFF_LOG_KEY }) });
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
