import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addCurrency } from '../walletApi';
import { putBalance } from '../../../lib/balance';

/** `front/add_currency`: opens a wallet in another currency; the answer is the new balance. */
export function useAddCurrency() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (currency: string) => addCurrency({ currency }),
    onSuccess: (balance) => putBalance(client, balance),
  });
}
