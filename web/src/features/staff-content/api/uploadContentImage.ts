import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../api/client';
import type { ContentImage } from '../../../api/generated/api';
import { STAFF_LOG_KEY } from '../../../lib/staff/queryKeys';

/**
 * `POST admin/upload_content_image`: a picture for the content, the file itself as the body
 * (PNG, JPEG, GIF or WebP, 2 MB at most: 422 `image_invalid`, 413 `image_too_large`). Kept under
 * its own hash; answers the path the site serves it at.
 */
export function uploadContentImage(file: Blob): Promise<ContentImage> {
  return request('admin/upload_content_image', { rawBody: file });
}

/** Sends a picture for the content (its path on the site); the staff log, which records it, is read again. */
export function useUploadContentImage() {
  const client = useQueryClient();
  return useMutation({ mutationFn: uploadContentImage, onSuccess: () => client.invalidateQueries({ queryKey: STAFF_LOG_KEY }) });
}
