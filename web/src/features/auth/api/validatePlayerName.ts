import { request } from '../../../api/client';
import type { Valid } from '../../../api/generated/api';

/** `POST front/validate_player_name`: resolves when nobody has the name (409 `account_exists`). */
export function validatePlayerName(username: string): Promise<Valid> {
  return request('front/validate_player_name', { body: { username }, anonymous: true });
}
