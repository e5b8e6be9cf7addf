import { useState } from 'react';
import type { VideoPokerConfig } from '../../../wasm/games/casino_games_wasm';
import { useGameKit } from '../play/GameKit';
import { PlayingCard, RoundOutcome, useStake } from '../play/controls';
import { usePlayText } from '../play/strings';
import { StakeForm } from './parts/StakeForm';
import { useEngineText } from './parts/strings';
import { spotsOf, useDeal } from './parts/useDeal';
import { viewOf } from './parts/view';
import type { EngineUiProps } from './types';
import './parts/engines.scss';

type Held = [boolean, boolean, boolean, boolean, boolean];
const NONE: Held = [false, false, false, false, false];

/**
 * Video poker (Jacks or Better): five cards are dealt, the player holds any of them (the hand
 * they already make is named), the others are replaced once, and the final hand pays by the table.
 */
export default function VideoPokerUi({ config, round, busy, currency, minBet, maxBet, onBet, onAct }: EngineUiProps<VideoPokerConfig>) {
  const t = useEngineText();
  const tp = usePlayText();
  const kit = useGameKit();
  const stake = useStake(minBet, currency);
  const view = viewOf(round, 'video_poker');
  const open = !!round && !round.finished && !!view && round.allowed.includes('hold');
  // The holds belong to the round they were chosen in.
  const [holds, setHolds] = useState<{ round: string | null; held: Held }>({ round: null, held: NONE });
  const held = open && holds.round === round?.id ? holds.held : (view?.held ?? NONE);

  // Five cards dealt, then those the draw replaced (the held ones stay where they are); the hand
  // they make is named once they are down.
  const deal = useDeal(round, view ? spotsOf('c', view.cards) : []);
  const moving = deal.moving;

  const toggle = (i: number) => setHolds({ round: round?.id ?? null, held: held.map((h, j) => (j === i ? !h : h)) as Held });

  const place = () => {
    const cents = stake.cents();
    if (cents === undefined) return;
    const bet = { engine: 'video_poker' as const, stake: cents };
    if (stake.accepts(config, bet)) onBet(bet);
  };

  const handName = view?.hand ? tp(`hands.${view.hand}`) : t('poker.nothing');

  return (
    <div {...deal.root('engine engine-video-poker')}>
      {view ? (
        <div>
          <p className="engine-hand-label">{moving ? '\u00a0' : open ? t('poker.dealt', { hand: handName }) : t('poker.final', { hand: handName })}</p>
          {open ? (
            <div className="vp-cards" role="group" aria-label={t('poker.holdLabel')}>
              {view.cards.map((c, i) => (
                <button key={i} type="button" className="vp-card" aria-pressed={held[i]} disabled={busy || moving} onClick={() => toggle(i)}>
                  <PlayingCard code={c} dealIndex={deal.turn(`c${i}`)} />
                  <span className="vp-hold">{held[i] ? t('poker.held') : t('poker.hold')}</span>
                </button>
              ))}
            </div>
          ) : (
            <ul className="vp-cards" aria-label={t('poker.cards')}>
              {view.cards.map((c, i) => (
                <li key={i} className={view.held?.[i] ? 'vp-card is-held' : 'vp-card'}>
                  <PlayingCard code={c} dealIndex={deal.turn(`c${i}`)} />
                  {view.held?.[i] ? <span className="vp-hold">{t('poker.held')}</span> : null}
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
      <RoundOutcome round={round} pending={moving} />

      {open ? (
        <div className="engine-actions">
          <button type="button" className="btn btn-secondary" disabled={busy || moving} onClick={() => onAct({ type: 'hold', held })}>
            {t('poker.draw')}
          </button>
        </div>
      ) : (
        <StakeForm stake={stake} currency={currency} minBet={minBet} maxBet={maxBet} busy={busy} submit={t('poker.deal')} onSubmit={place} />
      )}

      <table className="table table-sm engine-table">
        <caption>{t('poker.paytable')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('poker.handColumn')}</th>
            <th scope="col">{t('poker.paysColumn')}</th>
          </tr>
        </thead>
        <tbody>
          {kit.paytable(config).map(({ key, to_one }) => (
            <tr key={String(key)} className={view?.hand === key && !moving ? 'is-current' : ''}>
              <td>{tp(`hands.${String(key)}`)}</td>
              <td>×{to_one}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
