import { useQuery } from '@tanstack/react-query';
import { request, withMinDelay } from '../../../api/client';
import type { CryptoWallet, WalletRequest } from '../../../api/generated/api';
import { PLAYER_QUERIES } from '../../../lib/queryClient';

/** `POST front/generate_wallet`: the player's own deposit address for BTC or USDT. */
export function generateWallet(body: WalletRequest, signal?: AbortSignal): Promise<CryptoWallet> {
  return request('front/generate_wallet', { body, signal });
}

/** The player's deposit address for a crypto asset (`payment/generate_wallet`); `attempt` is bumped by "try again". */
export function useCryptoAddress(asset: 'BTC' | 'USDT', attempt: number) {
  return useQuery({
    queryKey: [...PLAYER_QUERIES, 'crypto-address', asset, attempt],
    queryFn: ({ signal }) => withMinDelay(generateWallet({ asset }, signal)),
    gcTime: 0,
  });
}
