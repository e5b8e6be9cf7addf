import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '../test/socket';
import { RealtimeClient, socketUrl } from './realtime';

const balance = { type: 'balance', balance: { wallets: [{ currency: 'EUR', total: '10.00', real: '10.00', bonus: '0.00' }] } };

describe('realtime client', () => {
  beforeEach(() => {
    FakeWebSocket.reset();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('connects to /api/ws on this host and sends the token first, never in the URL', () => {
    expect(socketUrl()).toBe(`ws://${window.location.host}/api/ws`);
    const client = new RealtimeClient({ token: () => 'a b' });
    client.start();
    const socket = FakeWebSocket.latest!;
    expect(socket.url).toBe(`ws://${window.location.host}/api/ws`);
    expect(socket.sent).toEqual([]);
    socket.open();
    expect(socket.sent).toEqual([JSON.stringify({ token: 'a b' })]);
    client.stop();
  });

  it('passes on the events it understands and ignores anything else', () => {
    const client = new RealtimeClient({ token: () => 'tok', url: () => 'ws://test/api/ws' });
    const seen: unknown[] = [];
    client.subscribe((e) => seen.push(e));
    client.start();
    const socket = FakeWebSocket.latest!;
    expect(socket.url).toBe('ws://test/api/ws');
    socket.open();
    socket.receive('not json');
    socket.receive({ type: 'bonus', amount: '1' });
    socket.receive({ type: 'balance', balance: {} });
    socket.receive({ type: 'inbox', unread: '2' });
    socket.receive(balance);
    socket.receive({ type: 'inbox', unread: 2 });
    expect(seen).toEqual([balance, { type: 'inbox', unread: 2 }]);
    client.stop();
  });

  it('reconnects with a growing back-off, reads again after a reconnection, and stops at sign-out', () => {
    let token: string | null = 'tok';
    const client = new RealtimeClient({ token: () => token, random: () => 0.5 });
    const reconnected = vi.fn();
    client.onReconnect(reconnected);
    client.start();
    FakeWebSocket.latest!.open();
    expect(reconnected).not.toHaveBeenCalled();

    FakeWebSocket.latest!.drop();
    vi.advanceTimersByTime(999);
    expect(FakeWebSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.instances).toHaveLength(2);
    FakeWebSocket.latest!.drop(); // refused again: twice as long
    vi.advanceTimersByTime(1999);
    expect(FakeWebSocket.instances).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.instances).toHaveLength(3);
    FakeWebSocket.latest!.open();
    expect(reconnected).toHaveBeenCalledTimes(1);

    const last = FakeWebSocket.latest!;
    client.stop();
    expect(last.closedByClient).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.instances).toHaveLength(3);

    token = null;
    client.start();
    expect(FakeWebSocket.instances).toHaveLength(3); // no session, no socket
  });

  it('never waits more than the longest step', () => {
    const client = new RealtimeClient({ token: () => 'tok', random: () => 0.5, maxDelayMs: 4_000 });
    client.start();
    for (let i = 0; i < 6; i++) {
      FakeWebSocket.latest!.drop();
      vi.advanceTimersByTime(4_000);
    }
    expect(FakeWebSocket.instances).toHaveLength(7);
    client.stop();
  });
});
