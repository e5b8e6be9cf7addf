import { request } from '../../../api/client';
import type { ContentDraft, ContentVersion } from '../../../api/generated/api';

/**
 * `POST admin/create_site_content`: an item's first version in a language (a new FAQ entry or
 * slide, a translation, or its return after a removal). 409 `content_exists` if it is shown there.
 */
export function createSiteContent(body: ContentDraft): Promise<ContentVersion> {
  return request('admin/create_site_content', { body });
}
