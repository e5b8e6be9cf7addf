import { request } from '../../../api/client';
import type { Done } from '../../../api/generated/api';
import type { RegistrationForm } from '../../../core/rules';

/** `POST front/register_player`: 201 `player_created`, and the welcome e-mail is on its way. */
export function registerPlayer(form: RegistrationForm): Promise<Done> {
  return request('front/register_player', { body: form, anonymous: true });
}
