import { request } from '../../api/client';
import type { BalanceView, CurrencyRequest } from '../../api/generated/api';

/** `POST front/add_currency`: opens a wallet in another currency; answers the new balance. */
export function addCurrency(body: CurrencyRequest): Promise<BalanceView> {
  return request('front/add_currency', { body });
}
