import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { request } from '../../../api/client';
import { statusOf } from '../../../api/errors';
import type { BetRequest, RoundView } from '../../../api/generated/api';
import { newIdempotencyKey } from '../../../api/idempotency';
import type { GameBet } from '../../../core/games';
import type { Mode } from '../play/funSession';

/** `POST game/bet`: opens a round (one idempotency key per bet, sent again on a retry). */
export function placeBet(body: BetRequest): Promise<RoundView> {
  return request('game/bet', { body });
}

export interface BetIntent {
  game_id: string;
  mode: Mode;
  fun_session: string | null;
  bet: GameBet;
}

/**
 * `game/bet`: opens a round. One idempotency key per bet: a bet whose answer never came (network,
 * time-out) sent again reuses it, so the server plays it at most once; any answer settles it.
 */
export function usePlaceBet() {
  const pending = useRef<{ bet: string; key: string } | null>(null);
  return useMutation({
    mutationFn: (intent: BetIntent) => {
      const bet = JSON.stringify(intent.bet);
      const key = pending.current?.bet === bet ? pending.current.key : newIdempotencyKey();
      pending.current = { bet, key };
      return placeBet({ ...intent, idempotency_key: key });
    },
    onSuccess: () => {
      pending.current = null;
    },
    onError: (e) => {
      if (statusOf(e) !== 0) pending.current = null;
    },
  });
}
