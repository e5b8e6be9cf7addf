import { useEffect } from 'react';
import { clearBalance, refreshBalance, setBalance } from './balanceStore';
import { realtime } from './realtime';

/**
 * While mounted (a player is signed in): reads the balance, opens the realtime socket and applies
 * the balances it pushes; a reconnected socket reads the balance again (events may have been
 * missed). Unmounting (sign-out) closes the socket and forgets the balance.
 */
export function useWalletSync(playerId: string): void {
  useEffect(() => {
    void refreshBalance();
    const offEvent = realtime.subscribe((event) => {
      if (event.type === 'balance') setBalance(event.balance);
    });
    const offReconnect = realtime.onReconnect(() => void refreshBalance());
    realtime.start();
    return () => {
      offEvent();
      offReconnect();
      realtime.stop();
      clearBalance();
    };
  }, [playerId]);
}
