import { request } from '../../../api/client';
import type { LimitsUpdate, ResponsibleAnswer } from '../../../api/generated/api';

/**
 * `POST front/set_limits`: the deposit limits and the loss limits as typed (empty for none). The
 * loss limits change only when all three are sent, so the form always sends all six. The server
 * applies a lower or new limit at once and makes a higher or removed one wait 24 hours.
 */
export function setLimits(body: LimitsUpdate): Promise<ResponsibleAnswer> {
  return request('front/set_limits', { body });
}
