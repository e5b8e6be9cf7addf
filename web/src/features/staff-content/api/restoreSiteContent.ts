import { useMutation } from '@tanstack/react-query';
import { request } from '../../../api/client';
import type { ContentVersion } from '../../../api/generated/api';
import { useRefreshContent } from './getSiteContent';

/** `POST admin/restore_site_content`: a version's words (`id`) saved again as the newest version. */
export function restoreSiteContent(id: string): Promise<ContentVersion> {
  return request('admin/restore_site_content', { body: { id } });
}

/** Saves an older version's words as the newest; the list and the versions are read again. */
export function useRestoreContent() {
  const refresh = useRefreshContent();
  return useMutation({ mutationFn: restoreSiteContent, onSuccess: refresh });
}
