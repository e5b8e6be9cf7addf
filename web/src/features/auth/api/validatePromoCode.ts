import { request } from '../../../api/client';
import type { Valid } from '../../../api/generated/api';

/** `POST front/validate_promo_code`: resolves when the code exists (422 `promo_code_invalid`). */
export function validatePromoCode(code: string): Promise<Valid> {
  return request('front/validate_promo_code', { body: { code }, anonymous: true });
}
