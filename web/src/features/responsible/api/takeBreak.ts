import { request } from '../../../api/client';
import type { BreakRequest, ResponsibleAnswer } from '../../../api/generated/api';

/** `POST front/take_break`: a time-out (`length` in hours) or a self-exclusion (in days), from now. */
export function takeBreak(body: BreakRequest): Promise<ResponsibleAnswer> {
  return request('front/take_break', { body });
}
