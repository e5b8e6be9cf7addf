// The realtime socket: the server pushes the signed-in player's balance, transaction changes and
// the number of unread messages of the mail box. One connection per page, opened while a player is signed in, closed
// at sign-out; a lost connection comes back with an exponential, jittered back-off.
import { getToken } from '../api/client';
import type { RealtimeEvent } from '../api/generated/api';
import { ReconnectingSocket } from '../api/reconnectingSocket';
import { socketBase } from '../config';

export type RealtimeListener = (event: RealtimeEvent) => void;

export interface RealtimeOptions {
  /** The session token, read at each (re)connection: a changed token is picked up. */
  token: () => string | null;
  /** The socket's address. */
  url?: () => string;
  minDelayMs?: number;
  maxDelayMs?: number;
  /** A value in [0, 1) spreading reconnections of many players over time. */
  random?: () => number;
}

/** `ws(s)://<this host>/api/ws` unless the build said otherwise (`socketBase`). The token goes in the first message. */
export function socketUrl(): string {
  return `${socketBase()}/ws`;
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
  if (event.type === 'inbox') return typeof event.unread === 'number';
  return false;
}

export class RealtimeClient {
  private readonly options: Required<RealtimeOptions>;
  private readonly listeners = new Set<RealtimeListener>();
  private readonly reconnectListeners = new Set<() => void>();
  private readonly socket: ReconnectingSocket;

  constructor(options: RealtimeOptions) {
    this.options = { url: socketUrl, minDelayMs: 1_000, maxDelayMs: 30_000, random: Math.random, ...options };
    const { minDelayMs, maxDelayMs, random } = this.options;
    this.socket = new ReconnectingSocket({
      // Signed out elsewhere: nothing to listen to.
      url: () => (this.options.token() ? this.options.url() : null),
      hello: () => {
        const token = this.options.token();
        return token ? JSON.stringify({ token }) : null;
      },
      onMessage: (data) => {
        if (isEvent(data)) this.listeners.forEach((l) => l(data));
      },
      onReconnect: () => this.reconnectListeners.forEach((l) => l()),
      minDelayMs,
      maxDelayMs,
      random,
    });
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
    return this.socket.connected;
  }

  start(): void {
    this.socket.start();
  }

  /** Closes the connection and stops reconnecting (sign-out). */
  stop(): void {
    this.socket.stop();
  }
}

/** The page's connection. */
export const realtime = new RealtimeClient({ token: getToken });

/** Listens to the page's realtime events (balance, transactions, mail box); answers the unsubscribe function. */
export function subscribeRealtime(listener: RealtimeListener): () => void {
  return realtime.subscribe(listener);
}
