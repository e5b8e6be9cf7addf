import { request } from '../../../api/client';
import type { ChangePasswordRequest, PasswordChanged } from '../../../api/generated/api';

/** `POST front/update_player_password`: ends every other session and answers this one's new token. */
export function updatePlayerPassword(body: ChangePasswordRequest): Promise<PasswordChanged> {
  return request('front/update_player_password', { body });
}
