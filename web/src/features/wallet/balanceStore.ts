// The player's balance (client state `balanceInfo` of the spec), shared by the header and the
// money screens: read from `front/get_player_balance`, then kept current by the realtime socket.
import { useSyncExternalStore } from 'react';
import type { BalanceView } from '../../api/generated/api';
import { getPlayerBalance } from './walletApi';

export interface BalanceState {
  /** The wallets, the main one first; null until the first answer. */
  balance: BalanceView | null;
  /** The last load failed and nothing is known. */
  failed: boolean;
}

let state: BalanceState = { balance: null, failed: false };
const listeners = new Set<() => void>();
// Bumped by every change of the balance and by sign-out: an answer to a read started before a
// pushed update (or another session) is older than what is shown, and is dropped.
let version = 0;

function emit(next: BalanceState): void {
  state = next;
  listeners.forEach((l) => l());
}

export function setBalance(balance: BalanceView): void {
  version += 1;
  emit({ balance, failed: false });
}

/** Forgets the balance (sign-out). */
export function clearBalance(): void {
  version += 1;
  emit({ balance: null, failed: false });
}

/** Reads the balance from the server; a failure keeps what is shown (or marks it unknown). */
export async function refreshBalance(): Promise<void> {
  const started = version;
  try {
    const balance = await getPlayerBalance();
    if (version === started) setBalance(balance);
  } catch {
    if (version === started && state.balance === null) emit({ balance: null, failed: true });
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => state;

export function useBalance(): BalanceState {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
