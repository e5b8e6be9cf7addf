import { request } from '../../../api/client';
import type { Done, NewPasswordRequest } from '../../../api/generated/api';

/** `POST front/set_player_password`: the new password, with the token of the e-mail's link. */
export function setPassword(body: NewPasswordRequest): Promise<Done> {
  return request('front/set_player_password', { body, anonymous: true });
}
