import { useQuery } from '@tanstack/react-query';
import { getDepositBonuses } from '../paymentApi';

/**
 * The bonuses a deposit in `currency` may carry now (`front/get_deposit_bonuses`): none while a
 * bonus is active. Read again for every currency and every visit of the tab (an offer taken by a
 * deposit is gone).
 */
export function useDepositBonuses(currency: string | null) {
  return useQuery({
    queryKey: ['payment', 'deposit-bonuses', currency],
    queryFn: ({ signal }) => getDepositBonuses({ currency: currency! }, signal).then((list) => list.offers),
    enabled: currency !== null,
    gcTime: 0,
  });
}
