import { request } from '../../../api/client';
import type { ResponsibleAnswer, SessionLimitRequest } from '../../../api/generated/api';

/**
 * `POST front/set_session_limit`: the longest a session (from sign-in) may last, in minutes, one
 * of the choices the server offers (empty for none). The server applies a shorter or first limit
 * at once and makes a longer one, or its removal, wait 24 hours.
 */
export function setSessionLimit(body: SessionLimitRequest): Promise<ResponsibleAnswer> {
  return request('front/set_session_limit', { body });
}
