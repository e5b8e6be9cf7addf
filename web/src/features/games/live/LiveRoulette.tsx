import { useEffect, useState } from 'react';
import type { RouletteConfig, RoulettePlaced } from '../../../core/games';
import { chipValues } from '../engines/parts/ChipSelector';
import { LayoutFooter } from '../engines/parts/LayoutFooter';
import { RouletteWheel } from '../engines/parts/RouletteWheel';
import { chipCounts, RouletteBall, RouletteBetLines, RouletteBoard } from '../engines/parts/RouletteBoard';
import { useLayout } from '../engines/parts/useLayout';
import { betOf, viewOf } from '../engines/parts/view';
import { useGameKit } from '../play/GameKit';
import { useMotion } from '../play/motion';
import { usePlayText } from '../play/strings';
import { LiveHistory } from './LiveHistory';
import { LiveTableFrame } from './LiveTableFrame';
import { useLiveSeat, type LiveTableProps } from './useLiveSeat';
import '../engines/parts/engines.scss';
import './live.scss';

/**
 * A live roulette table: one wheel for everyone seated, a betting window per round, then the
 * result for all. The player lays chips on the layout (`RouletteBoard`), sends them once per
 * round with "Place bets" while the window is open, and sees their result when the table
 * settles.
 */
export default function LiveRoulette(props: LiveTableProps) {
  const t = usePlayText();
  const kit = useGameKit();
  const config = props.url.config as RouletteConfig;
  const currency = props.url.currency;
  const seat = useLiveSeat(props);
  const chips = chipValues(config.min_bet, config.max_total);
  const [chip, setChip] = useState(chips[0]);
  const layout = useLayout<RoulettePlaced>(config, currency, (bets) => ({ engine: 'roulette', bets }));
  const { event, windowOpen, mine, placed, submitting } = seat;
  const settled = seat.result?.engine === 'roulette' ? seat.result.number : null;
  const landing = useLanding(settled !== null && event ? event.round_id : null);
  const mineBet = betOf(mine, 'roulette');
  const mineView = viewOf(mine, 'roulette');

  const place = () => {
    const bet = layout.accepted();
    if (bet) void seat.place(bet, layout.clear);
  };

  // The chips of the last bet, offered again once a new round has opened.
  const lastSpots = !mine && placed ? (betOf(placed, 'roulette')?.bets ?? []) : [];
  const canRebet = lastSpots.length > 0 && layout.spots.length === 0 && !submitting;

  return (
    <LiveTableFrame seat={seat} engine="engine-roulette" panel={props.panel} marker={settled !== null ? <RouletteBall number={settled} className="live-ball" /> : null}>
      <RouletteWheel
        american={config.variant === 'american'}
        number={settled}
        roundKey={landing.key}
        moving={landing.moving}
        duration={landing.duration}
        busy={!!event && event.phase === 'betting' && !windowOpen}
      />

      <LiveHistory results={event?.history} mark={(r) => (r.engine === 'roulette' ? <RouletteBall number={r.number} className="live-history-ball" /> : null)} />

      {mine && mineBet ? (
        <section className="live-mine" aria-label={t('live.mine')}>
          <p className="mb-1 fw-semibold">{t('live.stake', { amount: kit.money(mine.stake, mine.currency), chips: mineBet.bets.length })}</p>
          {mineView ? <RouletteBetLines bets={mineBet.bets} wins={mineView.wins} currency={mine.currency} /> : <p className="small mb-0">{t('live.placed')}</p>}
        </section>
      ) : null}

      <RouletteBoard
        american={config.variant === 'american'}
        counts={chipCounts(mineBet ? mineBet.bets : layout.spots)}
        disabled={submitting || !!mine}
        winning={settled}
        onSpot={(spot) => layout.add({ ...spot, cents: chip })}
      />

      <LayoutFooter layout={layout} chips={chips} chip={chip} onChip={setChip} currency={currency} busy={submitting || !!mine} canSubmit={windowOpen} submit={t('live.place')} onSubmit={place} />
      {canRebet ? (
        <div>
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => layout.replace(lastSpots)}>
            {t('live.rebet')}
          </button>
        </div>
      ) : null}
    </LiveTableFrame>
  );
}

/** How long the live ball takes to land once the table has drawn, at full pace and in quick play. */
const LANDING = { full: 1600, quick: 600 };

/**
 * The wheel's landing on a live table's drawn number (`key`: the settled round): a short spin when
 * the draw comes while the page watches, none for the draw already there when it opened, or
 * under reduced motion. The headline says the number at once: the table's pace is the server's.
 */
function useLanding(key: string | null): { key: string | null; moving: boolean; duration: number } {
  const { pace } = useMotion();
  const duration = pace === 'still' ? 0 : LANDING[pace];
  // The first key seen (at opening) is shown at rest; later ones land.
  const [first] = useState(key);
  const [landed, setLanded] = useState<string | null>(null);
  const moving = key !== null && key !== first && duration > 0 && landed !== key;
  useEffect(() => {
    if (!moving) return;
    const timer = window.setTimeout(() => setLanded(key), duration);
    return () => window.clearTimeout(timer);
  }, [moving, key, duration]);
  return { key, moving, duration };
}
