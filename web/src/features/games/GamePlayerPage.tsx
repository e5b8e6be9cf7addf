import { createElement, lazy, Suspense, use, useDeferredValue, useEffect, useId, useState, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { ErrorPage } from '../../components/ErrorPage';
import { usePageTitle } from '../../components/usePageTitle';
import type { Action, GameBet } from '../../core/games';
import { ensureErrors } from '../../i18n/i18n';
import { useErrorText } from '../../i18n/useErrorText';
import { whenIdle } from '../../lib/scheduling';
import { useStore } from '../../store/store';
import { engineUi } from './engines';
import type { EngineUiProps } from './engines/types';
import { AskedReal, GameFrame, useFrameGame } from './play/GameFrame';
import { BreakNotice } from './play/BreakNotice';
import { PlayerBar } from './play/PlayerBar';
import type { Mode } from './play/funSession';
import { GameKitProvider } from './play/GameKit';
import { MoreGames } from './play/MoreGames';
import { MotionProvider } from './play/motion';
import { RealityCheck } from './play/RealityCheck';
import { RecentBets } from './play/RecentBets';
import { RulesPanel } from './play/RulesPanel';
import { ensurePlayStrings, PLAY_NS } from './play/strings';
import { Tabs } from './play/Tabs';
import { useGamePlay } from './play/useGamePlay';
import './play/play.scss';

// A live table's screen is its own chunk, fetched when a live table opens.
const LiveRoulette = lazy(() => import('./live/LiveRoulette'));
const LiveBaccarat = lazy(() => import('./live/LiveBaccarat'));
const LiveBlackjack = lazy(() => import('./live/LiveBlackjack'));
// The seeds panel (and the form library its seed form uses) comes when its tab opens, or once the
// page is idle: the game's start-up does not wait for it.
const loadFairPanel = () => import('./play/FairPanel').then(({ FairPanel }) => ({ default: FairPanel }));
const FairPanel = lazy(loadFairPanel);

/** The player's texts and the errors catalogue, before a visit's first render (see `PageModule`). */
export const prepare = (i18n: I18n) =>
  Promise.all([ensurePlayStrings(i18n, i18n.language), ensureErrors(i18n, i18n.language)]).then(() => undefined);

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
  const ids = useId();
  const [expanded, setExpanded] = useState(false);
  const [tab, setTab] = useState<PanelTab>('rules');
  const play = useGamePlay(id, mode);
  const { load, funSession, round, fresh, history, busy, failure, funBalance, accept, renewFunSession, wake, onBet, onAct } = play;
  const live = load.kind === 'ready' && load.url.game.live;
  const onBreak = load.kind === 'ready' ? load.url.on_break : null;
  const [, setParams] = useSearchParams();
  // During a break only fun play is open: the real-money page turns into fun play, which says why.
  const leaveReal = onBreak !== null && mode === 'real';
  useEffect(() => {
    if (leaveReal) setParams((p) => new URLSearchParams({ ...Object.fromEntries(p), mode: 'fun' }), { replace: true });
  }, [leaveReal, setParams]);

  const game = load.kind === 'ready' ? load.url.game : null;
  const frameGame = useFrameGame(id);
  // The game's first render is the page's heaviest: deferred, React renders it in slices that
  // leave the main thread free every few milliseconds, the frame staying on screen meanwhile
  // (the opening's answer arrives through the query cache, whose updates render at once).
  const ready = useDeferredValue(load.kind === 'ready');
  usePageTitle(game?.name ?? frameGame?.name ?? t('player.title'));

  // The seeds panel is ready before its tab is opened.
  useEffect(() => (ready ? whenIdle(() => void loadFairPanel().catch(() => undefined)) : undefined), [ready]);

  // Escape leaves the expanded layout.
  useEffect(() => {
    if (!expanded) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setExpanded(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [expanded]);

  if (load.kind === 'notFound') return <ErrorPage status={404} />;
  const shown = game ?? frameGame;
  const bar = shown ? (
    <PlayerBar
      name={shown.name}
      provider={shown.provider_name}
      mode={mode}
      funBalance={funBalance && load.kind === 'ready' ? load.kit.money(funBalance, 'FUN') : null}
      expanded={expanded}
      onExpand={setExpanded}
      realOpen={onBreak === null}
    />
  ) : null;
  if (load.kind === 'loading' || leaveReal || (load.kind === 'ready' && !ready && frameGame)) {
    if (frameGame) {
      return (
        <MotionProvider fresh={null}>
          <GameFrame game={frameGame} bar={bar} askedReal={askedReal} />
        </MotionProvider>
      );
    }
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
  // Each live table's game has its own component around the shared seat.
  const LiveTable = { baccarat: LiveBaccarat, blackjack: LiveBlackjack }[(url.config as { engine: string }).engine] ?? LiveRoulette;
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
        {tab === 'fair' ? <Suspense fallback={loading}>{fair}</Suspense> : null}
        {tab === 'recent' ? <RecentBets rounds={history} /> : null}
      </Tabs>
    </aside>
  );

  return (
    <GameKitProvider kit={gameKit}>
      <MotionProvider fresh={fresh}>
      <div className={expanded ? 'game-player player-expanded' : 'game-player'}>
        {bar}
        {askedReal ? <AskedReal /> : null}
        {onBreak ? <BreakNotice onBreak={onBreak} rules={gameKit.rules} /> : null}

        {live ? (
          <Suspense fallback={loading}>
            <LiveTable
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

