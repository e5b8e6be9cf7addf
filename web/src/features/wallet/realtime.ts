// The realtime socket of DESIGN.md section 3: the server pushes the signed-in player's balance
// and transaction changes. One connection per page, opened while a player is signed in, closed
// at sign-out; a lost connection comes back with an exponential, jittered back-off.
import { getToken } from '../../api/client';
import type { RealtimeEvent } from '../../api/generated/api';

export type RealtimeListener = (event: RealtimeEvent) => void;

export interface RealtimeOptions {
  /** The session token, read at each (re)connection: a changed token is picked up. */
  token: () => string | null;
  /** The socket's address for a token. */
  url?: (token: string) => string;
  minDelayMs?: number;
  maxDelayMs?: number;
  /** A value in [0, 1) spreading reconnections of many players over time. */
  random?: () => number;
}

/** `ws(s)://<this host>/api/ws?token=…`: the page's own origin, with the socket scheme. */
export function socketUrl(token: string): string {
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${window.location.host}/api/ws?token=${encodeURIComponent(token)}`;
}

function isEvent(value: unknown): value is RealtimeEvent {
  if (typeof value !== 'object' || value === null) return false;
  const event = value as Record<string, unknown>;
  if (event.type === 'balance') {
    const balance = event.balance as { wallets?: unknown } | undefined;
    return typeof balance === 'object' && balance !== null && Array.isArray(balance.wallets);
  }
  if (event.type === 'transaction') {
    const tx = event.transaction as { id?: unknown } | undefined;
    return typeof tx === 'object' && tx !== null && typeof tx.id === 'string';
  }
  return false;
}

export class RealtimeClient {
  private readonly options: Required<RealtimeOptions>;
  private readonly listeners = new Set<RealtimeListener>();
  private readonly reconnectListeners = new Set<() => void>();
  private socket: WebSocket | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private failures = 0;
  private running = false;
  private everOpened = false;

  constructor(options: RealtimeOptions) {
    this.options = { url: socketUrl, minDelayMs: 1_000, maxDelayMs: 30_000, random: Math.random, ...options };
  }

  /** Receives every event pushed; answers the unsubscribe function. */
  subscribe(listener: RealtimeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Called when a lost connection is back (events may have been missed meanwhile). */
  onReconnect(listener: () => void): () => void {
    this.reconnectListeners.add(listener);
    return () => this.reconnectListeners.delete(listener);
  }

  get connected(): boolean {
    return this.socket !== null && this.socket.readyState === 1;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.everOpened = false;
    this.failures = 0;
    window.addEventListener('online', this.onOnline);
    this.connect();
  }

  /** Closes the connection and stops reconnecting (sign-out). */
  stop(): void {
    this.running = false;
    window.removeEventListener('online', this.onOnline);
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

  /** Back online: reconnect now instead of waiting for the back-off. */
  private readonly onOnline = () => {
    if (!this.running || this.socket !== null) return;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.connect();
  };

  private connect(): void {
    this.timer = null;
    if (!this.running) return;
    const token = this.options.token();
    if (!token) {
      this.running = false; // signed out elsewhere: nothing to listen to
      return;
    }
    let socket: WebSocket;
    try {
      socket = new WebSocket(this.options.url(token));
    } catch {
      this.retry();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      this.failures = 0;
      if (this.everOpened) this.reconnectListeners.forEach((l) => l());
      this.everOpened = true;
    };
    socket.onmessage = (message: MessageEvent) => {
      let data: unknown;
      try {
        data = JSON.parse(String(message.data));
      } catch {
        return;
      }
      if (isEvent(data)) this.listeners.forEach((l) => l(data));
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.retry();
    };
  }

  private retry(): void {
    if (!this.running) return;
    const { minDelayMs, maxDelayMs, random } = this.options;
    const base = Math.min(maxDelayMs, minDelayMs * 2 ** this.failures);
    this.failures += 1;
    // 75 % to 125 % of the step, so that a restarted server is not hit by every player at once.
    const delay = Math.round(base * (0.75 + random() / 2));
    this.timer = setTimeout(() => this.connect(), delay);
  }
}

/** The page's connection. */
export const realtime = new RealtimeClient({ token: getToken });

/** Listens to the page's realtime events (balance, transactions); answers the unsubscribe function. */
export function subscribeRealtime(listener: RealtimeListener): () => void {
  return realtime.subscribe(listener);
}
