import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { failureOf } from '../../api/errors';
import type { PlayerFile } from '../../api/generated/api';
import { SummaryList } from '../../components/ConfirmDialog';
import { StatusBadge } from '../../components/StatusBadge';
import type { Rules } from '../../core/rules';
import { formatIsoDate } from '../../core/useRulebook';
import { countryName } from '../../i18n/countries';
import { LOCALES } from '../../i18n/locales';
import { formatMoment, formatMoney } from '../../lib/money';
import { useTransactionLabels } from '../../lib/transactionLabels';
import '../../styles/transactions.scss';
import { usePlayerFile } from './api/getPlayerFile';
import { ReadingState } from './ReadingState';

/**
 * One player's file, read-only: the profile with the verification level and the account status,
 * the balance of each wallet, the latest transactions and bets, the tickets and the mail box.
 * Amounts are the server's strings, formatted by casino-core, never computed here.
 */
export function PlayerDetail({ username, onHide }: { username: string; onHide: () => void }) {
  const { t } = useTranslation();
  const read = usePlayerFile(username);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const data = read.data ?? null;
  const loaded = data !== null;
  // The opened file takes the focus once here (below the list: a phone scrolls to it).
  useEffect(() => {
    if (loaded) headingRef.current?.focus();
  }, [loaded]);

  return (
    <section className="card mt-4" aria-labelledby="admin-player-file-title" aria-busy={read.isFetching}>
      <div className="card-body d-grid gap-4">
        <h3 id="admin-player-file-title" className="h5 mb-0" tabIndex={-1} ref={headingRef}>
          {t('staff.players.file.title', { username })}
        </h3>
        {data ? (
          <FileParts file={data.file} rules={data.rules} />
        ) : (
          <ReadingState loading={read.isFetching} failure={read.isError ? failureOf(read.error) : null} onRetry={() => void read.refetch()} />
        )}
        <div>
          <button type="button" className="btn btn-link px-0" onClick={onHide}>
            {t('staff.players.file.hide')}
          </button>
        </div>
      </div>
    </section>
  );
}

/** A part of the file: its heading, then its list or table (or the line saying there is none). */
function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h4 id={id} className="h6 text-body-secondary">
        {title}
      </h4>
      {children}
    </section>
  );
}

/** The line of a part that has nothing to show. */
function None({ text }: { text: string }) {
  return <p className="small text-body-secondary mb-0">{text}</p>;
}

