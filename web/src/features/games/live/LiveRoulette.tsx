import { useEffect, useRef, useState, type ReactNode } from 'react';
import { failureOf, statusOf, type Failure } from '../../../api/errors';
import type { GameUrl, RoundView } from '../../../api/generated/api';
import { newIdempotencyKey } from '../../../api/idempotency';
import type { RouletteConfig, RoulettePlaced } from '../../../core/games';
import { useErrorText } from '../../../i18n/useErrorText';
import { chipValues } from '../engines/parts/ChipSelector';
import { LayoutFooter } from '../engines/parts/LayoutFooter';
import { RouletteWheel } from '../engines/parts/RouletteWheel';
import { chipCounts, colourOf, pocketName, RouletteBall, RouletteBetLines, RouletteBoard } from '../engines/parts/RouletteBoard';
import { useEngineText } from '../engines/parts/strings';
import { useLayout } from '../engines/parts/useLayout';
import { betOf, viewOf } from '../engines/parts/view';
import { getRound } from '../api/getRound';
import { placeLiveBet } from '../api/placeLiveBet';
import type { Mode } from '../play/funSession';
import { useGameKit } from '../play/GameKit';
import { cappedOutcome } from '../play/controls';
import { useMotion } from '../play/motion';
import { usePlayText } from '../play/strings';
import { LiveFairPanel } from './LiveFairPanel';
import { msUntil, secondsLeft, useLiveTable } from './useLiveTable';
import '../engines/parts/engines.scss';
import './live.scss';

export interface LiveRouletteProps {
  url: GameUrl;
  mode: Mode;
  funSession: string | null;
  /** The player's latest unfinished bet on this table (`game/open_round`), shown again after a reload. */
  initial: RoundView | null;
  /** A bet as the server answered it (placed, then settled): listed, and the balance follows. */
  onRound: (round: RoundView) => void;
  /** The fun session is gone: the page opens a new one. */
  onSessionLost: () => void | Promise<void>;
  /** Tells the server someone is at the table again (after a lost connection). */
  wake: () => void;
  /** The page's side panel around the live table's fair panel. */
  panel: (fair: ReactNode) => ReactNode;
}

/** Tries to fetch a settled bet before giving up until the next message. */
const RESULT_TRIES = 8;

/**
 * A live roulette table: one wheel for everyone seated, a betting window per round, then the
 * result for all. The player lays chips on the layout (`RouletteBoard`), sends them once per
 * round with "Place bets" while the window is open, and sees their result when the table
 * settles. Stakes and wins are the engine's and the server's: the page adds no money.
 */
