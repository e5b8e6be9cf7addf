import { useEffect, useRef, useState } from 'react';
import type { LiveTableEvent } from '../../../api/generated/api';
import { LiveSocket, type LiveStatus } from './liveSocket';

export { msUntil, secondsLeft } from './clock';

/** What the page knows of a live table: the connection, the latest message and when it came. */
export interface LiveTable {
  status: LiveStatus;
  /** Consecutive failed connection attempts (0 while connected). */
  failures: number;
  event: LiveTableEvent | null;
  /** The page's monotonic clock (`performance.now()`) when `event` arrived. */
  receivedAt: number;
  /** The latest settled message seen: its result and revealed seed stay shown after the next round opens. */
  lastSettled: LiveTableEvent | null;
  /** The page's monotonic clock now (ticks four times a second). */
  clock: number;
  /** Tries to connect now instead of waiting for the back-off. */
  reconnect: () => void;
}

const TICK_MS = 250;

/**
 * Follows a live table through its socket while the page is open. Countdowns are computed from
 * the server's own timestamps plus the time elapsed on this page since the message came, never
 * from this device's clock against the server's.
 */
export function useLiveTable(gameId: string, onReconnect: () => void): LiveTable {
  const [status, setStatus] = useState<{ status: LiveStatus; failures: number }>({ status: 'connecting', failures: 0 });
  const [latest, setLatest] = useState<{ event: LiveTableEvent | null; receivedAt: number; lastSettled: LiveTableEvent | null }>({
    event: null,
    receivedAt: 0,
    lastSettled: null,
  });
  const [clock, setClock] = useState(0);
  const socketRef = useRef<LiveSocket | null>(null);
  const wake = useRef(onReconnect);

  useEffect(() => {
    wake.current = onReconnect;
  }, [onReconnect]);

  useEffect(() => {
    const socket = new LiveSocket({
      gameId,
      onStatus: (s, failures) => setStatus({ status: s, failures }),
      onEvent: (event, receivedAt) => {
        setLatest((prev) => ({ event, receivedAt, lastSettled: event.phase === 'settled' ? event : prev.lastSettled }));
        setClock(receivedAt);
      },
      onReconnect: () => wake.current(),
    });
    socketRef.current = socket;
    socket.start();
    return () => {
      socket.stop();
      socketRef.current = null;
    };
  }, [gameId]);

  useEffect(() => {
    const timer = setInterval(() => setClock(performance.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);

  return {
    ...status,
    ...latest,
    clock,
    reconnect: () => socketRef.current?.reconnectNow(),
  };
}
