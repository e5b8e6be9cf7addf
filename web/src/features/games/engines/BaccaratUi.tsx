import type { BaccaratConfig } from '../../../wasm/games/casino_games_wasm';
import { useGameKit } from '../play/GameKit';
import { RoundOutcome } from '../play/controls';
import { CardRow } from './parts/CardRow';
import { SpotReturns } from './parts/SpotReturns';
import { SpotsForm } from './parts/SpotsForm';
import { useEngineText } from './parts/strings';
import { useAmounts } from './parts/useAmounts';
import { inTurns, spotsOf, useDeal } from './parts/useDeal';
import { betOf, viewOf } from './parts/view';
import type { EngineUiProps } from './types';
import './parts/engines.scss';

const SPOTS = ['player', 'banker', 'tie'] as const;

/**
 * Baccarat (punto banco): amounts on Player, Banker and Tie (any of them), then the deal by the
 * drawing rules: each side's cards and total, who won, and what each spot returned.
 */
export default function BaccaratUi({ config, round, busy, currency, minBet, onBet }: EngineUiProps<BaccaratConfig>) {
  const t = useEngineText();
  const kit = useGameKit();
  const amounts = useAmounts(SPOTS, { player: minBet }, currency);
  const view = viewOf(round, 'baccarat');
  const played = betOf(round, 'baccarat');
  const labels = { player: t('baccarat.player'), banker: t('baccarat.banker'), tie: t('baccarat.tie') };
  // Player, banker, player, banker, then the third cards drawn.
  const deal = useDeal(round, view ? inTurns(spotsOf('p', view.player), spotsOf('b', view.banker)) : []);
  const moving = deal.moving;

  const place = () => {
    const cents = amounts.cents();
    if (!cents) return;
    const bet = { engine: 'baccarat' as const, ...cents };
    if (amounts.accepts(config, bet)) onBet(bet);
  };

  return (
    <div {...deal.root('engine engine-baccarat')}>
      {view ? (
        <div>
          <div className="engine-hands">
            <CardRow
              label={labels.player}
              cards={view.player}
              extra={moving ? undefined : t('baccarat.total', { total: view.player_total })}
              turn={(i) => deal.turn(`p${i}`)}
            />
            <CardRow
              label={labels.banker}
              cards={view.banker}
              extra={moving ? undefined : t('baccarat.total', { total: view.banker_total })}
              turn={(i) => deal.turn(`b${i}`)}
            />
          </div>
          {moving ? null : (
            <p className="engine-big mt-2">
              {t(`baccarat.won.${view.winner}`)}
              {view.natural ? <span className="engine-hand-extra"> · {t('baccarat.natural')}</span> : null}
            </p>
          )}
          {played && !moving ? <SpotReturns spots={SPOTS} staked={played} wins={view.wins} labels={labels} currency={currency} label={t('baccarat.returns')} /> : null}
        </div>
      ) : null}
      <RoundOutcome round={round} pending={moving} />
      <SpotsForm
        spots={SPOTS}
        amounts={amounts}
        labels={labels}
        currency={currency}
        limits={t('spots.limits', { min: kit.cents(config.min_bet, currency), max: kit.cents(config.max_bet, currency), total: kit.cents(config.max_total, currency) })}
        busy={busy}
        submit={t('baccarat.deal')}
        onSubmit={place}
      />
    </div>
  );
}
