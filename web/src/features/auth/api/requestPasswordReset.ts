import { request } from '../../../api/client';
import type { Done } from '../../../api/generated/api';

/** `POST front/reset_player_password`: e-mails a reset link to the account named by username or e-mail. */
export function requestPasswordReset(username: string): Promise<Done> {
  return request('front/reset_player_password', { body: { username: username.trim() }, anonymous: true });
}
