import type { PokerHandsCategory, RussianPokerConfig } from '../../../wasm/games/casino_games_wasm';
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
 * Russian poker (Caribbean stud rules): an ante, five cards each with one dealer card up; the
 * player calls (twice the ante) or folds; the dealer qualifies with ace-king high.
 */
export default function RussianPokerUi(props: EngineUiProps<RussianPokerConfig>) {
  const t = useEngineText();
  const tp = usePlayText();
  const callPays = useGameKit().paytable(props.config);
  const view = viewOf(props.round, 'russian_poker');
  const open = !!props.round && !props.round.finished;
  // Five cards each in turn, the dealer's first face up; the others turned once the round is over.
  const deal = useDeal(props.round, view ? inTurns(spotsOf('p', view.player), spotsOf('d', view.dealer, 5 - view.dealer.length)) : []);
  const moving = deal.moving;
  const hand = (c: PokerHandsCategory) => (c === 'high_card' || c === 'pair' ? t(`holdem.category.${c}`) : tp(`hands.${c}`));

  return (
    <AnteGame engine="russian_poker" {...props} callAdds={t('holdem.callAdds')} deal={deal}>
      {view ? (
        <div className="engine-hands">
          <CardRow
            label={t('ante.dealer')}
            cards={view.dealer}
            faceDown={5 - view.dealer.length}
            extra={view.dealer_hand && !moving ? hand(view.dealer_hand) : undefined}
            turn={(i) => deal.turn(`d${i}`)}
          />
          <CardRow label={t('ante.you')} cards={view.player} extra={moving ? undefined : hand(view.player_hand)} turn={(i) => deal.turn(`p${i}`)} />
        </div>
      ) : null}
      {view?.outcome && !moving ? <p className="engine-big">{t(`ante.outcome.${view.outcome}`)}</p> : null}
      {!open ? (
        <table className="table table-sm engine-table">
          <caption>{t('russianPoker.paytable')}</caption>
          <tbody>
            {callPays.map(({ key, to_one }) => (
              <tr key={String(key)}>
                <th scope="row">{hand(key as PokerHandsCategory)}</th>
                <td>{to_one}:1</td>
              </tr>
            ))}
            <tr>
              <th scope="row">{t('russianPoker.pairOrAceKing')}</th>
              <td>1:1</td>
            </tr>
          </tbody>
        </table>
      ) : null}
    </AnteGame>
  );
}
