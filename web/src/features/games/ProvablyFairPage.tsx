import { use, useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { failureOf, type Failure } from '../../api/errors';
import type { RoundView } from '../../api/generated/api';
import { PageHeader } from '../../components/PageHeader';
import { usePageTitle } from '../../components/usePageTitle';
import { loadGames, parseAnswer, type GameView, type Games, type Play } from '../../core/games';
import { loadRules, type Rules } from '../../core/rules';
import { useErrorText } from '../../i18n/useErrorText';
import { useStore } from '../../store/store';
import { useRecordedRound, type RecordedRound } from './api/useRecordedRound';
import { useRotateSeed } from './api/useRotateSeed';
import { readFunSession, type Mode } from './play/gameApi';
import { GameKitProvider, makeGameKit, useGameKit } from './play/GameKit';
import { ensurePlayStrings, PLAY_NS } from './play/strings';
import './play/play.scss';

/** What the form holds: the replay's inputs, as typed or prefilled from a round. */
export interface VerifyForm {
  game: string;
  config: string;
  serverSeed: string;
  commitment: string;
  clientSeed: string;
  nonce: string;
  bet: string;
  actions: string;
}

const EMPTY: VerifyForm = { game: '', config: '', serverSeed: '', commitment: '', clientSeed: '', nonce: '0', bet: '', actions: '[]' };

/** The result of a replay: the round as the engine plays it, and how it compares. */
export type Verdict =
  | { kind: 'error'; code: string }
  | {
      kind: 'done';
      /** `SHA-256(server seed)` as computed here, and whether it equals the commitment shown. */
      commitment: string | null;
      commitmentOk: boolean | null;
      play: Play<GameView>;
      /** Whether the replay equals the recorded round (null without a recorded round). */
      matches: boolean | null;
    };

/**
 * Replays a round in the browser with the engines module (no network): the commitment check and
 * the engine's result, compared with the recorded round when there is one.
 */
export function verify(games: Games, form: VerifyForm, recorded: RoundView | null): Verdict {
  const seed = form.serverSeed.trim().toLowerCase();
  if (!/^[0-9a-f]{64}$/.test(seed)) return { kind: 'error', code: 'server_seed' };
  if (!/^\d{1,15}$/.test(form.nonce.trim())) return { kind: 'error', code: 'nonce' };
  for (const [field, text] of [['config', form.config], ['bet', form.bet], ['actions', form.actions]] as const) {
    try {
      JSON.parse(text);
    } catch {
      return { kind: 'error', code: field };
    }
  }
  const answer = parseAnswer<Play<GameView>>(games.replay_round(form.config, form.bet, form.actions, seed, form.clientSeed, BigInt(form.nonce.trim())));
  if (answer.error) return { kind: 'error', code: answer.error.code };
  const commitment = games.seed_commitment(seed) ?? null;
  const shown = form.commitment.trim().toLowerCase();
  const play = answer.ok;
  let matches: boolean | null = null;
  if (recorded) {
    const cents = (text: string) => parseAnswer<number>(games.amount_cents(text)).ok;
    matches =
      JSON.stringify(canonical(play.view)) === JSON.stringify(canonical(recorded.view)) &&
      play.finished === recorded.finished &&
      play.win === cents(recorded.win) &&
      play.stake === cents(recorded.stake);
  }
  return { kind: 'done', commitment, commitmentOk: shown === '' ? null : commitment === shown, play, matches };
}

/** A JSON value with its object keys sorted and absent optional fields dropped, to compare two views. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, v]) => v !== null && v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, canonical(v)]),
    );
  }
  return value;
}

type Prefill = { kind: 'none' } | { kind: 'loading' } | { kind: 'failed'; failure: Failure } | { kind: 'hidden'; round: RoundView } | { kind: 'ready'; round: RoundView };

/** Where the form's filling from a round stands: a round whose server seed is still secret cannot be checked yet. */
function prefillOf(roundId: string | null, error: unknown, filled: RecordedRound | null): Prefill {
  if (!roundId) return { kind: 'none' };
  if (error) return { kind: 'failed', failure: failureOf(error) };
  if (!filled) return { kind: 'loading' };
  return filled.round.server_seed ? { kind: 'ready', round: filled.round } : { kind: 'hidden', round: filled.round };
}

/**
 * The verifier (`/provably-fair`): replays any round from its revealed server seed, client seed,
 * nonce, bet and actions with the same engine code the server ran, compiled to WebAssembly. With
 * `?round=<id>` (and `&mode=fun` for fun play) the form is filled from that round.
 */
export default function ProvablyFairPage() {
  const { t, i18n } = useTranslation(PLAY_NS);
  use(ensurePlayStrings(i18n, i18n.language));
  usePageTitle(t('verify.title'));
  const [modules, setModules] = useState<{ games: Games; rules: Rules } | null>(null);
  const [moduleFailure, setModuleFailure] = useState<Failure | null>(null);
  const { text } = useErrorText();

  useEffect(() => {
    let live = true;
    Promise.all([loadGames(), loadRules()]).then(
      ([games, rules]) => live && setModules({ games, rules }),
      (e: unknown) => live && setModuleFailure(failureOf(e)),
    );
    return () => {
      live = false;
    };
  }, []);

  return (
    <>
      <PageHeader title={t('verify.title')} lead={t('verify.lead')} />
      {modules ? (
        <GameKitProvider kit={makeGameKit(modules.games, modules.rules)}>
          <Verifier />
        </GameKitProvider>
      ) : moduleFailure ? (
        <p className="alert alert-danger" role="alert">
          {text(moduleFailure.code, moduleFailure.params)}
        </p>
      ) : (
        <div className="d-flex align-items-center gap-2 py-4" role="status">
          <span className="spinner spinner-sm" aria-hidden="true" />
          <span>{t('verify.loading')}</span>
        </div>
      )}
    </>
  );
}

function Verifier() {
  const { t } = useTranslation(PLAY_NS);
  const { text } = useErrorText();
  const kit = useGameKit();
  const ids = useId();
  const [params] = useSearchParams();
  const { loggedIn, openModal } = useStore();
  const mode: Mode = params.get('mode') === 'fun' ? 'fun' : 'real';
  // A real-money round is the player's own: a visitor signs in first (the call would answer 401).
  const needsSignIn = mode === 'real' && !loggedIn && !!params.get('round');
  const roundId = needsSignIn ? null : params.get('round');
  const [form, setForm] = useState<VerifyForm>(EMPTY);
  const [verdict, setVerdict] = useState<Verdict | null>(null);
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
    setForm({
      game: round.game_name,
      config: JSON.stringify(config),
      serverSeed: round.server_seed ?? '',
      commitment: round.commitment,
      clientSeed: round.client_seed,
      nonce: String(round.nonce),
      bet: JSON.stringify(round.bet),
      actions: JSON.stringify(round.actions),
    });
    setVerdict(null);
  }
  const prefill = prefillOf(roundId, read.error, read.data === filledFrom ? filledFrom : null);

  const recorded = prefill.kind === 'ready' || prefill.kind === 'hidden' ? prefill.round : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setVerdict(verify(kit.games, form, recorded));
  };

  const changeSeed = () =>
    rotation.mutate(
      { mode, fun_session: mode === 'fun' ? readFunSession() : null, client_seed: null },
      // The round's server seed is revealed now: read it again.
      { onSuccess: () => setAttempt((n) => n + 1) },
    );

  const field = (name: keyof VerifyForm) => ({
    id: `${ids}-${name}`,
    value: form[name],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value })),
  });

  return (
    <div className="verify">
      <p>{t('verify.explain')}</p>

      {needsSignIn ? (
        <div className="alert alert-info">
          <p>{t('verify.signIn')}</p>
          <button type="button" className="btn btn-secondary" onClick={() => openModal('signIn')}>
            {t('verify.signInButton')}
          </button>
        </div>
      ) : null}
      {prefill.kind === 'loading' ? (
        <div className="d-flex align-items-center gap-2 py-2" role="status">
          <span className="spinner spinner-sm" aria-hidden="true" />
          <span>{t('verify.loadingRound')}</span>
        </div>
      ) : null}
      {prefill.kind === 'failed' ? (
        <p className="alert alert-danger" role="alert">
          {text(prefill.failure.code, prefill.failure.params)}
        </p>
      ) : null}
      {prefill.kind === 'hidden' ? (
        <div className="alert alert-warning">
          <p>{t('verify.notRevealed')}</p>
          <button type="button" className="btn btn-secondary" disabled={rotating} onClick={changeSeed}>
            {rotating ? <span className="spinner spinner-sm me-2" aria-hidden="true" /> : null}
            {t('verify.changeSeed')}
          </button>
          {rotateFailure ? (
            <p className="text-danger mt-2 mb-0" role="alert">
              {text(rotateFailure.code, rotateFailure.params)}
            </p>
          ) : null}
        </div>
      ) : null}

      <form className="row g-3" onSubmit={submit} noValidate aria-label={t('verify.form')}>
        <div className="col-12 col-md-6">
          <label className="form-label" htmlFor={`${ids}-game`}>
            {t('verify.game')}
          </label>
          <input className="form-control" autoComplete="off" {...field('game')} />
        </div>
        <div className="col-12 col-md-6">
          <label className="form-label" htmlFor={`${ids}-nonce`}>
            {t('verify.nonce')}
          </label>
          <input className="form-control" inputMode="numeric" autoComplete="off" {...field('nonce')} />
        </div>
        <div className="col-12">
          <label className="form-label" htmlFor={`${ids}-serverSeed`}>
            {t('verify.serverSeed')}
          </label>
          <input className="form-control font-monospace" autoComplete="off" spellCheck={false} {...field('serverSeed')} />
        </div>
        <div className="col-12">
          <label className="form-label" htmlFor={`${ids}-commitment`}>
            {t('verify.commitment')}
          </label>
          <input className="form-control font-monospace" autoComplete="off" spellCheck={false} {...field('commitment')} />
        </div>
        <div className="col-12">
          <label className="form-label" htmlFor={`${ids}-clientSeed`}>
            {t('verify.clientSeed')}
          </label>
          <input className="form-control font-monospace" autoComplete="off" spellCheck={false} {...field('clientSeed')} />
        </div>
        <div className="col-12 col-lg-6">
          <label className="form-label" htmlFor={`${ids}-bet`}>
            {t('verify.bet')}
          </label>
          <textarea className="form-control font-monospace" rows={3} spellCheck={false} {...field('bet')} />
        </div>
        <div className="col-12 col-lg-6">
          <label className="form-label" htmlFor={`${ids}-actions`}>
            {t('verify.actions')}
          </label>
          <textarea className="form-control font-monospace" rows={3} spellCheck={false} {...field('actions')} />
        </div>
        <div className="col-12">
          <label className="form-label" htmlFor={`${ids}-config`}>
            {t('verify.config')}
          </label>
          <textarea className="form-control font-monospace" rows={3} spellCheck={false} aria-describedby={`${ids}-config-hint`} {...field('config')} />
          <div id={`${ids}-config-hint`} className="form-text">
            {t('verify.configHint')}
          </div>
        </div>
        <div className="col-12">
          <button type="submit" className="btn btn-secondary">
            {t('verify.run')}
          </button>
        </div>
      </form>

      <div className="verify-result mt-4" aria-live="polite">
        {verdict ? <VerdictView verdict={verdict} currency={recorded?.currency ?? null} /> : null}
      </div>
    </div>
  );
}

