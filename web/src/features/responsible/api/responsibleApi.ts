import { request } from '../../../api/client';
import type { BreakRequest, LimitsUpdate, ResponsibleAnswer, ResponsibleView, SessionLimitRequest } from '../../../api/generated/api';

/** `POST front/get_responsible_gaming`: the deposit and loss limits (in force, used, waiting) and the break running, if any. */
export function getResponsibleGaming(signal?: AbortSignal): Promise<ResponsibleView> {
  return request('front/get_responsible_gaming', { body: {}, signal });
}

/**
 * `POST front/set_limits`: the deposit limits and the loss limits as typed (empty for none). The
 * loss limits change only when all three are sent, so the form always sends all six. The server
 * applies a lower or new limit at once and makes a higher or removed one wait 24 hours.
 */
export function setLimits(body: LimitsUpdate): Promise<ResponsibleAnswer> {
  return request('front/set_limits', { body });
}

/**
 * `POST front/set_session_limit`: the longest a session (from sign-in) may last, in minutes, one
 * of the choices the server offers (empty for none). The server applies a shorter or first limit
 * at once and makes a longer one, or its removal, wait 24 hours.
 */
export function setSessionLimit(body: SessionLimitRequest): Promise<ResponsibleAnswer> {
  return request('front/set_session_limit', { body });
}

/** `POST front/take_break`: a time-out (`length` in hours) or a self-exclusion (in days), from now. */
export function takeBreak(body: BreakRequest): Promise<ResponsibleAnswer> {
  return request('front/take_break', { body });
}
