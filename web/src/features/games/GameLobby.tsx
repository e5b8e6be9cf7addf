import { use, useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useGameGroups } from './api/getGameGroupList';
import { useGameProviders } from './api/getGameProviders';
import { CategoryTabs, type TabItem } from './CategoryTabs';
import { CATEGORIES, GROUPS, NO_FILTERS, isFiltered, readFilters, writeFilters, type LobbyFilters } from './filters';
import { formatRtp, type TileText } from './GameTile';
import { LobbyResults } from './LobbyResults';
import { LobbyToolbar } from './LobbyToolbar';
import { ensureGamesStrings, GAMES_NS } from './strings';
import './games.scss';

export { gamePath } from './LobbyResults';

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
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const ids = useId();
  const panelId = `${ids}-panel`;
  // The tab names and the studios; without them the tabs are the built-in list (filters.ts) and the studio
  // selector offers "all".
  const groups = useGameGroups().data ?? null;
  const providers = useGameProviders().data ?? null;

  // Bumped by "reset filters": the search box starts again empty, even mid-typing.
  const [resets, setResets] = useState(0);

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

  const number = useMemo(() => new Intl.NumberFormat(lang), [lang]);
  const text = useMemo<TileText>(() => {
    return {
      rtp: (rtp) => formatRtp(lang, rtp),
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
      <LobbyToolbar filters={filters} providerOptions={providerOptions} apply={apply} search={search} resets={resets} ids={ids} number={number} />
      <LobbyResults filters={filters} filtered={isFiltered(filters)} reset={reset} ids={ids} panelId={panelId} text={text} number={number} />
    </div>
  );
}

