import type { CasinoHoldemConfig } from '../../../wasm/games/casino_games_wasm';
import { useGameKit } from '../play/GameKit';
import { usePlayText } from '../play/strings';
import { AnteGame } from './parts/AnteGame';
import { CardRow } from './parts/CardRow';
import { useEngineText } from './parts/strings';
import { inTurns, spotsOf, useDeal } from './parts/useDeal';
import { viewOf } from './parts/view';
import type { EngineUiProps } from './types';
import './parts/engines.scss';

/**
 * Casino hold'em: an ante, two cards each and the flop; the player calls (twice the ante) or
 * folds; the turn and the river follow and the best five of seven meet the dealer's, who
 * qualifies with a pair of fours or better.
 */
export default function CasinoHoldemUi(props: EngineUiProps<CasinoHoldemConfig>) {
  const t = useEngineText();
  const tp = usePlayText();
  const antePays = useGameKit().paytable(props.config);
  const view = viewOf(props.round, 'casino_holdem');
  const open = !!props.round && !props.round.finished;
  // Two cards each in turn (the dealer's face down) and the flop; once called, the turn and the
  // river, then the dealer's cards turned.
  const down = view?.dealer.length === 0 ? 2 : 0;
  const player = view ? spotsOf('p', view.player) : [];
  const dealer = view ? spotsOf('d', view.dealer, down) : [];
  const board = view ? spotsOf('b', view.board, 5 - view.board.length) : [];
  const deal = useDeal(props.round, open ? [...inTurns(player, dealer), ...board] : [...player, ...board, ...dealer]);
  const moving = deal.moving;
  // The video poker names serve, but for the two categories below a paying hand.
  const hand = (c: string) => (c === 'high_card' || c === 'pair' ? t(`holdem.category.${c}`) : tp(`hands.${c}`));

  return (
    <AnteGame engine="casino_holdem" {...props} callAdds={t('holdem.callAdds')} deal={deal}>
      {view ? (
        <div className="engine-hands">
          <CardRow
            label={t('ante.dealer')}
            cards={view.dealer}
            faceDown={down}
            extra={view.dealer_hand && !moving ? hand(view.dealer_hand) : undefined}
            turn={(i) => deal.turn(`d${i}`)}
          />
          <CardRow label={t('holdem.board')} cards={view.board} faceDown={5 - view.board.length} turn={(i) => deal.turn(`b${i}`)} />
          <CardRow label={t('ante.you')} cards={view.player} extra={moving ? undefined : hand(view.player_hand)} turn={(i) => deal.turn(`p${i}`)} />
        </div>
      ) : null}
      {view?.outcome && !moving ? <p className="engine-big">{t(`ante.outcome.${view.outcome}`)}</p> : null}
      {!open ? (
        <table className="table table-sm engine-table">
          <caption>{t('holdem.paytable')}</caption>
          <tbody>
            {antePays.map(({ key, to_one }) => (
              <tr key={String(key)}>
                <th scope="row">{tp(`hands.${String(key)}`)}</th>
                <td>{to_one}:1</td>
              </tr>
            ))}
            <tr>
              <th scope="row">{t('holdem.straightOrLess')}</th>
              <td>1:1</td>
            </tr>
          </tbody>
        </table>
      ) : null}
    </AnteGame>
  );
}
