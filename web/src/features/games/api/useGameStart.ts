import { useQuery } from '@tanstack/react-query';
import { withMinDelay } from '../../../api/client';
import type { GameUrl, RoundView } from '../../../api/generated/api';
import { loadGames, type Games } from '../../../core/games';
import { loadRules, type Rules } from '../../../core/rules';
import { getGameUrl, openRound, readFunSession, storeFunSession, type Mode } from '../play/gameApi';

export interface GameStart {
  games: Games;
  rules: Rules;
  url: GameUrl;
  /** The play-money session (fun mode), kept for the next visits. */
  fun: string | null;
  /** A round left unfinished (a reload, another tab), to resume where it stopped. */
  open: RoundView | null;
}

async function startGame(id: string, mode: Mode, signal: AbortSignal): Promise<GameStart> {
  const session = mode === 'fun' ? readFunSession() : null;
  // The game's configuration and limits: `front/get_game_url` opens (and wakes) a live table too.
  const [games, rules, url] = await Promise.all([loadGames(), loadRules(), getGameUrl({ game_id: id, mode, fun_session: session }, signal)]);
  const fun = mode === 'fun' ? (url.fun_session ?? session) : null;
  if (mode === 'fun') storeFunSession(fun);
  const open = await openRound({ game_id: id, mode, fun_session: fun }, signal);
  return { games, rules, url, fun, open };
}

/**
 * Opens a game for play: its engines and the rulebook, its configuration, the play-money session
 * and any unfinished round. Read once per visit (`attempt` is bumped by "try again"): the page
 * then keeps the rounds itself, so the answer never goes stale and is dropped when the page goes.
 */
export function useGameStart(id: string, mode: Mode, attempt: number) {
  return useQuery({
    queryKey: ['games', 'start', id, mode, attempt],
    queryFn: ({ signal }) => withMinDelay(startGame(id, mode, signal)),
    staleTime: Infinity,
    gcTime: 0,
  });
}
