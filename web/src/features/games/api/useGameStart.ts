import { useQuery } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { withMinDelay } from '../../../api/client';
import type { GameUrl, RoundView } from '../../../api/generated/api';
import { loadGames, type Games } from '../../../core/games';
import { loadRules, type Rules } from '../../../core/rules';
import { yieldToMain } from '../../../lib/scheduling';
import { preloadEngineUi } from '../engines';
import { ensureEngineStrings } from '../engines/parts/strings';
import { readFunSession, storeFunSession, type Mode } from '../play/funSession';
import { getGameUrl } from './getGameUrl';
import { openRound } from './openRound';

export interface GameStart {
  games: Games;
  rules: Rules;
  url: GameUrl;
  /** The play-money session (fun mode), kept for the next visits. */
  fun: string | null;
  /** A round left unfinished (a reload, another tab), to resume where it stopped. */
  open: RoundView | null;
}

async function startGame(id: string, mode: Mode, i18n: I18n, signal: AbortSignal): Promise<GameStart> {
  // Out of the page's first effects: loading the engines starts a dozen downloads.
  await yieldToMain();
  const session = mode === 'fun' ? readFunSession() : null;
  // The game's configuration and limits: `front/get_game_url` opens (and wakes) a live table too.
  const [games, rules, url] = await Promise.all([loadGames(), loadRules(), getGameUrl({ game_id: id, mode, fun_session: session }, signal)]);
  const fun = mode === 'fun' ? (url.fun_session ?? session) : null;
  if (mode === 'fun') storeFunSession(fun);
  // The engine's screen and its words come with the opening: the stage shows the game's picture
  // until they are here, never a spinner in a box of another size (a layout shift).
  const engine = (url.config as { engine?: string }).engine ?? '';
  const [open] = await Promise.all([
    openRound({ game_id: id, mode, fun_session: fun }, signal),
    url.game.live ? undefined : preloadEngineUi(engine),
    ensureEngineStrings(i18n, i18n.language),
  ]);
  return { games, rules, url, fun, open };
}

/**
 * Opens a game for play: its engines and the rulebook, its configuration, the play-money session
 * and any unfinished round. Read once per visit (`attempt` is bumped by "try again"): the page
 * then keeps the rounds itself, so the answer never goes stale and is dropped when the page goes.
 */
export function useGameStart(id: string, mode: Mode, attempt: number) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['games', 'start', id, mode, attempt],
    queryFn: ({ signal }) => withMinDelay(startGame(id, mode, i18n, signal)),
    staleTime: Infinity,
    gcTime: 0,
  });
}
