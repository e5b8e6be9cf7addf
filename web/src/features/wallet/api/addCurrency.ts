import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../api/client';
import type { BalanceView, Currency, CurrencyRequest } from '../../../api/generated/api';
import { putBalance } from '../../../lib/balance';

/** `POST front/add_currency`: opens a wallet in another currency; answers the new balance. */
export function addCurrency(body: CurrencyRequest): Promise<BalanceView> {
  return request('front/add_currency', { body });
}

/** Opens a wallet in `currency`; the balance it answers goes into the cache. */
export function useAddCurrency() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (currency: Currency) => addCurrency({ currency }),
    onSuccess: (balance) => putBalance(client, balance),
  });
}
