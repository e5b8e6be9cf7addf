import { request } from '../../api/client';
import type { BalanceView, CurrencyRequest } from '../../api/generated/api';

/** `POST front/get_player_balance`: every wallet of the player, the main one first. */
export function getPlayerBalance(signal?: AbortSignal): Promise<BalanceView> {
  return request<BalanceView>('front/get_player_balance', { body: {}, signal });
}

/** `POST front/add_currency`: opens a wallet in another currency; answers the new balance. */
export function addCurrency(body: CurrencyRequest): Promise<BalanceView> {
  return request<BalanceView>('front/add_currency', { body });
}
