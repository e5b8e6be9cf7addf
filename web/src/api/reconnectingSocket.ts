// The reconnecting WebSocket shared by the player's realtime socket and the live tables' sockets:
// JSON messages in, and a lost connection comes back with an exponential, jittered back-off
// (sooner when the browser is back online or when asked).

/** Where the connection stands: never opened yet, open, or lost and coming back. */
export type SocketStatus = 'connecting' | 'open' | 'reconnecting';

export interface ReconnectingSocketOptions {
  /** The address, read at each (re)connection; `null` stops (nothing to connect to). */
  url: () => string | null;
  /** The first message, sent as soon as the connection opens (the player's token: never in the URL). */
  hello?: () => string | null;
  /** Each JSON message received (anything that is not JSON is ignored), with when it arrived. */
  onMessage: (data: unknown, receivedAt: number) => void;
  onStatus?: (status: SocketStatus, failures: number) => void;
  /** Called when a lost connection is back. */
  onReconnect?: () => void;
  minDelayMs?: number;
  maxDelayMs?: number;
  /** A value in [0, 1) spreading reconnections of many players over time. */
  random?: () => number;
  /** A monotonic clock in milliseconds: when each message arrived. */
  now?: () => number;
}

export class ReconnectingSocket {
  private readonly options: Required<ReconnectingSocketOptions>;
  private socket: WebSocket | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private failures = 0;
  private running = false;
  private everOpened = false;

  constructor(options: ReconnectingSocketOptions) {
    this.options = {
      minDelayMs: 1_000,
      maxDelayMs: 30_000,
      random: Math.random,
      now: () => performance.now(),
      onStatus: () => undefined,
      onReconnect: () => undefined,
      hello: () => null,
      ...options,
    };
  }

  get connected(): boolean {
    return this.socket !== null && this.socket.readyState === 1;
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

  /** Closes the connection and stops reconnecting. */
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
    const url = this.options.url();
    if (url === null) {
      this.running = false;
      return;
    }
    let socket: WebSocket;
    try {
      socket = new WebSocket(url);
    } catch {
      this.lost();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      const hello = this.options.hello();
      if (hello !== null) socket.send(hello);
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
      this.options.onMessage(data, this.options.now());
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
