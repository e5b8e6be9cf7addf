import { useEffect, useRef, useState, type ReactNode } from 'react';
import { failureOf, statusOf, type Failure } from '../../../api/errors';
import type { GameUrl, RoundView } from '../../../api/generated/api';
import type { Action, GameBet } from '../../../core/games';
import { newIdempotencyKey } from '../../../api/idempotency';
import { actOnRound } from '../api/actOnRound';
import { getRound } from '../api/getRound';
import { placeLiveBet } from '../api/placeLiveBet';
import type { Mode } from '../play/funSession';
import { useGameKit } from '../play/GameKit';
import { cappedOutcome } from '../play/controls';
import { usePlayText } from '../play/strings';
import { useResultText } from './resultText';
import { msUntil, secondsLeft, useLiveTable } from './useLiveTable';

/** What every live table component receives from the game page. */
export interface LiveTableProps {
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
 * A seat at a live table, whatever its game: the table's messages, the player's bet on the
 * round (sent once per round while the window is open, its result fetched once the table
 * settles), and what the table's header says. Stakes and wins are the engine's and the
 * server's: the page adds no money.
 */
export function useLiveSeat({ url, mode, funSession, initial, onRound, onSessionLost, wake }: LiveTableProps) {
  const t = usePlayText();
  const kit = useGameKit();
  const resultText = useResultText();
  const table = useLiveTable(url.game.id, wake);
  // The player's latest bet on this table: this round's while it lasts, then the last one (for "same bets again").
  const [placed, setPlaced] = useState<RoundView | null>(initial?.live_round_id ? initial : null);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const busy = useRef(false);
  // The key of a submission whose answer never came: sending the same chips again reuses it.
  const pending = useRef<{ body: string; key: string } | null>(null);

  const { event, receivedAt, clock, status } = table;
  const closesIn = event ? msUntil(event.closes_at, event, receivedAt, clock) : 0;
  const windowOpen = !!event && event.phase === 'betting' && closesIn > 0;
  const deciding = !!event && event.phase === 'deciding' && closesIn > 0;
  const result = event?.phase === 'settled' ? event.result : null;
  const mine = placed && event && placed.live_round_id === event.round_id ? placed : null;

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

  // When a blackjack table deals, what the player's hand may do comes with the round.
  const placedSteps = placed?.actions.length ?? 0;
  useEffect(() => {
    if (!placedId || placedDone || eventPhase !== 'deciding' || placedRound !== eventRound || placedSteps > 0) return;
    let stopped = false;
    getRound({ round_id: placedId, fun_session: fun })
      .then((round) => {
        if (!stopped) setPlaced(round);
      })
      .catch(() => undefined);
    return () => {
      stopped = true;
    };
  }, [placedId, placedDone, placedRound, placedSteps, eventRound, eventPhase, fun]);

  /** Sends the bet on the open round; `done` runs once the server took it. */
  const place = async (bet: GameBet, done: () => void) => {
    if (busy.current || !event || !windowOpen || mine) return;
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
      done();
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

  /** The player's decision on their hand while the table waits for it. */
  const act = async (action: Action) => {
    if (busy.current || !mine || mine.finished || !deciding) return;
    busy.current = true;
    setSubmitting(true);
    setFailure(null);
    try {
      const round = await actOnRound({ round_id: mine.id, fun_session: fun, action, step: mine.actions.length });
      setPlaced(round);
      onRound(round);
    } catch (e) {
      setFailure(failureOf(e));
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };

  // What the live region says: the phase, then the player's own result.
  let headline: string;
  let mood = 'is-waiting';
  if (!event) {
    headline = status === 'open' ? t('live.empty') : status === 'connecting' ? t('live.connecting') : t('live.reconnecting');
  } else if (event.phase === 'betting') {
    headline = windowOpen ? t('live.placeBets') : t('live.noMoreBets');
    mood = windowOpen ? 'is-betting' : 'is-closed';
  } else if (event.phase === 'deciding') {
    headline = deciding ? t('live.deciding') : t('live.settlingTable');
    mood = deciding ? 'is-betting' : 'is-closed';
  } else {
    headline = result ? t('live.result', { result: resultText(result) }) : t('live.noMoreBets');
    mood = 'is-settled';
  }
  // What the player's chips came to, by their net result: only a return above the stake is a win.
  const outcome = (r: RoundView) => {
    const params = { amount: kit.money(r.win, r.currency), stake: kit.money(r.stake, r.currency), net: kit.money(r.net, r.currency) };
    const capped = cappedOutcome(t, kit, r);
    if (capped) return capped;
    if (r.result === 'win') return t('live.won', params);
    if (r.result === 'even') return t('outcome.even', params);
    if (r.result === 'part_returned') return t('outcome.partReturned', params);
    return t('live.noWin', params);
  };
  const personal = event?.phase === 'settled' && mine ? (mine.finished ? outcome(mine) : t('live.settling')) : '';
  let timer = '';
  if (event && windowOpen) timer = t('live.timeLeft', { seconds: secondsLeft(closesIn) });
  else if (deciding) timer = t('live.decideLeft', { seconds: secondsLeft(closesIn) });
  else if (event?.phase === 'settled' && event.next_at != null) {
    const next = secondsLeft(msUntil(event.next_at, event, receivedAt, clock));
    timer = next > 0 ? t('live.nextRound', { seconds: next }) : t('live.opening');
  }

  return {
    table,
    event,
    windowOpen,
    /** A blackjack table waits for its seats' decisions. */
    deciding,
    /** The settled round's result while it shows. */
    result,
    placed,
    /** The player's bet on the round the table shows. */
    mine,
    submitting,
    failure,
    place,
    act,
    head: { headline, mood, personal, won: !!mine?.finished && mine.result === 'win', timer },
  };
}

export type LiveSeat = ReturnType<typeof useLiveSeat>;