function VerdictView({ verdict, currency }: { verdict: Verdict; currency: string | null }) {
  const { t } = useTranslation(PLAY_NS);
  const kit = useGameKit();
  if (verdict.kind === 'error') {
    return (
      <p className="alert alert-danger" role="alert">
        {t(`verify.errors.${verdict.code}`, { defaultValue: t('verify.errors.engine', { code: verdict.code }) })}
      </p>
    );
  }
  const { play } = verdict;
  const amount = (cents: number) => (currency ? kit.cents(cents, currency) : kit.games.cents_text(cents));
  return (
    <section className="verify-verdict" aria-labelledby="verify-result-title">
      <h2 id="verify-result-title" className="h4">
        {t('verify.result')}
      </h2>
      <dl className="play-facts">
        <div>
          <dt>{t('verify.computedCommitment')}</dt>
          <dd>
            <code className="play-hash">{verdict.commitment ?? '–'}</code>
          </dd>
        </div>
        <div>
          <dt>{t('verify.commitmentCheck')}</dt>
          <dd className={verdict.commitmentOk === false ? 'text-danger fw-semibold' : verdict.commitmentOk ? 'text-success fw-semibold' : undefined}>
            {verdict.commitmentOk === null ? t('verify.commitmentNone') : verdict.commitmentOk ? t('verify.commitmentOk') : t('verify.commitmentBad')}
          </dd>
        </div>
        <div>
          <dt>{t('verify.stake')}</dt>
          <dd>{amount(play.stake)}</dd>
        </div>
        <div>
          <dt>{t('verify.win')}</dt>
          <dd>{amount(play.win)}</dd>
        </div>
        <div>
          <dt>{t('verify.finished')}</dt>
          <dd>{play.finished ? t('verify.yes') : t('verify.no')}</dd>
        </div>
        <div>
          <dt>{t('verify.view')}</dt>
          <dd>{summary(play.view)}</dd>
        </div>
      </dl>
      {verdict.matches === null ? null : (
        <p className={verdict.matches ? 'alert alert-success' : 'alert alert-danger'} role="status">
          {verdict.matches ? t('verify.match') : t('verify.mismatch')}
        </p>
      )}
    </section>
  );
}

/** The replayed view in one line: what was drawn (cards, number, reels...), lists in brackets. */
export function summary(view: GameView): string {
  const show = (value: unknown): string => {
    if (value === null || value === undefined) return '–';
    if (Array.isArray(value)) return `[${value.map(show).join(', ')}]`;
    if (typeof value === 'object') return `{${fields(value as Record<string, unknown>)}}`;
    return String(value);
  };
  const fields = (value: Record<string, unknown>) =>
    Object.entries(value)
      .map(([k, v]) => `${k}: ${show(v)}`)
      .join(', ');
  return Object.entries(view as unknown as Record<string, unknown>)
    .filter(([k]) => k !== 'engine')
    .map(([k, v]) => `${k}: ${show(v)}`)
    .join('; ');
}