function FileParts({ file, rules }: { file: PlayerFile; rules: Rules }) {
  const { t, i18n } = useTranslation();
  const labels = useTransactionLabels();
  const f = (key: string) => t(`staff.players.file.${key}`);
  const p = file.player;
  const profile: [string, ReactNode][] = [
    [f('fields.username'), p.username],
    [f('fields.status'), t(`staff.players.statuses.${p.status}`, { defaultValue: p.status })],
    [f('fields.verification'), labels.verification(file.verification)],
    [f('fields.firstName'), p.first_name],
    [f('fields.lastName'), p.last_name],
    [f('fields.email'), p.email],
    [f('fields.mobile'), p.mobile],
    [f('fields.gender'), t(`staff.players.file.genders.${p.gender}`, { defaultValue: p.gender })],
    [f('fields.birthDate'), formatIsoDate(rules, p.birth_date)],
    [f('fields.address'), p.address],
    [f('fields.postalCode'), p.postal_code],
    [f('fields.city'), p.city],
    [f('fields.country'), countryName(p.country, i18n.language)],
    [f('fields.language'), LOCALES.find((l) => l.lang === p.language)?.name ?? p.language],
    [f('fields.currency'), p.currency],
    [f('fields.newsletter'), p.newsletter ? f('subscribed') : f('notSubscribed')],
  ];
  const col = (table: string, name: string) => t(`staff.players.file.${table}.${name}`);
  const wallets = file.balance.wallets;

  return (
    <>
      <Part id="admin-player-file-profile" title={f('profile')}>
        <SummaryList rows={profile} />
      </Part>

      <Part id="admin-player-file-balances" title={f('balances')}>
        {wallets.length === 0 ? (
          <None text={f('noWallet')} />
        ) : (
          <div className="tx-table-wrap">
            <table className="tx-table">
              <caption className="visually-hidden">{f('balances')}</caption>
              <thead>
                <tr>
                  <th scope="col">{col('walletColumns', 'currency')}</th>
                  <th scope="col" className="tx-amount">
                    {col('walletColumns', 'total')}
                  </th>
                  <th scope="col" className="tx-amount">
                    {col('walletColumns', 'real')}
                  </th>
                  <th scope="col" className="tx-amount">
                    {col('walletColumns', 'bonus')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {wallets.map((w) => (
                  <tr key={w.currency}>
                    <td data-label={col('walletColumns', 'currency')} className="fw-semibold">
                      {w.currency}
                    </td>
                    <td data-label={col('walletColumns', 'total')} className="tx-amount">
                      {formatMoney(rules, w.total, w.currency)}
                    </td>
                    <td data-label={col('walletColumns', 'real')} className="tx-amount">
                      {formatMoney(rules, w.real, w.currency)}
                    </td>
                    <td data-label={col('walletColumns', 'bonus')} className="tx-amount">
                      {formatMoney(rules, w.bonus, w.currency)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Part>

      <Part id="admin-player-file-transactions" title={f('transactions')}>
        {file.transactions.length === 0 ? (
          <None text={f('noTransaction')} />
        ) : (
          <div className="tx-table-wrap">
            <table className="tx-table">
              <caption className="visually-hidden">{f('transactions')}</caption>
              <thead>
                <tr>
                  <th scope="col">{col('transactionColumns', 'date')}</th>
                  <th scope="col">{col('transactionColumns', 'type')}</th>
                  <th scope="col" className="tx-amount">
                    {col('transactionColumns', 'amount')}
                  </th>
                  <th scope="col">{col('transactionColumns', 'method')}</th>
                  <th scope="col">{col('transactionColumns', 'status')}</th>
                </tr>
              </thead>
              <tbody>
                {file.transactions.map((tx) => (
                  <tr key={tx.id}>
                    <td data-label={col('transactionColumns', 'date')} className="tx-when">
                      {formatMoment(rules, tx.created_at)}
                    </td>
                    <td data-label={col('transactionColumns', 'type')}>{labels.type(tx.type)}</td>
                    <td data-label={col('transactionColumns', 'amount')} className="tx-amount">
                      {formatMoney(rules, tx.amount, tx.currency)}
                    </td>
                    <td data-label={col('transactionColumns', 'method')} className="tx-wrap">
                      {labels.provider(tx.provider)}
                    </td>
                    <td data-label={col('transactionColumns', 'status')}>
                      <StatusBadge status={tx.status} state={tx.state} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Part>

      <Part id="admin-player-file-bets" title={f('bets')}>
        {file.bets.length === 0 ? (
          <None text={f('noBet')} />
        ) : (
          <div className="tx-table-wrap">
            <table className="tx-table">
              <caption className="visually-hidden">{f('bets')}</caption>
              <thead>
                <tr>
                  <th scope="col">{col('betColumns', 'date')}</th>
                  <th scope="col">{col('betColumns', 'game')}</th>
                  <th scope="col" className="tx-amount">
                    {col('betColumns', 'bet')}
                  </th>
                  <th scope="col" className="tx-amount">
                    {col('betColumns', 'win')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {file.bets.map((b) => (
                  <tr key={b.round_id}>
                    <td data-label={col('betColumns', 'date')} className="tx-when">
                      {formatMoment(rules, b.created_at)}
                    </td>
                    <td data-label={col('betColumns', 'game')} className="tx-wrap">
                      {b.game_name}
                    </td>
                    <td data-label={col('betColumns', 'bet')} className="tx-amount">
                      {formatMoney(rules, b.bet, b.currency)}
                    </td>
                    <td data-label={col('betColumns', 'win')} className="tx-amount">
                      {formatMoney(rules, b.win, b.currency)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Part>

      <Part id="admin-player-file-tickets" title={f('tickets')}>
        {file.tickets.length === 0 ? (
          <None text={f('noTicket')} />
        ) : (
          <div className="tx-table-wrap">
            <table className="tx-table">
              <caption className="visually-hidden">{f('tickets')}</caption>
              <thead>
                <tr>
                  <th scope="col">{col('ticketColumns', 'number')}</th>
                  <th scope="col">{col('ticketColumns', 'subject')}</th>
                  <th scope="col">{col('ticketColumns', 'status')}</th>
                </tr>
              </thead>
              <tbody>
                {file.tickets.map((ticket) => (
                  <tr key={ticket.id}>
                    <td data-label={col('ticketColumns', 'number')} className="fw-semibold">
                      {ticket.number}
                    </td>
                    <td data-label={col('ticketColumns', 'subject')} className="tx-wrap">
                      {ticket.subject}
                    </td>
                    <td data-label={col('ticketColumns', 'status')}>{t(`staff.tickets.statuses.${ticket.status}`, { defaultValue: ticket.status })}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Part>

      <Part id="admin-player-file-mail" title={f('mail')}>
        {file.messages.length === 0 ? (
          <None text={f('noMessage')} />
        ) : (
          <div className="tx-table-wrap">
            <table className="tx-table">
              <caption className="visually-hidden">{f('mail')}</caption>
              <thead>
                <tr>
                  <th scope="col">{col('mailColumns', 'subject')}</th>
                  <th scope="col">{col('mailColumns', 'date')}</th>
                  <th scope="col">{col('mailColumns', 'state')}</th>
                </tr>
              </thead>
              <tbody>
                {file.messages.map((m) => (
                  <tr key={m.id}>
                    <td data-label={col('mailColumns', 'subject')} className="tx-wrap">
                      {m.subject}
                    </td>
                    <td data-label={col('mailColumns', 'date')} className="tx-when">
                      {formatMoment(rules, m.created_at)}
                    </td>
                    <td data-label={col('mailColumns', 'state')}>{m.read ? f('read') : f('unread')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Part>
    </>
  );
}
