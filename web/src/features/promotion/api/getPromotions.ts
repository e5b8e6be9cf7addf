import { request } from '../../../api/client';
import type { PromotionPage, PromotionRequest } from '../../../api/generated/api';

/** The fields of `front/get_promotion_template` that are set: an absent one is the server's default. */
export type PromotionBody = Partial<PromotionRequest>;

/** `POST front/get_promotion_template`: a page of the promotions, or the one `id` names. */
export function getPromotions(body: PromotionBody, signal?: AbortSignal): Promise<PromotionPage> {
  return request('front/get_promotion_template', { body, signal });
}
