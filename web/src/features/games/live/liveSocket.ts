// A live table's socket (`GET /api/live/ws?game_id=`): public, one per open table page. The server
// sends the table's state on connecting and whenever it changes; a lost connection comes back
// with an exponential, jittered back-off (the same policy as the player's realtime socket).
import type { LiveTableEvent } from '../../../api/generated/api';

/** Where the connection stands: never opened yet, open, or lost and coming back. */
export type LiveStatus = 'connecting' | 'open' | 'reconnecting';

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

/** `ws(s)://<this host>/api/live/ws?game_id=…`: the page's own origin, with the socket scheme. */
export function liveSocketUrl(gameId: string): string {
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${window.location.host}/api/live/ws?game_id=${encodeURIComponent(gameId)}`;
}

const isInt = (v: unknown) => typeof v === 'number' && Number.isFinite(v);

/** A table message of the expected shape, for this table (anything else is ignored). */
export function isLiveEvent(value: unknown, gameId: string): value is LiveTableEvent {
  if (typeof value !== 'object' || value === null) return false;
  const e = value as Record<string, unknown>;
  return (
    e.game_id === gameId &&
    typeof e.round_id === 'string' &&
    (e.phase === 'betting' || e.phase === 'settled') &&
    isInt(e.round_no) &&
    isInt(e.server_now) &&
    isInt(e.closes_at) &&
    (e.next_at === null || e.next_at === undefined || isInt(e.next_at)) &&
    (e.number === null || e.number === undefined || isInt(e.number)) &&
    typeof e.commitment === 'string' &&
    Array.isArray(e.history)
  );
}

export class LiveSocket {
  private readonly options: Required<LiveSocketOptions>;
  private socket: WebSocket | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private failures = 0;
  private running = false;
  private everOpened = false;

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
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.everOpened = false;
    this.failures = 0;
    this.options.onStatus('connecting', 0);
    window.addEventListener('online', this.reconnectNow);
    this.connect();
  }

  stop(): void {
    this.running = false;
    window.removeEventListener('online', this.reconnectNow);
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onopen = socket.onmessage = socket.onclose = socket.onerror = null;
      try {
        socket.close(1000);
      } catch {
        // already closing
      }
    }
  }

  /** Tries now instead of waiting for the back-off (back online, or the player asked). */
  readonly reconnectNow = () => {
    if (!this.running || this.socket !== null) return;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.connect();
  };

  private connect(): void {
    this.timer = null;
    if (!this.running) return;
    let socket: WebSocket;
    try {
      socket = new WebSocket(this.options.url(this.options.gameId));
    } catch {
      this.lost();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      this.failures = 0;
      this.options.onStatus('open', 0);
      if (this.everOpened) this.options.onReconnect();
      this.everOpened = true;
    };
    socket.onmessage = (message: MessageEvent) => {
      let data: unknown;
      try {
        data = JSON.parse(String(message.data));
      } catch {
        return;
      }
      if (isLiveEvent(data, this.options.gameId)) this.options.onEvent(data, this.options.now());
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.lost();
    };
  }

  private lost(): void {
    if (!this.running) return;
    const { minDelayMs, maxDelayMs, random } = this.options;
    const base = Math.min(maxDelayMs, minDelayMs * 2 ** this.failures);
    this.failures += 1;
    this.options.onStatus('reconnecting', this.failures);
    // 75 % to 125 % of the step, so that a restarted server is not hit by every player at once.
    const delay = Math.round(base * (0.75 + random() / 2));
    this.timer = setTimeout(() => this.connect(), delay);
  }
}
