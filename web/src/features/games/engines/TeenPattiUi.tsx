import type { TeenPattiConfig } from '../../../wasm/games/casino_games_wasm';
import { useGameKit } from '../play/GameKit';
import { usePlayText } from '../play/strings';
import { AnteGame } from './parts/AnteGame';
import { CardRow } from './parts/CardRow';
import { useEngineText } from './parts/strings';
import { inTurns, spotsOf, useDeal } from './parts/useDeal';
import { viewOf } from './parts/view';
import type { EngineUiProps } from './types';
import './parts/engines.scss';

const CATEGORIES = ['high_card', 'pair', 'colour', 'sequence', 'pure_sequence', 'trail'] as const;

/**
 * Teen patti against the dealer: an ante, three cards; the player calls (as much again) or
 * folds; the dealer qualifies with queen high. A called hand also collects the ante bonus of
 * its category.
 */
export default function TeenPattiUi(props: EngineUiProps<TeenPattiConfig>) {
  const t = useEngineText();
  const tp = usePlayText();
  const kit = useGameKit();
  const view = viewOf(props.round, 'teen_patti');
  const open = !!props.round && !props.round.finished;
  // A card each in turn, the dealer's face down until the round is over.
  const down = view?.dealer.length === 0 ? 3 : 0;
  const deal = useDeal(props.round, view ? inTurns(spotsOf('p', view.player), spotsOf('d', view.dealer, down)) : []);
  const moving = deal.moving;
  const bonuses = CATEGORIES.map((c, i) => [c, props.config.ante_bonus[i] ?? 0] as const).filter(([, b]) => b > 0);

  return (
    <AnteGame engine="teen_patti" {...props} callAdds={t('teenPatti.callAdds')} deal={deal}>
      {view ? (
        <div className="engine-hands">
          <CardRow
            label={t('ante.dealer')}
            cards={view.dealer}
            faceDown={down}
            extra={view.dealer_hand && !moving ? tp(`hands3.${view.dealer_hand}`) : undefined}
            turn={(i) => deal.turn(`d${i}`)}
          />
          <CardRow label={t('ante.you')} cards={view.player} extra={moving ? undefined : tp(`hands3.${view.player_hand}`)} turn={(i) => deal.turn(`p${i}`)} />
        </div>
      ) : null}
      {view?.outcome && !moving ? <p className="engine-big">{t(`ante.outcome.${view.outcome}`)}</p> : null}
      {view && view.bonus > 0 && !moving ? <p className="mb-0">{t('teenPatti.bonusPaid', { amount: kit.cents(view.bonus, props.currency) })}</p> : null}
      {!open && bonuses.length > 0 ? (
        <table className="table table-sm engine-table">
          <caption>{t('teenPatti.bonus')}</caption>
          <tbody>
            {bonuses.map(([c, b]) => (
              <tr key={c}>
                <th scope="row">{tp(`hands3.${c}`)}</th>
                <td>{b}:1</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </AnteGame>
  );
}
