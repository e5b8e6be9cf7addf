import { useState } from 'react';
import type { RouletteConfig, RoulettePlaced } from '../../../wasm/games/casino_games_wasm';
import { RoundOutcome } from '../play/controls';
import { chipValues } from './parts/ChipSelector';
import { LayoutFooter } from './parts/LayoutFooter';
import { chipCounts, pocketName, RouletteBetLines, RouletteBoard } from './parts/RouletteBoard';
import { useEngineText } from './parts/strings';
import { useLayout } from './parts/useLayout';
import { betOf, viewOf } from './parts/view';
import type { EngineUiProps } from './types';
import './parts/engines.scss';

/**
 * Roulette: the layout (`RouletteBoard`), a chip value, then a click places a chip: one bet of the
 * list the engine receives. The total is the engine's (`stake_cents`). After the spin: the winning
 * pocket with its colour and what each bet returned.
 */
export default function RouletteUi({ config, round, busy, currency, onBet }: EngineUiProps<RouletteConfig>) {
  const t = useEngineText();
  const chips = chipValues(config.min_bet, config.max_total);
  const [chip, setChip] = useState(chips[0]);
  const layout = useLayout<RoulettePlaced>(config, currency, (bets) => ({ engine: 'roulette', bets }));
  const view = viewOf(round, 'roulette');
  const played = betOf(round, 'roulette');

  const spin = () => {
    const bet = layout.accepted();
    if (bet) onBet(bet);
  };

  return (
    <div className="engine engine-roulette">
      {view ? (
        <div className="roulette-result">
          <p className="engine-big">
            <span className={`roulette-ball is-${view.colour}`} aria-hidden="true">
              {pocketName(view.number)}
            </span>{' '}
            <span className="visually-hidden">{t('roulette.result', { number: pocketName(view.number), colour: t(`colour.${view.colour}`) })}</span>
            <span aria-hidden="true">{t(`colour.${view.colour}`)}</span>
          </p>
          {played ? <RouletteBetLines bets={played.bets} wins={view.wins} currency={currency} /> : null}
        </div>
      ) : null}
      <RoundOutcome round={round} />

      <RouletteBoard american={config.variant === 'american'} counts={chipCounts(layout.spots)} disabled={busy} onSpot={(spot) => layout.add({ ...spot, cents: chip })} />

      <LayoutFooter layout={layout} chips={chips} chip={chip} onChip={setChip} currency={currency} busy={busy} submit={t('roulette.spin')} onSubmit={spin} />
    </div>
  );
}
