import { request } from '../../../api/client';
import type { Done } from '../../../api/generated/api';

/** `POST front/resend_activation`: the welcome e-mail again, with a new link (3 an hour). */
export function resendActivation(): Promise<Done> {
  return request('front/resend_activation', { body: {} });
}
