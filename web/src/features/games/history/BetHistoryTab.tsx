import { useFormik } from 'formik';
import { Fragment, Suspense, use, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { failureOf } from '../../../api/errors';
import type { BetRow } from '../../../api/generated/api';
import { DateRangeFields } from '../../../components/DateRangeFields';
import { useLocale } from '../../../components/useLocale';
import type { Rules } from '../../../core/rules';
import { useErrorText } from '../../../i18n/useErrorText';
import { useTranslationWith } from '../../../i18n/useTranslationWith';
import { ensureAccountStrings } from '../../../i18n/sharedStrings';
import { verifyPath } from '../play/paths';
import type { BetFilter } from '../../../api/generated/api';
import { ensurePlayStrings, PLAY_NS } from '../play/strings';
import { formatMoment, formatMoney } from '../../../lib/money';
import '../../../styles/transactions.scss';
import '../play/play.scss';
import { useBetList } from '../api/getBetList';
import { Loading } from '../../../components/Loading';
import { useBetRound } from '../api/getRound';
import { EngineBuild } from '../verify/EngineFacts';

export const BETS_PER_PAGE = 10;
const DAY_MS = 86_400_000;

interface Filters {
  from: string;
  to: string;
}

const NO_FILTERS: Filters = { from: '', to: '' };

/** A `YYYY-MM-DD` date as the Unix milliseconds of its first moment (UTC, as dates are shown). */
function dayStart(date: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : null;
}

/** The body of `front/get_bet_list`: the dates set (whole days, both included) and the page. */
export function betListBody(filters: Filters, page: number): BetFilter {
  const body: BetFilter = { page, page_size: BETS_PER_PAGE };
  const from = dayStart(filters.from);
  const to = dayStart(filters.to);
  if (from !== null) body.from = from;
  if (to !== null) body.to = to + DAY_MS - 1;
  return body;
}

/** Bet history of the account area; its words come with the game pages' (`play` namespace). */
export function BetHistoryTab() {
  const { t } = useTranslationWith(ensureAccountStrings);
  return (
    <Suspense
      fallback={
        <div className="d-flex align-items-center gap-2 py-4" role="status">
          <span className="spinner" aria-hidden="true" />
          <span className="visually-hidden">{t('account.tabs.bets')}</span>
        </div>
      }
    >
      <BetHistory />
    </Suspense>
  );
}

interface Shown {
  filters: Filters;
  page: number;
  /** Bumped by each load the player asks for (dates, a page, a retry). */
  reading: number;
}

/**
 * The player's real-money rounds, newest first: game, bet, win, total (win less bet) and date,
 * filtered by dates, by pages; a row opens on the round's details and a Verify link.
 */
function BetHistory() {
  const { t, i18n } = useTranslation(PLAY_NS);
  use(ensurePlayStrings(i18n, i18n.language));
  const { text } = useErrorText();
  const [shown, setShown] = useState<Shown>({ filters: NO_FILTERS, page: 1, reading: 0 });
  const [open, setOpen] = useState<string | null>(null);
  const list = useBetList(betListBody(shown.filters, shown.page), shown.reading);
  const data = list.data ?? null;
  const busy = list.isFetching;
  const failure = list.isError ? failureOf(list.error) : null;

  const go = (filters: Filters, page: number) => {
    setOpen(null);
    setShown((s) => ({ filters, page, reading: s.reading + 1 }));
  };

  const filtered = shown.filters.from !== '' || shown.filters.to !== '';
  const pages = data ? Math.max(1, Math.ceil(data.page.total / Math.max(1, data.page.page_size))) : 1;

  return (
    <div>
      <BetFilters busy={busy} onApply={(filters) => go(filters, 1)} />

      {failure ? (
        <div className="py-2">
          <p className="alert alert-danger" role="alert">
            {text(failure.code, failure.params)}
          </p>
          <button type="button" className="btn btn-secondary" onClick={() => go(shown.filters, shown.page)}>
            {t('bets.retry')}
          </button>
        </div>
      ) : null}

      {busy ? (
        <Loading label={t('bets.loading')} small={!!data} />
      ) : null}

      {data ? (
        <div aria-busy={busy}>
          {data.page.bets.length === 0 ? (
            <div className="empty-state text-center">
              <p className="mb-0">{filtered ? t('bets.noMatch') : t('bets.empty')}</p>
            </div>
          ) : (
            <BetTable rules={data.rules} bets={data.page.bets} open={open} onToggle={(id) => setOpen((o) => (o === id ? null : id))} />
          )}
          <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mt-3">
            <p className="mb-0 text-body-secondary small">{t('bets.total', { total: data.page.total })}</p>
            {pages > 1 ? (
              <nav className="d-flex align-items-center gap-2" aria-label={t('bets.pages')}>
                <button type="button" className="btn btn-sm btn-outline-secondary" disabled={busy || data.page.page <= 1} onClick={() => go(shown.filters, data.page.page - 1)}>
                  {t('bets.previous')}
                </button>
                <span aria-current="page">{t('bets.pageOf', { page: data.page.page, pages })}</span>
                <button type="button" className="btn btn-sm btn-outline-secondary" disabled={busy || data.page.page >= pages} onClick={() => go(shown.filters, data.page.page + 1)}>
                  {t('bets.next')}
                </button>
              </nav>
            ) : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}

/** The history's dates: applied, or cleared, as a whole. */
function BetFilters({ busy, onApply }: { busy: boolean; onApply: (filters: Filters) => void }) {
  const { t } = useTranslation(PLAY_NS);
  // Clearing resets the form and shows the whole history.
  const form = useFormik<Filters>({ initialValues: NO_FILTERS, onSubmit: onApply, onReset: () => onApply(NO_FILTERS) });
  return (
    <form className="row g-2 tx-filters mb-3" onSubmit={form.handleSubmit} onReset={form.handleReset} noValidate aria-label={t('bets.filters')}>
      <DateRangeFields idPrefix="bet-filter" from={form.values.from} to={form.values.to} fromLabel={t('bets.from')} toLabel={t('bets.to')} onChange={form.handleChange} />
      <div className="col-12 col-lg-6 d-flex flex-wrap align-items-end gap-2">
        <button type="submit" className="btn btn-secondary" disabled={busy}>
          {t('bets.apply')}
        </button>
        <button type="reset" className="btn btn-outline-secondary" disabled={busy}>
          {t('bets.clear')}
        </button>
      </div>
    </form>
  );
}

function BetTable({ rules, bets, open, onToggle }: { rules: Rules; bets: BetRow[]; open: string | null; onToggle: (id: string) => void }) {
  const { t } = useTranslation(PLAY_NS);
  const col = (name: string) => t(`bets.columns.${name}`);
  return (
    <div className="tx-table-wrap">
      <table className="tx-table bet-table">
        <caption className="visually-hidden">{t('bets.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{col('game')}</th>
            <th scope="col" className="tx-amount">
              {col('bet')}
            </th>
            <th scope="col" className="tx-amount">
              {col('win')}
            </th>
            <th scope="col" className="tx-amount">
              {col('total')}
            </th>
            <th scope="col">{col('date')}</th>
            <th scope="col" className="tx-actions">
              <span className="visually-hidden">{col('details')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {bets.map((b) => {
            const when = formatMoment(rules, b.created_at);
            const expanded = open === b.round_id;
            const detailId = `bet-detail-${b.round_id}`;
            return (
              <Fragment key={b.round_id}>
                <tr>
                  <td data-label={col('game')}>{b.game_name}</td>
                  <td data-label={col('bet')} className="tx-amount">
                    {formatMoney(rules, b.bet, b.currency)}
                  </td>
                  <td data-label={col('win')} className="tx-amount">
                    {formatMoney(rules, b.win, b.currency)}
                  </td>
                  <td data-label={col('total')} className="tx-amount">
                    {formatMoney(rules, b.total, b.currency)}
                  </td>
                  <td data-label={col('date')} className="tx-when">
                    {when}
                  </td>
                  <td className="tx-actions">
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-secondary"
                      aria-expanded={expanded}
                      aria-controls={expanded ? detailId : undefined}
                      aria-label={t('bets.detailsOf', { game: b.game_name, when })}
                      onClick={() => onToggle(b.round_id)}
                    >
                      {expanded ? t('bets.hide') : t('bets.details')}
                    </button>
                  </td>
                </tr>
                {expanded ? (
                  <tr className="bet-detail-row">
                    <td colSpan={6} id={detailId}>
                      <RoundDetail row={b} />
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** One round in detail: its state, seeds and nonce, what was drawn, and the way to verify it. */
function RoundDetail({ row }: { row: BetRow }) {
  const { t } = useTranslation(PLAY_NS);
  const { text } = useErrorText();
  const locale = useLocale();
  const read = useBetRound(row.round_id);
  const round = read.data ?? null;
  const failure = read.isError ? failureOf(read.error) : null;

  return (
    <div className="bet-detail">
      <dl className="play-facts">
        <div>
          <dt>{t('bets.round')}</dt>
          <dd>
            <code>{row.round_id}</code>
          </dd>
        </div>
        <div>
          <dt>{t('bets.state')}</dt>
          <dd>{row.finished ? t('bets.finished') : t('bets.unfinished')}</dd>
        </div>
        {round ? (
          <>
            <div>
              <dt>{t('fair.commitment')}</dt>
              <dd>
                <code className="play-hash">{round.commitment}</code>
              </dd>
            </div>
            <div>
              <dt>{t('fair.clientSeed')}</dt>
              <dd>
                <code className="play-hash">{round.client_seed}</code>
              </dd>
            </div>
            <div>
              <dt>{t('fair.nonce')}</dt>
              <dd>{round.nonce}</dd>
            </div>
            <div>
              <dt>{t('fair.serverSeed')}</dt>
              <dd>{round.server_seed ? <code className="play-hash">{round.server_seed}</code> : t('bets.notRevealed')}</dd>
            </div>
            <div>
              <dt>{t('verify.engine.decidedBy')}</dt>
              <dd>{round.engine ? <EngineBuild version={round.engine.version} hash={round.engine.module_hash} missing={t('verify.engine.noModule')} /> : t('verify.engine.notRecorded')}</dd>
            </div>
          </>
        ) : null}
      </dl>
      {failure ? (
        <p className="text-danger small" role="alert">
          {text(failure.code, failure.params)}
        </p>
      ) : null}
      {!round && !failure ? (
        <p className="small text-body-secondary" role="status">
          {t('bets.loadingRound')}
        </p>
      ) : null}
      <Link className="btn btn-sm btn-secondary" to={verifyPath(locale, { id: row.round_id, mode: 'real' })}>
        {t('bets.verify')}
      </Link>
    </div>
  );
}
