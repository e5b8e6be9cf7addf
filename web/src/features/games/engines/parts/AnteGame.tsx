import type { ReactNode } from 'react';
import type { RoundView } from '../../../../api/generated/api';
import type { Action, GameBet } from '../../../../wasm/games/casino_games_wasm';
import { useGameKit } from '../../play/GameKit';
import { RoundOutcome, useStake } from '../../play/controls';
import { StakeForm } from './StakeForm';
import { useEngineText } from './strings';
import type { Deal } from './useDeal';

/**
 * The frame of the poker games played against the dealer on an ante (casino hold'em, teen
 * patti, russian poker): the ante form between rounds; during one, Call and Fold with what calling adds; after
 * it, the total staked. The game draws the cards (children), dealt by `deal`: the outcome and
 * the decision wait for them.
 */
export function AnteGame<E extends 'casino_holdem' | 'teen_patti' | 'russian_poker'>({
  engine,
  config,
  round,
  busy,
  currency,
  minBet,
  maxBet,
  onBet,
  onAct,
  callAdds,
  deal,
  children,
}: {
  engine: E;
  config: unknown;
  round: RoundView | null;
  busy: boolean;
  currency: string;
  minBet: string;
  maxBet: string;
  onBet: (bet: { engine: E; stake: number }) => void;
  onAct: (action: Action) => void;
  /** What calling adds, in words ("twice the ante"). */
  callAdds: string;
  /** The deal of the round's step (`useDeal`). */
  deal: Deal;
  children: ReactNode;
}) {
  const t = useEngineText();
  const kit = useGameKit();
  const stake = useStake(minBet, currency);
  const open = !!round && !round.finished;
  const allowed = round?.allowed ?? [];

  const place = () => {
    const cents = stake.cents();
    if (cents === undefined) return;
    const bet = { engine, stake: cents };
    if (stake.accepts(config, bet as GameBet)) onBet(bet);
  };

  return (
    <div {...deal.root(`engine engine-${engine}`)}>
      {children}
      {round?.finished ? <p className="mb-0">{t('ante.staked', { amount: kit.money(round.stake, currency) })}</p> : null}
      <RoundOutcome round={round} pending={deal.moving} />
      {open ? (
        <div className="engine-actions" role="group" aria-label={t('ante.decision')}>
          {allowed.includes('call') ? (
            <button type="button" className="btn btn-secondary" disabled={busy || deal.moving} onClick={() => onAct({ type: 'call' })}>
              {t('ante.call', { adds: callAdds })}
            </button>
          ) : null}
          {allowed.includes('fold') ? (
            <button type="button" className="btn btn-outline-secondary" disabled={busy || deal.moving} onClick={() => onAct({ type: 'fold' })}>
              {t('ante.fold')}
            </button>
          ) : null}
        </div>
      ) : (
        <StakeForm stake={stake} currency={currency} minBet={minBet} maxBet={maxBet} busy={busy} submit={t('ante.deal')} onSubmit={place} stakeLabel={t('ante.hint', { adds: callAdds })} />
      )}
    </div>
  );
}
