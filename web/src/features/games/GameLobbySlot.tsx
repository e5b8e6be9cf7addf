import { Component, lazy, Suspense, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { withQueries } from '../../lib/queryRoot';
import './slot.scss';

// The lobby is its own chunk (with its styles and, once it runs, its words), loaded after the
// page's first render: the home page's first-render budget has no room for it, and it sits below
// the carousel anyway. Only this slot is in the page's chunk.
const load = withQueries(() => import('./GameLobby'));
let LazyLobby = lazy(load);

/** Catches a chunk or texts that could not be fetched (offline, a new deploy): the rest of the page stays. */
class LobbyBoundary extends Component<{ fallback: (retry: () => void) => ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? this.props.fallback(() => this.setState({ failed: false })) : this.props.children;
  }
}

/** Events that say the player has started to look around the page. */
const INTEREST = ['scroll', 'pointerdown', 'keydown', 'touchstart'] as const;

/**
 * Whether the element is wanted yet: at once unless `defer`; else once it is on screen or the
 * player scrolls, touches or types (by then the chunk has time to arrive before the lobby is
 * reached). Without IntersectionObserver (old browsers, tests) it is wanted at once.
 */
function useWanted(ref: RefObject<HTMLElement | null>, defer: boolean): boolean {
  const [wanted, setWanted] = useState(() => !defer || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) want();
    });
    if (ref.current) observer.observe(ref.current);
    for (const type of INTEREST) window.addEventListener(type, want, { once: true, passive: true });
    return () => {
      observer.disconnect();
      for (const type of INTEREST) window.removeEventListener(type, want);
    };
  }, [ref, wanted]);
  return wanted;
}

/**
 * Where a page shows the game lobby. Until the lobby's chunk is here (and in the pages rendered at
 * build time) a placeholder drawn by CSS alone holds its place: grey tabs and tiles. Below the
 * fold (`deferBelowFold`, the home page) the chunk is fetched only once the player starts looking
 * around, so a phone's first seconds go to what it shows first.
 */
export function GameLobbySlot({ deferBelowFold = false }: { deferBelowFold?: boolean }) {
  const { t } = useTranslation();
  const here = useRef<HTMLDivElement>(null);
  const wanted = useWanted(here, deferBelowFold);
  const placeholder = (
    <div className="lobby-placeholder" role="status" ref={here}>
      <span className="visually-hidden">{t('home.lobbyLoading')}</span>
    </div>
  );
  // Build-time rendering cannot wait for a lazy chunk (renderToString would mark the boundary for
  // the client with a template): it writes the placeholder, which the client replaces.
  if (typeof document === 'undefined' || !wanted) return placeholder;
  return (
    <LobbyBoundary
      fallback={(retry) => (
        <div className="empty-state text-center">
          <p className="fw-semibold mb-3" role="alert">
            {t('home.lobbyFailed')}
          </p>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => {
              // React.lazy keeps a failure: a fresh one fetches the chunk again.
              LazyLobby = lazy(load);
              retry();
            }}
          >
            {t('home.lobbyRetry')}
          </button>
        </div>
      )}
    >
      <Suspense fallback={placeholder}>
        <LazyLobby />
      </Suspense>
    </LobbyBoundary>
  );
}
