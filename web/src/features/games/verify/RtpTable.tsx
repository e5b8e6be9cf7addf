import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { failureOf } from '../../../api/errors';
import { DataTable } from '../../../components/DataTable';
import type { GameSummary } from '../../../api/generated/api';
import { useLocale } from '../../../components/useLocale';
import type { Rules } from '../../../core/rules';
import { useErrorText } from '../../../i18n/useErrorText';
import { formatPercent } from '../../../lib/money';
import { getGames } from '../api/getGames';
import { maxWin } from '../play/maxWin';
import { gamePlayerPath } from '../play/paths';
import { rtpMethod } from '../play/rtpMethod';
import { PLAY_NS } from '../play/strings';

const PAGE = 100;

/** The whole catalogue by name: the first page says how many follow, read together. */
async function everyGame(signal: AbortSignal): Promise<GameSummary[]> {
  const first = await getGames({ order: 'name', page: 1, page_size: PAGE }, signal);
  const pages = Math.ceil(first.total / PAGE);
  const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, i) => getGames({ order: 'name', page: i + 2, page_size: PAGE }, signal)));
  return [first, ...rest].flatMap((list) => list.games);
}

/**
 * Every game's return to player, how it was established (every outcome counted, the optimal
 * strategy valued exactly, or a strategy simulated, with its interval), its volatility and its maximum win, as the lobby computes them. Read when the player opens
 * it, so the verifier itself loads nothing more.
 */
export function RtpTable({ rules }: { rules: Rules | null }) {
  const { t } = useTranslation(PLAY_NS);
  const { text } = useErrorText();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const games = useQuery({ queryKey: ['games', 'rtp-table'], queryFn: ({ signal }) => everyGame(signal), enabled: open, staleTime: 5 * 60_000 });
  const failure = games.isError ? failureOf(games.error) : null;

  return (
    <details className="rtp-table mt-4" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>
        <h2 className="h5 d-inline">{t('verify.rtpTable.title')}</h2>
      </summary>
      <p className="form-text">{t('verify.rtpTable.explain')}</p>
      {games.isPending && open ? (
        <div className="d-flex align-items-center gap-2 py-2" role="status">
          <span className="spinner spinner-sm" aria-hidden="true" />
          <span>{t('verify.rtpTable.loading')}</span>
        </div>
      ) : null}
      {failure ? (
        <div className="py-2">
          <p className="alert alert-danger" role="alert">
            {text(failure.code, failure.params)}
          </p>
          <button type="button" className="btn btn-secondary" onClick={() => void games.refetch()}>
            {t('bets.retry')}
          </button>
        </div>
      ) : null}
      {games.data ? (
        <DataTable
          caption={t('verify.rtpTable.title')}
          columns={[
            // A long name and its studio wrap on a phone's card rather than widen it.
            { label: t('verify.rtpTable.game'), className: 'tx-when' },
            // The abbreviation the lobby's tiles use: a card's label stays short on a phone.
            { label: t('verify.rtpTable.rtp'), amount: true },
            // A simulated figure's interval is a sentence: it wraps, so the table fits a laptop.
            { label: t('verify.rtpTable.method'), className: 'tx-wrap tx-prose' },
            { label: t('rules.volatility') },
            // A number like the RTP: aligned to the end so the column compares at a glance.
            { label: t('rules.maxWin'), amount: true, className: 'tx-figure' },
          ]}
          rows={games.data.map((g) => ({
            key: g.id,
            cells: [
              <span>
                <Link to={gamePlayerPath(locale, g.id)}>{g.name}</Link> <span className="text-body-secondary small">{g.provider_name}</span>
              </span>,
              formatPercent(rules, g.rtp, 2),
              rtpMethod(t, g, (v) => formatPercent(rules, v, 3)),
              t(`rules.volatilities.${g.volatility}`, { defaultValue: g.volatility }),
              maxWin(t, rules, g),
            ],
          }))}
        />
      ) : null}
    </details>
  );
}