export default function LiveRoulette({ url, mode, funSession, initial, onRound, onSessionLost, wake, panel }: LiveRouletteProps) {
  const t = usePlayText();
  const te = useEngineText();
  const kit = useGameKit();
  const { text } = useErrorText();
  const config = url.config as RouletteConfig;
  const currency = url.currency;
  const table = useLiveTable(url.game.id, wake);
  const chips = chipValues(config.min_bet, config.max_total);
  const [chip, setChip] = useState(chips[0]);
  const layout = useLayout<RoulettePlaced>(config, currency, (bets) => ({ engine: 'roulette', bets }));
  // The player's latest bet on this table: this round's while it lasts, then the last one (for "same bets again").
  const [placed, setPlaced] = useState<RoundView | null>(initial?.live_round_id ? initial : null);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const busy = useRef(false);
  // The key of a submission whose answer never came: sending the same chips again reuses it.
  const pending = useRef<{ body: string; key: string } | null>(null);

  const { event, receivedAt, clock, status, failures } = table;
  const closesIn = event ? msUntil(event.closes_at, event, receivedAt, clock) : 0;
  const windowOpen = !!event && event.phase === 'betting' && closesIn > 0;
  const settled = event?.phase === 'settled' && event.number != null ? event.number : null;
  const mine = placed && event && placed.live_round_id === event.round_id ? placed : null;
  const landing = useLanding(settled !== null && event ? event.round_id : null);
  const mineBet = betOf(mine, 'roulette');
  const mineView = viewOf(mine, 'roulette');

  // Once the round of the player's chips is over, the server has settled them: fetch the result
  // (the balance and the list of bets follow).
  const fun = mode === 'fun' ? funSession : null;
  const placedId = placed?.id ?? null;
  const placedRound = placed?.live_round_id ?? null;
  const placedDone = placed?.finished ?? true;
  const eventRound = event?.round_id ?? null;
  const eventPhase = event?.phase ?? null;
  useEffect(() => {
    if (!placedId || placedDone || !eventRound) return;
    if (placedRound === eventRound && eventPhase !== 'settled') return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = async (attempt: number) => {
      try {
        const round = await getRound({ round_id: placedId, fun_session: fun });
        if (stopped) return;
        if (round.finished) {
          setPlaced(round);
          onRound(round);
          return;
        }
      } catch {
        if (stopped) return;
      }
      if (attempt + 1 < RESULT_TRIES) timer = setTimeout(() => void load(attempt + 1), 1000);
    };
    void load(0);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [placedId, placedDone, placedRound, eventRound, eventPhase, fun, onRound]);

  const place = async () => {
    if (busy.current || !event || !windowOpen || mine) return;
    const bet = layout.accepted();
    if (!bet) return;
    const roundId = event.round_id;
    const body = JSON.stringify({ roundId, bet });
    const key = pending.current?.body === body ? pending.current.key : newIdempotencyKey();
    pending.current = { body, key };
    busy.current = true;
    setSubmitting(true);
    setFailure(null);
    try {
      const round = await placeLiveBet({ game_id: url.game.id, live_round_id: roundId, mode, fun_session: fun, bet, idempotency_key: key });
      pending.current = null;
      setPlaced({ ...round, live_round_id: round.live_round_id ?? roundId });
      layout.clear();
      onRound(round);
    } catch (e) {
      // An answer (even a refusal) settles the attempt; only a lost answer keeps its key.
      if (statusOf(e) !== 0) pending.current = null;
      const f = failureOf(e);
      setFailure(f);
      if (f.code === 'fun_session_unknown' && mode === 'fun') await onSessionLost();
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };

  // The chips of the last bet, offered again once a new round has opened.
  const lastSpots = !mine && placed ? (betOf(placed, 'roulette')?.bets ?? []) : [];
  const canRebet = lastSpots.length > 0 && layout.spots.length === 0 && !submitting;

  // What the live region says: the phase, then the player's own result.
  let headline: string;
  let mood = 'is-waiting';
  if (!event) {
    headline = status === 'open' ? t('live.empty') : status === 'connecting' ? t('live.connecting') : t('live.reconnecting');
  } else if (event.phase === 'betting') {
    headline = windowOpen ? t('live.placeBets') : t('live.noMoreBets');
    mood = windowOpen ? 'is-betting' : 'is-closed';
  } else {
    headline = settled === null ? t('live.noMoreBets') : t('live.result', { result: te('roulette.straight', { number: pocketName(settled), colour: te(`colour.${colourOf(settled)}`) }) });
    mood = 'is-settled';
  }
  // What the player's chips came to, by their net result: only a return above the stake is a win.
  const liveOutcome = (r: RoundView) => {
    const params = { amount: kit.money(r.win, r.currency), stake: kit.money(r.stake, r.currency), net: kit.money(r.net, r.currency) };
    const capped = cappedOutcome(t, kit, r);
    if (capped) return capped;
    if (r.result === 'win') return t('live.won', params);
    if (r.result === 'even') return t('outcome.even', params);
    if (r.result === 'part_returned') return t('outcome.partReturned', params);
    return t('live.noWin', params);
  };
  let personal = '';
  if (event?.phase === 'settled' && mine) {
    personal = mine.finished ? liveOutcome(mine) : t('live.settling');
  }
  let timer = '';
  if (event && windowOpen) timer = t('live.timeLeft', { seconds: secondsLeft(closesIn) });
  else if (event?.phase === 'settled' && event.next_at != null) {
    const next = secondsLeft(msUntil(event.next_at, event, receivedAt, clock));
    timer = next > 0 ? t('live.nextRound', { seconds: next }) : t('live.opening');
  }

  const stage = (
    <div className={`engine engine-roulette live-table ${mood}`}>
      <div className="live-head">
        <div className="live-phase">
          {settled !== null ? <RouletteBall number={settled} className="live-ball" /> : <span className={`live-dot ${mood}`} aria-hidden="true" />}
          <div className="live-phase-text">
            <div role="status" aria-live="polite" aria-atomic="true">
              <p className="live-headline">{headline}</p>
              {personal ? <p className={mine && mine.finished && mine.result === 'win' ? 'live-personal is-win' : 'live-personal'}>{personal}</p> : null}
            </div>
            {timer ? (
              <p className="live-timer" role="timer">
                {timer}
              </p>
            ) : null}
          </div>
        </div>
        {event ? (
          <p className="live-round">
            <span>{t('live.round', { number: event.round_no })}</span>
            <span>{t('live.tableBets', { bets: event.bets })}</span>
          </p>
        ) : null}
      </div>

      {status === 'reconnecting' ? (
        <div className="alert alert-warning live-connection mb-0" role="status">
          <span className="spinner spinner-sm" aria-hidden="true" />
          <span className="live-connection-text">{failures >= 4 ? t('live.unreachable') : t('live.reconnecting')}</span>
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={table.reconnect}>
            {t('live.reconnectNow')}
          </button>
        </div>
      ) : null}
      {!event && status === 'connecting' ? (
        <div className="d-flex align-items-center gap-2" aria-hidden="true">
          <span className="spinner spinner-sm" />
        </div>
      ) : null}

      <RouletteWheel
        american={config.variant === 'american'}
        number={settled}
        roundKey={landing.key}
        moving={landing.moving}
        duration={landing.duration}
        busy={!!event && event.phase === 'betting' && !windowOpen}
      />

      <section className="live-history-box" aria-label={t('live.history')}>
        <h2 className="h6 mb-1">{t('live.history')}</h2>
        {event && event.history.length > 0 ? (
          <ol className="live-history">
            {event.history.map((n, i) => (
              <li key={i}>
                <RouletteBall number={n} className="live-history-ball" />
              </li>
            ))}
          </ol>
        ) : (
          <p className="small text-body-secondary mb-0">{t('live.historyEmpty')}</p>
        )}
      </section>

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

      <LayoutFooter layout={layout} chips={chips} chip={chip} onChip={setChip} currency={currency} busy={submitting || !!mine} canSubmit={windowOpen} submit={t('live.place')} onSubmit={() => void place()} />
      {canRebet ? (
        <div>
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => layout.replace(lastSpots)}>
            {t('live.rebet')}
          </button>
        </div>
      ) : null}
      <div className="player-error" aria-live="assertive">
        {failure ? (
          <p className="alert alert-danger mb-0" role="alert">
            {text(failure.code, failure.params)}
            {failure.code === 'betting_closed' ? ` ${t('live.closed')}` : null}
          </p>
        ) : null}
      </div>
    </div>
  );

  return (
    <div className="player-body">
      <section className="player-stage" aria-label={t('player.stage')}>
        {stage}
      </section>
      {panel(<LiveFairPanel event={event} lastSettled={table.lastSettled} placed={placed} />)}
    </div>
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
