import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { failureOf } from '../../api/errors';
import type { PlayerFile } from '../../api/generated/api';
import { SummaryList } from '../../components/ConfirmDialog';
import { DataTable, type DataColumn, type DataRow } from '../../components/DataTable';
import { StatusBadge } from '../../components/StatusBadge';
import type { Rules } from '../../core/rules';
import { formatIsoDate } from '../../core/useRulebook';
import { countryName } from '../../i18n/countries';
import { LOCALES } from '../../i18n/locales';
import { formatMoment, formatMoney } from '../../lib/money';
import { useTransactionLabels } from '../../lib/transactionLabels';
import { usePlayerFile } from './api/getPlayerFile';
import { PlayerAccount } from './PlayerAccount';
import { PlayerBreak } from './PlayerBreak';
import { PlayerProfileCorrection } from './PlayerProfileCorrection';
import { ReadingState } from './ReadingState';

/**
 * One player's file: the profile with the verification level and the account status (and the
 * form, opened on demand, that corrects the details on the player's request), the other accounts
 * that may be the same person (a shared mailbox, verified identity or payout destination), the balance of each
 * wallet, the latest transactions and bets, the tickets and the mail box, read-only; then the
 * account's part, where support suspends, closes or reopens it with a reason, and starts a break
 * (a time-out or a self-exclusion) on the player's request.
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

/** A part holding a table named by the part's title, or the line saying there is none. */
function TablePart({ id, title, none, columns, rows }: { id: string; title: string; none: string; columns: DataColumn[]; rows: DataRow[] }) {
  return (
    <Part id={id} title={title}>
      {rows.length === 0 ? <None text={none} /> : <DataTable caption={title} columns={columns} rows={rows} />}
    </Part>
  );
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
  const col = (table: string, name: string, more: Omit<DataColumn, 'label'> = {}): DataColumn => ({
    label: t(`staff.players.file.${table}.${name}`),
    ...more,
  });

  return (
    <>
      <Part id="admin-player-file-profile" title={f('profile')}>
        <SummaryList rows={profile} />
        <PlayerProfileCorrection key={p.username} player={p} />
      </Part>

      <TablePart
        id="admin-player-file-linked"
        title={f('linked')}
        none={f('noLinked')}
        columns={[col('linkedColumns', 'username', { className: 'fw-semibold' }), col('linkedColumns', 'reasons', { className: 'tx-wrap' })]}
        rows={file.linked.map((l) => ({
          key: l.username,
          cells: [l.username, l.links.map((why) => t(`staff.players.file.links.${why}`, { defaultValue: why })).join(', ')],
        }))}
      />

      <TablePart
        id="admin-player-file-balances"
        title={f('balances')}
        none={f('noWallet')}
        columns={[
          col('walletColumns', 'currency', { className: 'fw-semibold' }),
          col('walletColumns', 'total', { amount: true }),
          col('walletColumns', 'real', { amount: true }),
          col('walletColumns', 'bonus', { amount: true }),
        ]}
        rows={file.balance.wallets.map((w) => ({
          key: w.currency,
          cells: [w.currency, formatMoney(rules, w.total, w.currency), formatMoney(rules, w.real, w.currency), formatMoney(rules, w.bonus, w.currency)],
        }))}
      />

      <TablePart
        id="admin-player-file-transactions"
        title={f('transactions')}
        none={f('noTransaction')}
        columns={[
          col('transactionColumns', 'date', { className: 'tx-when' }),
          col('transactionColumns', 'type'),
          col('transactionColumns', 'amount', { amount: true }),
          col('transactionColumns', 'method', { className: 'tx-wrap' }),
          col('transactionColumns', 'status'),
        ]}
        rows={file.transactions.map((tx) => ({
          key: tx.id,
          cells: [
            formatMoment(rules, tx.created_at),
            labels.type(tx.type),
            formatMoney(rules, tx.amount, tx.currency),
            labels.provider(tx.provider),
            <StatusBadge status={tx.status} state={tx.state} />,
          ],
        }))}
      />

      <TablePart
        id="admin-player-file-bets"
        title={f('bets')}
        none={f('noBet')}
        columns={[
          col('betColumns', 'date', { className: 'tx-when' }),
          col('betColumns', 'game', { className: 'tx-wrap' }),
          col('betColumns', 'bet', { amount: true }),
          col('betColumns', 'win', { amount: true }),
        ]}
        rows={file.bets.map((b) => ({
          key: b.round_id,
          cells: [formatMoment(rules, b.created_at), b.game_name, formatMoney(rules, b.bet, b.currency), formatMoney(rules, b.win, b.currency)],
        }))}
      />

      <TablePart
        id="admin-player-file-tickets"
        title={f('tickets')}
        none={f('noTicket')}
        columns={[
          col('ticketColumns', 'number', { className: 'fw-semibold' }),
          col('ticketColumns', 'subject', { className: 'tx-wrap' }),
          col('ticketColumns', 'status'),
        ]}
        rows={file.tickets.map((ticket) => ({
          key: ticket.id,
          cells: [ticket.number, ticket.subject, t(`staff.tickets.statuses.${ticket.status}`, { defaultValue: ticket.status })],
        }))}
      />

      <TablePart
        id="admin-player-file-mail"
        title={f('mail')}
        none={f('noMessage')}
        columns={[
          col('mailColumns', 'subject', { className: 'tx-wrap' }),
          col('mailColumns', 'date', { className: 'tx-when' }),
          col('mailColumns', 'state'),
        ]}
        rows={file.messages.map((m) => ({
          key: m.id,
          cells: [m.subject, formatMoment(rules, m.created_at), m.read ? f('read') : f('unread')],
        }))}
      />

      <Part id="admin-player-file-account" title={f('account.title')}>
        <div className="d-grid gap-4">
          <PlayerAccount username={p.username} status={p.status} />
          <PlayerBreak key={p.username} username={p.username} />
        </div>
      </Part>
    </>
  );
}
