import { useMutation } from '@tanstack/react-query';
import { request } from '../../../api/client';
import { statusOf } from '../../../api/errors';
import type { ContentDraft, ContentVersion } from '../../../api/generated/api';
import { createSiteContent } from './createSiteContent';
import { useRefreshContent } from './getSiteContent';

/** `POST admin/update_template`: the next version of an item shown in that language (404 otherwise). */
export function updateTemplate(body: ContentDraft): Promise<ContentVersion> {
  return request('admin/update_template', { body });
}

/**
 * Saves one language's version of an item: `create` for a new item or a translation, otherwise
 * the next version of the shown one (and, if it was removed meanwhile, its return). The list is
 * read again before the promise settles.
 */
export function useSaveContent() {
  const refresh = useRefreshContent();
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
