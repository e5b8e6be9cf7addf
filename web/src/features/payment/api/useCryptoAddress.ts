import { useQuery } from '@tanstack/react-query';
import { withMinDelay } from '../../../api/client';
import { PLAYER_QUERIES } from '../../../lib/queryClient';
import { generateWallet } from '../paymentApi';

/** The player's deposit address for a crypto asset (`payment/generate_wallet`); `attempt` is bumped by "try again". */
export function useCryptoAddress(asset: 'BTC' | 'USDT', attempt: number) {
  return useQuery({
    queryKey: [...PLAYER_QUERIES, 'crypto-address', asset, attempt],
    queryFn: ({ signal }) => withMinDelay(generateWallet({ asset }, signal)),
    gcTime: 0,
  });
}
