import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { failureOf, type Failure } from '../../api/errors';
import { useLocale } from '../../components/useLocale';
import { useErrorText } from '../../i18n/useErrorText';
import { localizePath } from '../../i18n/locales';
import { useGameList } from './api/useGameList';
import { tabId } from './CategoryTabs';
import type { LobbyFilters } from './filters';
import { GameTile, type TileText } from './GameTile';
import { LobbySkeleton } from './LobbySkeleton';
import { GAMES_NS } from './strings';

/** A tile's path: the game's page in the current locale. */
export function gamePath(id: string, locale: Parameters<typeof localizePath>[1]): string {
  return localizePath(`/online-casino/${encodeURIComponent(id)}`, locale);
}

interface Props {
  filters: LobbyFilters;
  /** Some filter is set (the empty state then offers to drop them). */
  filtered: boolean;
  reset: () => void;
  ids: string;
  panelId: string;
  text: TileText;
  number: Intl.NumberFormat;
}

/**
 * The lobby's games for the filters: a skeleton, why they could not be loaded, an empty state, or
 * the grid of tiles with "load more". It is the tab panel of the category tabs.
 */
export function LobbyResults({ filters, filtered, reset, ids, panelId, text, number }: Props) {
  const { t } = useTranslation(GAMES_NS);
  const locale = useLocale();
  const navigate = useNavigate();
  // Bumped by "try again": a new first reading of the same filters.
  const [attempt, setAttempt] = useState(0);
  const list = useGameList(filters, attempt);
  const gridRef = useRef<HTMLUListElement>(null);
  // The number of games shown when "load more" was asked: the keyboard goes on from the next one.
  const moreFrom = useRef(-1);

  const results = list.data ?? null;
  const failure = list.isError && !results ? failureOf(list.error) : null;
  const moreFailure = list.isFetchNextPageError ? failureOf(list.error) : null;
  const moreBusy = list.isFetchingNextPage;

  // After "load more", the keyboard goes on from the first new game.
  const shownCount = results?.games.length ?? 0;
  useEffect(() => {
    if (moreBusy || moreFrom.current < 0) return;
    const link = shownCount > moreFrom.current ? gridRef.current?.children[moreFrom.current]?.querySelector('a') : null;
    moreFrom.current = -1;
    link?.focus();
  }, [moreBusy, shownCount]);

  const loading = list.isPending;
  const showGrid = !!results && results.games.length > 0;

  // One listener for every tile: in-app navigation for plain clicks. The tiles stay plain links
  // (middle click, open in a new tab) and hold no router state of their own.
  useEffect(() => {
    const grid = gridRef.current;
    if (!grid) return;
    const onClick = (event: MouseEvent) => {
      const tile = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-tile]');
      if (!tile || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      navigate(tile.getAttribute('href') ?? '/');
    };
    grid.addEventListener('click', onClick);
    return () => grid.removeEventListener('click', onClick);
  }, [navigate, showGrid]);

  const loadMore = () => {
    if (!results || moreBusy) return;
    moreFrom.current = results.games.length;
    void list.fetchNextPage();
  };

  const hasMore = !!results && results.games.length < results.total;

  let body;
  if (failure) {
    body = (
      <LobbyFailure
        failure={failure}
        onRetry={() => setAttempt((n) => n + 1)}
        onReset={filtered ? reset : undefined}
      />
    );
  } else if (!results) {
    body = <LobbySkeleton label={t('loading')} />;
  } else if (results.games.length === 0) {
    body = (
      <div className="empty-state text-center" role="status">
        <p className="fw-semibold mb-1">{filtered ? t('empty') : t('emptyCatalogue')}</p>
        {filtered ? (
          <>
            <p className="small text-body-secondary mb-3">{t('emptyHint')}</p>
            <button type="button" className="btn btn-secondary" onClick={reset}>
              {t('reset')}
            </button>
          </>
        ) : null}
      </div>
    );
  } else {
    body = (
      <>
        <ul ref={gridRef} className="game-grid" aria-label={t('results')}>
          {results.games.map((game) => (
            <GameTile key={game.id} game={game} href={gamePath(game.id, locale)} text={text} liveStatus />
          ))}
        </ul>
        <div className="lobby-more">
          <p className="lobby-count mb-0" id={`${ids}-count`} aria-live="polite">
            {t('shown', { shown: number.format(results.games.length), total: number.format(results.total) })}
          </p>
          {moreFailure ? <MoreFailure failure={moreFailure} /> : null}
          {hasMore ? (
            <button
              type="button"
              className="btn btn-outline-secondary lobby-more-button"
              onClick={loadMore}
              disabled={moreBusy}
              aria-describedby={`${ids}-count`}
            >
              {moreBusy ? (
                <>
                  <span className="spinner spinner-sm me-2" aria-hidden="true" />
                  {t('loadingMore')}
                </>
              ) : (
                t('loadMore')
              )}
            </button>
          ) : null}
        </div>
      </>
    );
  }

  return (
    <div id={panelId} role="tabpanel" aria-labelledby={tabId(ids, filters.category)} aria-busy={loading} className="lobby-results">
      {body}
    </div>
  );
}

/** Why the games could not be shown, and what to do: try again, or drop a filter the server does not know. */
function LobbyFailure({ failure, onRetry, onReset }: { failure: Failure; onRetry: () => void; onReset?: () => void }) {
  const { t } = useTranslation(GAMES_NS);
  // The shared catalogue of messages is fetched only now that one is needed.
  const { ready, text } = useErrorText();
  const invalid = failure.code === 'choice_invalid' && onReset !== undefined;
  return (
    <div className="empty-state text-center">
      <div role="alert">
        <p className={invalid ? 'fw-semibold mb-3' : 'fw-semibold mb-1'}>{invalid ? t('invalidFilter') : t('failed')}</p>
        {/* Until the catalogue is here, its code would show: the place is kept empty. */}
        {invalid ? null : <p className="small text-body-secondary mb-3">{ready ? text(failure.code, failure.params) : '\u00a0'}</p>}
      </div>
      <div className="d-flex flex-wrap justify-content-center gap-2">
        {invalid ? null : (
          <button type="button" className="btn btn-secondary" onClick={onRetry}>
            {t('retry')}
          </button>
        )}
        {onReset ? (
          <button type="button" className={invalid ? 'btn btn-secondary' : 'btn btn-outline-secondary'} onClick={onReset}>
            {t('reset')}
          </button>
        ) : null}
      </div>
    </div>
  );
}

function MoreFailure({ failure }: { failure: Failure }) {
  const { t } = useTranslation(GAMES_NS);
  const { ready, text } = useErrorText();
  return (
    <p className="alert alert-danger mb-0" role="alert">
      {t('moreFailed')} {ready ? text(failure.code, failure.params) : null}
    </p>
  );
}
