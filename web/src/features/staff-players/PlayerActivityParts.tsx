import type { PlayerFile } from '../../api/generated/api';
import type { DataColumn } from '../../components/DataTable';
import { StatusBadge } from '../../components/StatusBadge';
import type { Rules } from '../../core/rules';
import { ensureStaffStrings } from '../../i18n/sharedStrings';
import { useTranslationWith } from '../../i18n/useTranslationWith';
import { formatMoment, formatMoney } from '../../lib/money';
import { useTransactionLabels } from '../../lib/transactionLabels';
import { TablePart } from './FilePart';
import { ensureStaffPlayersStrings } from './strings';

/**
 * The file's read-only tables: the other accounts that may be the same person, the balance of
 * each wallet, the latest transactions and bets, the tickets and the mail box.
 */
export function PlayerActivityParts({ file, rules }: { file: PlayerFile; rules: Rules }) {
  const { t } = useTranslationWith(ensureStaffPlayersStrings, ensureStaffStrings);
  const labels = useTransactionLabels();
  const f = (key: string) => t(`staffPlayers.players.file.${key}`);
  const col = (table: string, name: string, more: Omit<DataColumn, 'label'> = {}): DataColumn => ({
    label: t(`staffPlayers.players.file.${table}.${name}`),
    ...more,
  });

  return (
    <>
      <TablePart
        id="admin-player-file-linked"
        title={f('linked')}
        none={f('noLinked')}
        columns={[col('linkedColumns', 'username', { className: 'fw-semibold' }), col('linkedColumns', 'reasons', { className: 'tx-wrap' })]}
        rows={file.linked.map((l) => ({
          key: l.username,
          cells: [l.username, l.links.map((why) => t(`staffPlayers.players.file.links.${why}`, { defaultValue: why })).join(', ')],
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
          cells: [ticket.number, ticket.subject, t(`staff.ticketStatuses.${ticket.status}`, { defaultValue: ticket.status })],
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

    </>
  );
}
