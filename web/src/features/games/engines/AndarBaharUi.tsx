import type { AndarBaharConfig } from '../../../wasm/games/casino_games_wasm';
import { useGameKit } from '../play/GameKit';
import { PlayingCard, RoundOutcome } from '../play/controls';
import { CardRow } from './parts/CardRow';
import { times } from './parts/format';
import { SpotsForm } from './parts/SpotsForm';
import { useEngineText } from './parts/strings';
import { useAmounts } from './parts/useAmounts';
import { inTurns, spotsOf, useDeal } from './parts/useDeal';
import { betOf, viewOf } from './parts/view';
import type { EngineUiProps } from './types';
import './parts/engines.scss';

const SIDES = ['andar', 'bahar'] as const;

/**
 * Andar bahar: a joker is turned, then cards go to andar and bahar in turn until one matches
 * the joker's rank; that side wins. Bets on either side or both; the side dealt first pays less.
 */
export default function AndarBaharUi({ config, round, busy, currency, minBet, onBet }: EngineUiProps<AndarBaharConfig>) {
  const t = useEngineText();
  const kit = useGameKit();
  const amounts = useAmounts(SIDES, { andar: minBet }, currency);
  const view = viewOf(round, 'andar_bahar');
  const played = betOf(round, 'andar_bahar');
  const labels = { andar: t('andarBahar.andar'), bahar: t('andarBahar.bahar') };
  // The joker, then a card to each side in turn, the side dealt first leading.
  const order = view?.first === 'bahar' ? (['bahar', 'andar'] as const) : SIDES;
  const deal = useDeal(round, view ? [{ key: 'joker', code: view.joker }, ...inTurns(...order.map((s) => spotsOf(s, view[s])))] : []);
  const moving = deal.moving;
  const first = times(kit.rules, config.first_side_return);
  const second = times(kit.rules, config.second_side_return);

  const rules =
    config.first === 'joker_colour'
      ? t('andarBahar.rulesColour', { first, second })
      : t('andarBahar.rulesFixed', { side: labels[config.first], other: labels[config.first === 'andar' ? 'bahar' : 'andar'], first, second });

  const place = () => {
    const cents = amounts.cents();
    if (!cents) return;
    const bet = { engine: 'andar_bahar' as const, ...cents };
    if (amounts.accepts(config, bet)) onBet(bet);
  };

  return (
    <div {...deal.root('engine engine-andar-bahar')}>
      {view ? (
        <div>
          <div className="engine-hand">
            <p className="engine-hand-label">{t('andarBahar.joker')}</p>
            <div className="play-cards">
              <PlayingCard code={view.joker} dealIndex={deal.turn('joker')} />
            </div>
          </div>
          <div className="engine-hands mt-2">
            {SIDES.map((s) => (
              <CardRow key={s} label={labels[s]} cards={view[s]} extra={view.first === s ? t('andarBahar.dealtFirst') : undefined} turn={(i) => deal.turn(`${s}${i}`)} />
            ))}
          </div>
          {moving ? null : <p className="engine-big mt-2">{t('andarBahar.won', { side: labels[view.winner] })}</p>}
          {played && !moving ? (
            <ul className="engine-details" aria-label={t('baccarat.returns')}>
              {SIDES.filter((s) => played[s] > 0).map((s) => (
                <li key={s}>
                  {t('layout.betLine', { bet: labels[s], stake: kit.cents(played[s], currency) })} {view.wins[s] > 0 ? <strong>{kit.cents(view.wins[s], currency)}</strong> : t('layout.lost')}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <RoundOutcome round={round} pending={moving} />
      <p className="mb-0 text-body-secondary">{rules}</p>
      <SpotsForm
        spots={SIDES}
        amounts={amounts}
        labels={labels}
        currency={currency}
        limits={t('spots.limitsSide', { min: kit.cents(config.min_bet, currency), max: kit.cents(config.max_bet, currency) })}
        busy={busy}
        submit={t('baccarat.deal')}
        onSubmit={place}
      />
    </div>
  );
}
