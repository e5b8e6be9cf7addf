import { use, useEffect, useId, useMemo, useState } from 'react';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { failureOf, type Failure } from '../../api/errors';
import { PageHeader } from '../../components/PageHeader';
import { usePageTitle } from '../../components/usePageTitle';
import { loadGames, runningEngine, type Games, type RunningEngine } from '../../core/games';
import { loadRules, type Rules } from '../../core/rules';
import { useErrorText } from '../../i18n/useErrorText';
import { useStore } from '../../store/store';
import { GameKitProvider, makeGameKit, type GameKit } from './play/GameKit';
import { ensurePlayStrings, PLAY_NS } from './play/strings';
import { useVerifier } from './verify/useVerifier';
import { EngineFacts } from './verify/EngineFacts';
import { keepVerifiableRounds } from './verify/keptRounds';
import { RtpTable } from './verify/RtpTable';
import { VerdictView } from './verify/VerdictView';
import { verify, type VerifyForm } from './verify/verify';
import './play/play.scss';

export { verify, type Verdict, type VerifyForm } from './verify/verify';

/** The player's texts, before a visit's first render (see `PageModule`). */
export const prepare = (i18n: I18n) => ensurePlayStrings(i18n, i18n.language).then(() => undefined);

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
  const [running, setRunning] = useState<RunningEngine | null>(null);
  const { text } = useErrorText();

  useEffect(() => {
    let live = true;
    Promise.all([loadGames(), loadRules()]).then(
      ([games, rules]) => {
        if (!live) return;
        setModules({ games, rules });
        void runningEngine(games).then((engine) => live && setRunning(engine));
      },
      (e: unknown) => live && setModuleFailure(failureOf(e)),
    );
    return () => {
      live = false;
    };
  }, []);

  const kit = useMemo(() => (modules ? makeGameKit(modules.games, modules.rules) : null), [modules]);
  return (
    <>
      <PageHeader title={t('verify.title')} lead={t('verify.lead')} />
      {moduleFailure ? (
        <p className="alert alert-danger" role="alert">
          {text(moduleFailure.code, moduleFailure.params)}
        </p>
      ) : null}
      <Verifier kit={kit} waiting={!kit && !moduleFailure} running={running} />
      <RtpTable rules={modules?.rules ?? null} />
    </>
  );
}

/**
 * Keeps the signed-in player's revealed rounds in the browser once per visit, for checking them
 * offline; true once the whole set is kept. A failure (offline, say) leaves what was kept before.
 */
function useKeptRounds(loggedIn: boolean): boolean {
  const [kept, setKept] = useState(false);
  useEffect(() => {
    if (!loggedIn) return;
    const control = new AbortController();
    keepVerifiableRounds(control.signal).then(
      (whole) => !control.signal.aborted && setKept(whole),
      () => undefined,
    );
    // Another sign-in starts over: its rounds are not kept yet.
    return () => {
      control.abort();
      setKept(false);
    };
  }, [loggedIn]);
  return loggedIn && kept;
}

/**
 * The form, on screen at once (the page rendered at build time shows it too): only checking a
 * round needs the engines, so the button waits for them, not the page.
 */
function Verifier({ kit, waiting, running }: { kit: GameKit | null; waiting: boolean; running: RunningEngine | null }) {
  const { t } = useTranslation(PLAY_NS);
  const { text } = useErrorText();
  const ids = useId();
  const { openModal, loggedIn } = useStore();
  const kept = useKeptRounds(loggedIn);
  const { needsSignIn, form, verdict, prefill, recorded, rotating, rotateFailure, changeSeed } = useVerifier((values, round) =>
    kit ? verify(kit.games, values, round) : null,
  );

  const field = (name: keyof VerifyForm) => ({ id: `${ids}-${name}`, name, value: form.values[name], onChange: form.handleChange });

  return (
    <div className="verify">
      <p>{t('verify.explain')}</p>
      <EngineFacts running={running} round={recorded} />
      {kept ? <p className="form-text">{t('verify.kept')}</p> : null}

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

      <form className="row g-3" onSubmit={form.handleSubmit} noValidate aria-label={t('verify.form')}>
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
        <div className="col-12 d-flex flex-wrap align-items-center gap-3">
          {/* While the round is read, the form is about to be filled: a replay now would check
              what is typed, and the filling would then clear its verdict. */}
          <button type="submit" className="btn btn-secondary" disabled={!kit || prefill.kind === 'loading'}>
            {t('verify.run')}
          </button>
          {waiting ? (
            <span className="d-inline-flex align-items-center gap-2" role="status">
              <span className="spinner spinner-sm" aria-hidden="true" />
              <span>{t('verify.loading')}</span>
            </span>
          ) : null}
        </div>
      </form>

      <div className="verify-result mt-4" aria-live="polite">
        {verdict && kit ? (
          <GameKitProvider kit={kit}>
            <VerdictView verdict={verdict} currency={recorded?.currency ?? null} />
          </GameKitProvider>
        ) : null}
      </div>
    </div>
  );
}

