import { createElement, lazy, Suspense, use, useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { ErrorPage } from '../../components/ErrorPage';
import { LocaleLink } from '../../components/LocaleLink';
import { usePageTitle } from '../../components/usePageTitle';
import type { Action, GameBet } from '../../core/games';
import { useErrorText } from '../../i18n/useErrorText';
import { useStore } from '../../store/store';
import { engineUi } from './engines';
import type { EngineUiProps } from './engines/types';
import { FairPanel } from './play/FairPanel';
import type { Mode } from './play/gameApi';
import { GameKitProvider } from './play/GameKit';
import { MoreGames } from './play/MoreGames';
import { MotionProvider } from './play/motion';
import { MotionSettings } from './play/MotionSettings';
import { RealityCheck } from './play/RealityCheck';
import { RecentBets } from './play/RecentBets';
import { RulesPanel } from './play/RulesPanel';
import { ensurePlayStrings, PLAY_NS } from './play/strings';
import { Tabs } from './play/Tabs';
import { useGamePlay } from './play/useGamePlay';
import './play/play.scss';

// A live table's screen is its own chunk, fetched when a live table opens.
const LiveRoulette = lazy(() => import('./live/LiveRoulette'));

/**
 * The game player (`/online-casino/:id`): one game of the catalogue, in real money for a
 * signed-in player who chooses it, otherwise in fun play with play money. `?mode=real|fun`.
 * Real-money play comes with the reality check.
 */
export default function GamePlayerPage() {
  const { i18n } = useTranslation(PLAY_NS);
  use(ensurePlayStrings(i18n, i18n.language));
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const { loggedIn } = useStore();
  // Visitors play for fun whatever the link says; players play for real unless they chose fun.
  const mode: Mode = loggedIn && params.get('mode') !== 'fun' ? 'real' : 'fun';
  const player = <GamePlayer key={`${id}\u0001${mode}`} id={id} mode={mode} askedReal={!loggedIn && params.get('mode') === 'real'} />;
  // Real money only: the reality check stops the game every few minutes (the player's choice).
  return mode === 'real' ? <RealityCheck>{player}</RealityCheck> : player;
}

type PanelTab = 'rules' | 'fair' | 'recent';

function GamePlayer({ id, mode, askedReal }: { id: string; mode: Mode; askedReal: boolean }) {
  const { t } = useTranslation(PLAY_NS);
  const { text } = useErrorText();
  const { loggedIn, openModal } = useStore();
  const [, setParams] = useSearchParams();
  const ids = useId();
  const [expanded, setExpanded] = useState(false);
  const [tab, setTab] = useState<PanelTab>('rules');
  const play = useGamePlay(id, mode);
  const { load, funSession, round, fresh, history, busy, failure, funBalance, accept, renewFunSession, wake, onBet, onAct } = play;
  const live = load.kind === 'ready' && load.url.game.live;

  const game = load.kind === 'ready' ? load.url.game : null;
  usePageTitle(game?.name ?? t('player.title'));

  // Escape leaves the expanded layout.
  useEffect(() => {
    if (!expanded) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setExpanded(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [expanded]);

  if (load.kind === 'notFound') return <ErrorPage status={404} />;
  if (load.kind === 'loading') {
    return (
      <div className="play-loading d-flex align-items-center justify-content-center gap-2 py-5" role="status">
        <span className="spinner" aria-hidden="true" />
        <span>{t('player.loading')}</span>
      </div>
    );
  }
  if (load.kind === 'failed') {
    return (
      <div className="empty-state text-center py-5">
        <div role="alert">
          <p className="fw-semibold mb-1">{t('player.failed')}</p>
          <p className="small text-body-secondary mb-3">{text(load.failure.code, load.failure.params)}</p>
        </div>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={play.retry}
        >
          {t('player.retry')}
        </button>
      </div>
    );
  }

  const { url, kit: gameKit } = load;
  const loading = (
    <div className="d-flex align-items-center gap-2 py-4" role="status">
      <span className="spinner spinner-sm" aria-hidden="true" />
      <span>{t('player.loading')}</span>
    </div>
  );
  /** The side panel: the rules, the game's fair panel, this visit's bets. */
  const panel = (fair: ReactNode) => (
    <aside className="player-panel" aria-label={t('panel.label')}>
      <Tabs
        idBase={`${ids}-panel`}
        label={t('panel.label')}
        active={tab}
        onSelect={setTab}
        tabs={[
          { key: 'rules', label: t('panel.rules') },
          { key: 'fair', label: t('panel.fair') },
          { key: 'recent', label: t('panel.recent') },
        ]}
      >
        {tab === 'rules' ? <RulesPanel url={url} /> : null}
        {tab === 'fair' ? fair : null}
        {tab === 'recent' ? <RecentBets rounds={history} /> : null}
      </Tabs>
    </aside>
  );
  const switchMode = (next: Mode) => setParams((p) => {
    const q = new URLSearchParams(p);
    q.set('mode', next);
    return q;
  }, { replace: true });

  return (
    <GameKitProvider kit={gameKit}>
      <MotionProvider fresh={fresh}>
      <div className={expanded ? 'game-player player-expanded' : 'game-player'}>
        <header className="player-bar">
          <div className="player-title">
            <LocaleLink to="/online-casino" className="player-back small">
              {t('player.back')}
            </LocaleLink>
            <h1 className="h3 mb-0">{url.game.name}</h1>
            <p className="small text-body-secondary mb-0">{url.game.provider_name}</p>
          </div>
          <div className="player-tools">
            {mode === 'fun' ? (
              <p className="player-fun mb-0" role="status">
                <span className="badge player-fun-badge">{t('player.funLabel')}</span>{' '}
                <span className="player-balance">{t('player.funBalance', { amount: funBalance ? gameKit.money(funBalance, 'FUN') : '–' })}</span>
              </p>
            ) : (
              <p className="player-real mb-0">
                <span className="badge player-real-badge">{t('player.realLabel')}</span>
              </p>
            )}
            {loggedIn ? (
              <div className="btn-group player-mode" role="group" aria-label={t('player.mode')}>
                <button type="button" className={mode === 'real' ? 'btn btn-sm btn-secondary' : 'btn btn-sm btn-outline-secondary'} aria-pressed={mode === 'real'} onClick={() => mode !== 'real' && switchMode('real')}>
                  {t('player.real')}
                </button>
                <button type="button" className={mode === 'fun' ? 'btn btn-sm btn-secondary' : 'btn btn-sm btn-outline-secondary'} aria-pressed={mode === 'fun'} onClick={() => mode !== 'fun' && switchMode('fun')}>
                  {t('player.fun')}
                </button>
              </div>
            ) : (
              <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => openModal('signIn')}>
                {t('player.signInForReal')}
              </button>
            )}
            <MotionSettings />
            <button type="button" className="btn btn-sm btn-outline-secondary player-expand" aria-pressed={expanded} onClick={() => setExpanded((x) => !x)}>
              {expanded ? t('player.collapse') : t('player.expand')}
            </button>
          </div>
        </header>
        {askedReal ? <p className="alert alert-info small">{t('player.realNeedsSignIn')}</p> : null}

        {live ? (
          <Suspense fallback={loading}>
            <LiveRoulette
              url={url}
              mode={mode}
              funSession={funSession}
              initial={round}
              onRound={accept}
              onSessionLost={renewFunSession}
              wake={wake}
              panel={panel}
            />
          </Suspense>
        ) : (
          <div className="player-body">
            {/* The theme's dark colour: the symbols drawn with its art take it (light cells). */}
            <section className="player-stage" aria-label={t('player.stage')} style={{ ['--game-ink' as string]: url.game.colors[1] }}>
              <Suspense fallback={loading}>
                <EngineStage
                  engine={(url.config as { engine: string }).engine}
                  config={url.config}
                  round={round}
                  busy={busy}
                  currency={url.currency}
                  minBet={url.min_bet}
                  maxBet={url.max_bet}
                  art={url.art}
                  artIcons={url.art_icons}
                  onBet={(bet: GameBet) => void onBet(bet)}
                  onAct={(action: Action) => void onAct(action)}
                />
              </Suspense>
              <div className="player-error" aria-live="assertive">
                {failure ? (
                  <p className="alert alert-danger mb-0 mt-3" role="alert">
                    {text(failure.code, failure.params)}
                  </p>
                ) : null}
              </div>
            </section>
            {panel(<FairPanel mode={mode} funSession={funSession} refresh={`${round?.id ?? ''}:${round?.actions.length ?? 0}:${history.length}`} />)}
          </div>
        )}
      </div>
      {expanded ? null : <MoreGames game={url.game} mode={mode} />}
      </MotionProvider>
    </GameKitProvider>
  );
}

/** The engine's screen: a module-level lazy component per engine, the generic one by default. */
function EngineStage({ engine, ...props }: EngineUiProps<unknown> & { engine: string }) {
  return createElement(engineUi(engine), props);
}

