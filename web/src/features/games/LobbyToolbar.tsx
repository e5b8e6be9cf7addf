import { useTranslation } from 'react-i18next';
import { ORDERS, type LobbyFilters, type Order } from './filters';
import { SearchBox } from './SearchBox';
import { GAMES_NS } from './strings';

interface Props {
  filters: LobbyFilters;
  /** The studios to offer, each with its number of games (-1: not known). */
  providerOptions: { slug: string; name: string; count: number }[];
  apply: (next: LobbyFilters) => void;
  search: (q: string) => void;
  /** Bumped by "reset filters": the search box starts again empty, even mid-typing. */
  resets: number;
  ids: string;
  number: Intl.NumberFormat;
}

/** The lobby's search, studio and order selectors. */
export function LobbyToolbar({ filters, providerOptions, apply, search, resets, ids, number }: Props) {
  const { t } = useTranslation(GAMES_NS);
  return (
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
  );
}
