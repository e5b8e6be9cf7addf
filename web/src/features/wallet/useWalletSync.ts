import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { PLAYER_QUERIES } from '../../lib/queryClient';
import { BALANCE_KEY, putBalance } from '../../lib/balance';
import { realtime } from '../../lib/realtime';

/**
 * While mounted (a player is signed in): opens the realtime socket and writes the balances it
 * pushes into the query cache; a reconnected socket has the balance read again (events may have
 * been missed). Unmounting (sign-out) closes the socket and forgets the player's queries.
 */
export function useWalletSync(playerId: string): void {
  const client = useQueryClient();
  useEffect(() => {
    const offEvent = realtime.subscribe((event) => {
      if (event.type === 'balance') void putBalance(client, event.balance);
    });
    const offReconnect = realtime.onReconnect(() => void client.invalidateQueries({ queryKey: BALANCE_KEY }));
    realtime.start();
    return () => {
      offEvent();
      offReconnect();
      realtime.stop();
      client.removeQueries({ queryKey: PLAYER_QUERIES });
    };
  }, [client, playerId]);
}
