import { useFormik } from 'formik';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { failureOf, type Failure } from '../../../api/errors';
import type { RoundView } from '../../../api/generated/api';
import { useStore } from '../../../store/store';
import { useRecordedRound, type RecordedRound } from '../api/useRecordedRound';
import { useRotateSeed } from '../api/rotateSeed';
import { readFunSession, type Mode } from '../play/funSession';
import { EMPTY, type Verdict, type VerifyForm } from './verify';

export type Prefill = { kind: 'none' } | { kind: 'loading' } | { kind: 'failed'; failure: Failure } | { kind: 'hidden'; round: RoundView } | { kind: 'ready'; round: RoundView };

/** Where the form's filling from a round stands: a round whose server seed is still secret cannot be checked yet. */
function prefillOf(roundId: string | null, error: unknown, filled: RecordedRound | null): Prefill {
  if (!roundId) return { kind: 'none' };
  if (error) return { kind: 'failed', failure: failureOf(error) };
  if (!filled) return { kind: 'loading' };
  return filled.round.server_seed ? { kind: 'ready', round: filled.round } : { kind: 'hidden', round: filled.round };
}

/**
 * The verifier's state: the round the link names (`?round=`, `&mode=fun`) read and filled into
 * the form, the form as edited (Formik), the verdict `check` gives on submit, and the seed change
 * that reveals a round's seed.
 */
export function useVerifier(check: (form: VerifyForm, recorded: RoundView | null) => Verdict | null) {
  const [params] = useSearchParams();
  const { loggedIn } = useStore();
  const mode: Mode = params.get('mode') === 'fun' ? 'fun' : 'real';
  // A real-money round is the player's own: a visitor signs in first (the call would answer 401).
  const needsSignIn = mode === 'real' && !loggedIn && !!params.get('round');
  const roundId = needsSignIn ? null : params.get('round');
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const form = useFormik<VerifyForm>({ initialValues: EMPTY, onSubmit: (values) => setVerdict(check(values, recorded)) });
  const [attempt, setAttempt] = useState(0);
  const read = useRecordedRound(roundId, mode, attempt);
  const rotation = useRotateSeed();
  const rotating = rotation.isPending;
  const rotateFailure = rotation.error ? failureOf(rotation.error) : null;

  // The round read fills the form (once per reading: the player may then edit it).
  const [filledFrom, setFilledFrom] = useState<RecordedRound | null>(null);
  if (read.data && read.data !== filledFrom) {
    const { round, config } = read.data;
    setFilledFrom(read.data);
    void form.setValues({
      game: round.game_name,
      config: JSON.stringify(config),
      serverSeed: round.server_seed ?? '',
      commitment: round.commitment,
      clientSeed: round.client_seed,
      nonce: String(round.nonce),
      bet: JSON.stringify(round.bet),
      actions: JSON.stringify(round.actions),
    }, false);
    setVerdict(null);
  }
  const prefill = prefillOf(roundId, read.error, read.data === filledFrom ? filledFrom : null);

  const recorded = prefill.kind === 'ready' || prefill.kind === 'hidden' ? prefill.round : null;

  const changeSeed = () =>
    rotation.mutate(
      { mode, fun_session: mode === 'fun' ? readFunSession() : null, client_seed: null },
      // The round's server seed is revealed now: read it again.
      { onSuccess: () => setAttempt((n) => n + 1) },
    );

  return { mode, needsSignIn, form, verdict, prefill, recorded, rotating, rotateFailure, changeSeed };
}
