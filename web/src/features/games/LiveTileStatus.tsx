import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveTables } from './api/getLiveTables';
import { msUntil, secondsLeft } from './live/clock';
import { GAMES_NS } from './strings';

/**
 * A live card's line in the lobby: the table's phase with the time left by the server's clock and
 * how many play, or that it waits for its first player. Not a live region: it counts down quietly.
 */
export function LiveTileStatus({ gameId }: { gameId: string }) {
  const { t } = useTranslation(GAMES_NS);
  const { data } = useLiveTables();
  const [clock, setClock] = useState(() => performance.now());
  useEffect(() => {
    const timer = window.setInterval(() => setClock(performance.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const table = data?.tables.find((s) => s.game_id === gameId);
  if (!data || !table) return null;
  const left = table.until == null ? 0 : secondsLeft(msUntil(table.until, data, data.receivedAt, clock));
  let line: string;
  if (!table.phase) line = t('liveStatus.asleep');
  else if (table.phase === 'betting') line = left > 0 ? t('liveStatus.betting', { seconds: left, players: table.players }) : t('liveStatus.closing', { players: table.players });
  else if (table.phase === 'deciding') line = t('liveStatus.deciding', { players: table.players });
  else line = left > 0 ? t('liveStatus.settled', { seconds: left }) : t('liveStatus.opening');
  return <span className="game-live-status">{line}</span>;
}
