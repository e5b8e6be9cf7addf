import { useQuery } from '@tanstack/react-query';
import { statusOf } from '../../../api/errors';
import type { RoundView } from '../../../api/generated/api';
import { keptRound } from '../verify/keptRounds';
import { readFunSession, type Mode } from '../play/funSession';
import { getGameUrl } from './getGameUrl';
import { getLiveGameUrl } from './getLiveGameUrl';
import { getRound } from './getRound';

export interface RecordedRound {
  round: RoundView;
  /** The engine configuration the round was played under. */
  config: unknown;
}

/** The round from the server; offline, a real-money round the verifier kept (`keptRounds`). */
async function readRound(roundId: string, mode: Mode, signal: AbortSignal): Promise<RecordedRound> {
  try {
    return await readOnline(roundId, mode, signal);
  } catch (e) {
    const kept = mode === 'real' && statusOf(e) === 0 ? await keptRound(roundId) : null;
    if (kept) return kept;
    throw e;
  }
}

async function readOnline(roundId: string, mode: Mode, signal: AbortSignal): Promise<RecordedRound> {
  const fun = mode === 'fun' ? readFunSession() : null;
  const round = await getRound({ round_id: roundId, fun_session: fun }, signal);
  // The configuration as the server recorded it; for an older round without one, the
  // catalogue's (live tables always record theirs).
  if (round.config != null) return { round, config: round.config };
  const open = round.live_round_id ? getLiveGameUrl : getGameUrl;
  const url = await open({ game_id: round.game_id, mode, fun_session: fun }, signal);
  return { round, config: url.config };
}

/**
 * A round to verify (`game/round`) and its configuration, read when the verifier opens on it;
 * `attempt` is bumped after a seed change (the round's server seed may now be revealed).
 */
export function useRecordedRound(roundId: string | null, mode: Mode, attempt: number) {
  return useQuery({
    queryKey: ['games', 'recorded-round', roundId, mode, attempt],
    queryFn: ({ signal }) => readRound(roundId!, mode, signal),
    enabled: roundId !== null,
    staleTime: Infinity,
    gcTime: 0,
  });
}
