import type { Report } from '../../api/generated/api';

/** A CSV field: quoted when it holds a separator, a quote or a line break (RFC 4180). */
function field(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

const line = (values: string[]) => values.map(field).join(',');

/**
 * The report as CSV for a spreadsheet: the gaming table, the games table, the payments table,
 * an empty line between them. The headers in the page's language; the amounts and percentages
 * as the API gives them (`1234.50`, a point, no grouping), so that every spreadsheet reads them
 * as numbers whatever its language.
 */
export function reportCsv(report: Report, headers: { gaming: string[]; games: string[]; payments: string[] }): string {
  const gaming = report.days.map((d) => line([d.day, d.currency, d.stakes, d.wins, d.ggr, d.bonus_cost, d.ngr, d.commissions, String(d.players)]));
  const games = report.games.map((g) =>
    line([g.name, g.engine, g.currency, String(g.rounds), String(g.players), g.stakes, g.wins, g.ggr, g.returned ?? '', g.rtp]),
  );
  const payments = report.payments.map((p) => line([p.day, p.currency, p.processor, p.deposits, p.withdrawals]));
  return [line(headers.gaming), ...gaming, '', line(headers.games), ...games, '', line(headers.payments), ...payments].join('\r\n') + '\r\n';
}
