import { request } from '../../api/client';
import type { Done, Valid } from '../../api/generated/api';
import type { RegistrationForm } from '../../core/rules';

/** `POST front/register_player`: 201 `player_created`, and the welcome e-mail is on its way. */
export function registerPlayer(form: RegistrationForm): Promise<Done> {
  return request('front/register_player', { body: form, anonymous: true });
}

/** `POST front/validate_player_name`: resolves when nobody has the name (409 `account_exists`). */
export function validatePlayerName(username: string): Promise<Valid> {
  return request('front/validate_player_name', { body: { username }, anonymous: true });
}

/** `POST front/validate_promo_code`: resolves when the code exists (422 `promo_code_invalid`). */
export function validatePromoCode(code: string): Promise<Valid> {
  return request('front/validate_promo_code', { body: { code }, anonymous: true });
}

/** `POST front/activate_player`: consumes the welcome e-mail's link (410 `activation_link_invalid`). */
export function activatePlayer(token: string): Promise<Done> {
  return request('front/activate_player', { body: { token }, anonymous: true });
}
