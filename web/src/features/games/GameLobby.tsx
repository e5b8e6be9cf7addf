import { use, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { failureOf, type Failure } from '../../api/errors';
import { useLocale } from '../../components/useLocale';
import { useErrorText } from '../../i18n/useErrorText';
import { localizePath } from '../../i18n/locales';
import { CategoryTabs, tabId, type TabItem } from './CategoryTabs';
import {
  CATEGORIES,
  GROUPS,
  NO_FILTERS,
  ORDERS,
  isFiltered,
  readFilters,
  writeFilters,
  type LobbyFilters,
  type Order,
} from './filters';
import { useGameGroups } from './api/useGameGroups';
import { useGameList } from './api/useGameList';
import { useGameProviders } from './api/useGameProviders';
import { GameTile, type TileText } from './GameTile';
import { LobbySkeleton } from './LobbySkeleton';
import { SearchBox } from './SearchBox';
import { ensureGamesStrings, GAMES_NS } from './strings';
import './games.scss';

/** A tile's path: the game's page in the current locale. */
export function gamePath(id: string, locale: Parameters<typeof localizePath>[1]): string {
  return localizePath(`/online-casino/${encodeURIComponent(id)}`, locale);
}

/**
 * The game lobby: group and category tabs, studio and order selectors, a search, and the games as
 * a grid of tiles with "load more". The filters live in the URL query, so the back button and a
 * shared link show the same lobby.
 */
export default function GameLobby() {
  const { t, i18n } = useTranslation(GAMES_NS);
  const lang = i18n.language;
  // The lobby's words come with it (the page's placeholder stays until they are here).
  use(ensureGamesStrings(i18n, lang));
  const locale = useLocale();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const ids = useId();
  const panelId = `${ids}-panel`;

  // Bumped by "try again": a new first reading of the same filters.
  const [attempt, setAttempt] = useState(0);
  const list = useGameList(filters, attempt);
  // The tab names and the studios; without them the tabs are the built-in list (filters.ts) and the studio
  // selector offers "all".
  const groups = useGameGroups().data ?? null;
  const providers = useGameProviders().data ?? null;
  const gridRef = useRef<HTMLUListElement>(null);
  // The number of games shown when "load more" was asked: the keyboard goes on from the next one.
  const moreFrom = useRef(-1);

  // Bumped by "reset filters": the search box starts again empty, even mid-typing.
  const [resets, setResets] = useState(0);

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

  /** Shows other filters: a new history entry, except while a search is being refined. */
  const apply = useCallback(
    (next: LobbyFilters, replace = false) => {
      setParams((current) => writeFilters(current, next), { replace, preventScrollReset: true });
    },
    [setParams],
  );

  // Refining a search replaces its history entry; starting or dropping one adds an entry.
  const search = useCallback((q: string) => apply({ ...filters, q }, filters.q !== '' && q !== ''), [apply, filters]);

  const reset = () => {
    setResets((n) => n + 1);
    apply(NO_FILTERS);
  };

  const loadMore = () => {
    if (!results || moreBusy) return;
    moreFrom.current = results.games.length;
    void list.fetchNextPage();
  };

  const number = useMemo(() => new Intl.NumberFormat(lang), [lang]);
  const text = useMemo<TileText>(() => {
    const percent = new Intl.NumberFormat(lang, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    return {
      rtp: (rtp) => {
        const value = Number(rtp);
        return rtp.trim() !== '' && Number.isFinite(value) ? percent.format(value / 100) : rtp;
      },
      rtpBadge: (rtp) => t('rtp', { value: rtp }),
      label: (game, rtp, badges) => [t('tile', { name: game.name, provider: game.provider_name, rtp }), ...badges].join(', '),
      isNew: t('badge.new'),
      live: t('badge.live'),
    };
  }, [t, lang]);

  const categoryName = useCallback((slug: string) => t(`category.${slug}`, { defaultValue: slug.replace(/-/g, ' ') }), [t]);

  const tabs = useMemo<TabItem[]>(() => {
    const all = providers ? providers.reduce((sum, p) => sum + p.count, 0) : undefined;
    // Before the server's list, the built-in groups and categories; after, its order and counts,
    // without the empty ones (unless a link opened one).
    const listed: { slug: string; count?: number }[] = groups
      ? groups.filter((g) => g.count > 0 || g.slug === filters.category)
      : [...GROUPS, ...CATEGORIES].map((slug) => ({ slug }));
    if (filters.category && !listed.some((g) => g.slug === filters.category)) listed.push({ slug: filters.category });
    return [{ slug: '', name: t('all'), count: all }, ...listed.map((g) => ({ slug: g.slug, name: categoryName(g.slug), count: g.count }))];
  }, [groups, providers, filters.category, t, categoryName]);

  const providerOptions = useMemo(() => {
    const list = providers ?? [];
    if (filters.provider && !list.some((p) => p.slug === filters.provider)) {
      return [...list, { slug: filters.provider, name: filters.provider, count: -1 }];
    }
    return list;
  }, [providers, filters.provider]);

  const filtered = isFiltered(filters);
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
            <GameTile key={game.id} game={game} href={gamePath(game.id, locale)} text={text} />
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
    <div className="game-lobby">
      <CategoryTabs
        items={tabs}
        active={filters.category}
        onSelect={(category) => category !== filters.category && apply({ ...filters, category })}
        idBase={ids}
        panelId={panelId}
        label={t('categories')}
        formatCount={(n) => number.format(n)}
      />
      <form className="row g-2 lobby-toolbar" role="search" onSubmit={(e) => e.preventDefault()} aria-label={t('filters')}>
        <div className="col-12 col-md-6">
          <SearchBox
            key={resets}
            id={`${ids}-search`}
            value={filters.q}
            onSearch={search}
            label={t('search')}
            placeholder={t('searchPlaceholder')}
            clearLabel={t('clearSearch')}
          />
        </div>
        <div className="col-6 col-md-3">
          <label htmlFor={`${ids}-provider`} className="form-label">
            {t('provider')}
          </label>
          <select
            id={`${ids}-provider`}
            className="form-select"
            value={filters.provider}
            onChange={(e) => apply({ ...filters, provider: e.target.value })}
          >
            <option value="">{t('allProviders')}</option>
            {providerOptions.map((p) => (
              <option key={p.slug} value={p.slug}>
                {p.count >= 0 ? t('providerOption', { name: p.name, count: number.format(p.count) }) : p.name}
              </option>
            ))}
          </select>
        </div>
        <div className="col-6 col-md-3">
          <label htmlFor={`${ids}-order`} className="form-label">
            {t('order')}
          </label>
          <select
            id={`${ids}-order`}
            className="form-select"
            value={filters.order}
            onChange={(e) => apply({ ...filters, order: e.target.value as Order })}
          >
            {ORDERS.map((o) => (
              <option key={o} value={o}>
                {t(`orders.${o}`)}
              </option>
            ))}
          </select>
        </div>
      </form>
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(ids, filters.category)} aria-busy={loading} className="lobby-results">
        {body}
      </div>
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
