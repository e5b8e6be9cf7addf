import { useMutation } from '@tanstack/react-query';
import { request } from '../../../api/client';
import type { ContentKey, Done } from '../../../api/generated/api';
import { useRefreshContent } from './getSiteContent';

/** `POST admin/remove_site_content`: hides an item in one language, or in every language when `locale` is ''. */
export function removeSiteContent(body: ContentKey): Promise<Done> {
  return request('admin/remove_site_content', { body });
}

/** Removes an item in one language, or in every language (`locale` ''); the list is read again. */
export function useRemoveContent() {
  const refresh = useRefreshContent();
  return useMutation({ mutationFn: removeSiteContent, onSuccess: refresh });
}
