import { useQuery } from '@tanstack/react-query';
import { request } from '../../../api/client';
import type { Currency, DepositBonusList, DepositBonusRequest } from '../../../api/generated/api';

/** `POST front/get_deposit_bonuses`: the bonuses a deposit in a currency may carry now. */
export function getDepositBonuses(body: DepositBonusRequest, signal?: AbortSignal): Promise<DepositBonusList> {
  return request('front/get_deposit_bonuses', { body, signal });
}

/** Every currency's offers: a credited deposit has them all read again. */
export const DEPOSIT_BONUSES_KEY = ['payment', 'deposit-bonuses'] as const;

/**
 * The bonuses a deposit in `currency` may carry now (`front/get_deposit_bonuses`): none while a
 * bonus is active. Read again for every currency and every visit of the tab (an offer taken by a
 * deposit is gone).
 */
export function useDepositBonuses(currency: Currency | null) {
  return useQuery({
    queryKey: [...DEPOSIT_BONUSES_KEY, currency],
    queryFn: ({ signal }) => getDepositBonuses({ currency: currency! }, signal).then((list) => list.offers),
    enabled: currency !== null,
    gcTime: 0,
  });
}
