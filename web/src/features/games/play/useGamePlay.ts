import { useCallback, useMemo, useRef, useState } from 'react';
import { failureOf, statusOf, type Failure } from '../../../api/errors';
import type { GameUrl, RoundView } from '../../../api/generated/api';
import type { Action, GameBet } from '../../../core/games';
import { useRefreshBalance } from '../../../lib/balance';
import { useActOnRound } from '../api/actOnRound';
import { useGameStart, type GameStart } from '../api/useGameStart';
import { getGameUrl } from '../api/getGameUrl';
import { getLiveGameUrl } from '../api/getLiveGameUrl';
import { getRound } from '../api/getRound';
import { usePlaceBet } from '../api/placeBet';
import { readFunSession, storeFunSession, type Mode } from './funSession';
import { makeGameKit, type GameKit } from './GameKit';
import { roundStep } from './motion';

/**
 * One visit of a game: its opening (configuration, play-money session, an unfinished round), the
 * round on screen, this visit's rounds, the bets and decisions sent (one at a time), and the fun
 * balance. Real money moved has the header's balance read again.
 */
export function useGamePlay(id: string, mode: Mode) {
  const refreshBalance = useRefreshBalance();
  const [attempt, setAttempt] = useState(0);
  const start = useGameStart(id, mode, attempt);
  const { mutateAsync: placeBet } = usePlaceBet();
  const { mutateAsync: act } = useActOnRound();
  const [funSession, setFunSession] = useState<string | null>(() => (mode === 'fun' ? readFunSession() : null));
  const [round, setRound] = useState<RoundView | null>(null);
  const [history, setHistory] = useState<RoundView[]>([]);
  const [busy, setBusy] = useState(false);
  // The round (at its step) this visit's own bet or decision brought: the one the screen animates.
  const [fresh, setFresh] = useState<string | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [funBalance, setFunBalance] = useState<string | null>(null);
  const busyRef = useRef(false);

  // The game opened: its session and any unfinished round become the page's own state.
  const [started, setStarted] = useState<GameStart | null>(null);
  if (start.data && start.data !== started) {
    const { url, fun, open } = start.data;
    setStarted(start.data);
    setFunSession(fun);
    setRound(open);
    if (mode === 'fun') setFunBalance(open ? open.balance : url.balance);
    if (open) setHistory((h) => upsert(h, open));
  }
  const kit = useMemo(() => (started ? makeGameKit(started.games, started.rules) : null), [started]);
  const load = loadOf(start.error, started, kit);


  /** A round as the server answered it: shown, listed in this visit's bets, balances updated. */
  const accept = useCallback(
    (r: RoundView) => {
      setRound(r);
      setHistory((h) => upsert(h, r));
      if (r.mode === 'fun') setFunBalance(r.balance);
      // Real money moved: the header's balance follows (the realtime socket may also tell it).
      else refreshBalance();
    },
    [refreshBalance],
  );

  const live = !!started?.url.game.live;

  /** The play-money session is gone (expired): a fresh one, with fresh play money. */
  const renewFunSession = useCallback(async () => {
    storeFunSession(null);
    try {
      const url = await (live ? getLiveGameUrl : getGameUrl)({ game_id: id, mode: 'fun', fun_session: null });
      storeFunSession(url.fun_session);
      setFunSession(url.fun_session);
      setRound(null);
      setFunBalance(url.balance);
    } catch {
      // the message stays; the next bet tries again
    }
  }, [id, live]);

  /** A live table slept while the connection was lost: tell the server someone is back. */
  const wake = useCallback(() => {
    getLiveGameUrl({ game_id: id, mode, fun_session: mode === 'fun' ? funSession : null }).catch(() => undefined);
  }, [id, mode, funSession]);

  const fail = useCallback(
    async (e: unknown) => {
      const f = failureOf(e);
      setFailure(f);
      if (f.code === 'fun_session_unknown' && mode === 'fun') await renewFunSession();
    },
    [mode, renewFunSession],
  );

  const onBet = useCallback(
    async (bet: GameBet) => {
      if (busyRef.current) return;
      busyRef.current = true;
      setBusy(true);
      setFailure(null);
      try {
        const r = await placeBet({ game_id: id, mode, fun_session: mode === 'fun' ? funSession : null, bet });
        setFresh(roundStep(r));
        accept(r);
      } catch (e) {
        await fail(e);
      } finally {
        busyRef.current = false;
        setBusy(false);
      }
    },
    [id, mode, funSession, accept, fail, placeBet],
  );

  const onAct = useCallback(
    async (action: Action) => {
      if (busyRef.current || !round) return;
      busyRef.current = true;
      setBusy(true);
      setFailure(null);
      const fun = mode === 'fun' ? funSession : null;
      try {
        const r = await act({ round_id: round.id, fun_session: fun, action, step: round.actions.length });
        setFresh(roundStep(r));
        accept(r);
      } catch (e) {
        await fail(e);
        if (failureOf(e).code === 'round_changed') {
          // Another window moved the round on: show where it stands now.
          try {
            accept(await getRound({ round_id: round.id, fun_session: fun }));
          } catch {
            // the message stays
          }
        }
      } finally {
        busyRef.current = false;
        setBusy(false);
      }
    },
    [round, mode, funSession, accept, fail, act],
  );

  return {
    load,
    /** Opens the game again after a failure. */
    retry: () => setAttempt((n) => n + 1),
    funSession,
    round,
    fresh,
    history,
    busy,
    failure,
    funBalance,
    accept,
    renewFunSession,
    wake,
    onBet,
    onAct,
  };
}

/** The list with `round` in it, newest first (a round seen again replaces its older state). */
function upsert(list: RoundView[], round: RoundView): RoundView[] {
  const at = list.findIndex((r) => r.id === round.id);
  if (at >= 0) return list.map((r, i) => (i === at ? round : r));
  return [round, ...list].slice(0, 50);
}

type Load = { kind: 'loading' } | { kind: 'notFound' } | { kind: 'failed'; failure: Failure } | { kind: 'ready'; url: GameUrl; kit: GameKit };

/** What the page shows of the game's opening: a game the server does not know is a 404 page. */
function loadOf(error: unknown, started: GameStart | null, kit: GameKit | null): Load {
  if (error) {
    const f = failureOf(error);
    return statusOf(error) === 404 || f.code === 'game_not_found' ? { kind: 'notFound' } : { kind: 'failed', failure: f };
  }
  return started && kit ? { kind: 'ready', url: started.url, kit } : { kind: 'loading' };
}
