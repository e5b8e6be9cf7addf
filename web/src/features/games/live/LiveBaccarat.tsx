import type { BaccaratConfig } from '../../../core/games';
import { CardRow } from '../engines/parts/CardRow';
import { SpotReturns } from '../engines/parts/SpotReturns';
import { SpotsForm } from '../engines/parts/SpotsForm';
import { useEngineText } from '../engines/parts/strings';
import { useAmounts } from '../engines/parts/useAmounts';
import { betOf, viewOf } from '../engines/parts/view';
import { useGameKit } from '../play/GameKit';
import { usePlayText } from '../play/strings';
import { LiveHistory } from './LiveHistory';
import { LiveTableFrame } from './LiveTableFrame';
import { useLiveSeat, type LiveTableProps } from './useLiveSeat';
import '../engines/parts/engines.scss';
import './live.scss';

const SPOTS = ['player', 'banker', 'tie'] as const;
/** The road's letters' colours: the usual ones of baccarat tables. */
const ROAD = { player: 'is-player', banker: 'is-banker', tie: 'is-tie' } as const;

/**
 * A live baccarat table: one coup per round for everyone seated. The player writes amounts on
 * Player, Banker and Tie, sends them once per round while the window is open, and sees the coup
 * and what each spot returned when the table deals.
 */
export default function LiveBaccarat(props: LiveTableProps) {
  const t = usePlayText();
  const te = useEngineText();
  const kit = useGameKit();
  const config = props.url.config as BaccaratConfig;
  const currency = props.url.currency;
  const seat = useLiveSeat(props);
  const amounts = useAmounts(SPOTS, { player: '' }, currency);
  const { event, windowOpen, mine, submitting } = seat;
  const coup = seat.result?.engine === 'baccarat' ? seat.result : null;
  const mineBet = betOf(mine, 'baccarat');
  const mineView = viewOf(mine, 'baccarat');
  const labels = { player: te('baccarat.player'), banker: te('baccarat.banker'), tie: te('baccarat.tie') };

  const place = () => {
    const cents = amounts.cents();
    if (!cents) return;
    const bet = { engine: 'baccarat' as const, ...cents };
    if (amounts.accepts(config, bet)) void seat.place(bet, () => undefined);
  };

  const marker = coup ? (
    <span className={`live-coup ${ROAD[coup.winner]}`} aria-hidden="true">
      {te(`baccarat.road.${coup.winner}`)}
    </span>
  ) : null;

  return (
    <LiveTableFrame seat={seat} engine="engine-baccarat" panel={props.panel} marker={marker}>
      <div className="engine-hands live-coup-hands" aria-busy={!!event && event.phase === 'betting' && !windowOpen}>
        <CardRow label={labels.player} cards={coup?.player ?? []} faceDown={coup ? 0 : 2} extra={coup ? te('baccarat.total', { total: coup.player_total }) : undefined} />
        <CardRow label={labels.banker} cards={coup?.banker ?? []} faceDown={coup ? 0 : 2} extra={coup ? te('baccarat.total', { total: coup.banker_total }) : undefined} />
      </div>
      {coup?.natural ? <p className="small mb-0">{te('baccarat.natural')}</p> : null}

      <LiveHistory
        results={event?.history}
        mark={(r) =>
          r.engine === 'baccarat' ? (
            <span className={`live-road ${ROAD[r.winner]}`} title={te(`baccarat.won.${r.winner}`)}>
              <span aria-hidden="true">{te(`baccarat.road.${r.winner}`)}</span>
              <span className="visually-hidden">{te(`baccarat.won.${r.winner}`)}</span>
            </span>
          ) : null
        }
      />

      {mine && mineBet ? (
        <section className="live-mine" aria-label={t('live.mine')}>
          <p className="mb-1 fw-semibold">{t('live.stake', { amount: kit.money(mine.stake, mine.currency), chips: SPOTS.filter((k) => mineBet[k] > 0).length })}</p>
          {mineView ? (
            <SpotReturns spots={SPOTS} staked={mineBet} wins={mineView.wins} labels={labels} currency={currency} label={te('baccarat.returns')} />
          ) : (
            <p className="small mb-0">{t('live.placed')}</p>
          )}
        </section>
      ) : null}

      <SpotsForm
        spots={SPOTS}
        amounts={amounts}
        labels={labels}
        currency={currency}
        limits={te('spots.limits', { min: kit.cents(config.min_bet, currency), max: kit.cents(config.max_bet, currency), total: kit.cents(config.max_total, currency) })}
        busy={submitting || !!mine}
        canSubmit={windowOpen}
        submit={t('live.place')}
        onSubmit={place}
      />
    </LiveTableFrame>
  );
}
