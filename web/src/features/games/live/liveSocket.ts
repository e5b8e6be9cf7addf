// A live table's socket (`GET /api/live/ws?game_id=`): public, one per open table page. The server
// sends the table's state on connecting and whenever it changes; a lost connection comes back
// with an exponential, jittered back-off (the same policy as the player's realtime socket).
import type { LiveTableEvent } from '../../../api/generated/api';
import { ReconnectingSocket, type SocketStatus } from '../../../api/reconnectingSocket';
import { socketBase } from '../../../config';

/** Where the connection stands: never opened yet, open, or lost and coming back. */
export type LiveStatus = SocketStatus;

export interface LiveSocketOptions {
  gameId: string;
  onEvent: (event: LiveTableEvent, receivedAt: number) => void;
  onStatus: (status: LiveStatus, failures: number) => void;
  /** Called when a lost connection is back (the table may have slept meanwhile). */
  onReconnect?: () => void;
  url?: (gameId: string) => string;
  minDelayMs?: number;
  maxDelayMs?: number;
  random?: () => number;
  /** A monotonic clock in milliseconds: when each message arrived. */
  now?: () => number;
}

/** `ws(s)://<this host>/api/live/ws?game_id=…` unless the build said otherwise (`socketBase`). */
export function liveSocketUrl(gameId: string): string {
  return `${socketBase()}/live/ws?game_id=${encodeURIComponent(gameId)}`;
}

const isInt = (v: unknown) => typeof v === 'number' && Number.isFinite(v);

/** A table message of the expected shape, for this table (anything else is ignored). */
export function isLiveEvent(value: unknown, gameId: string): value is LiveTableEvent {
  if (typeof value !== 'object' || value === null) return false;
  const e = value as Record<string, unknown>;
  return (
    e.game_id === gameId &&
    typeof e.round_id === 'string' &&
    (e.phase === 'betting' || e.phase === 'deciding' || e.phase === 'settled') &&
    isInt(e.round_no) &&
    isInt(e.server_now) &&
    isInt(e.closes_at) &&
    (e.next_at === null || e.next_at === undefined || isInt(e.next_at)) &&
    (e.result === null || e.result === undefined || (typeof e.result === 'object' && typeof (e.result as { engine?: unknown }).engine === 'string')) &&
    typeof e.commitment === 'string' &&
    Array.isArray(e.history)
  );
}

export class LiveSocket {
  private readonly options: Required<LiveSocketOptions>;
  private readonly socket: ReconnectingSocket;

  constructor(options: LiveSocketOptions) {
    this.options = {
      url: liveSocketUrl,
      minDelayMs: 1_000,
      maxDelayMs: 15_000,
      random: Math.random,
      now: () => performance.now(),
      onReconnect: () => undefined,
      ...options,
    };
    const { gameId, minDelayMs, maxDelayMs, random, now } = this.options;
    this.socket = new ReconnectingSocket({
      url: () => this.options.url(gameId),
      onMessage: (data, receivedAt) => {
        if (isLiveEvent(data, gameId)) this.options.onEvent(data, receivedAt);
      },
      onStatus: (status, failures) => this.options.onStatus(status, failures),
      onReconnect: () => this.options.onReconnect(),
      minDelayMs,
      maxDelayMs,
      random,
      now,
    });
  }

  start(): void {
    this.socket.start();
  }

  stop(): void {
    this.socket.stop();
  }

  /** Tries now instead of waiting for the back-off (back online, or the player asked). */
  readonly reconnectNow = () => this.socket.reconnectNow();
}
