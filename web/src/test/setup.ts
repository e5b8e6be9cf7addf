import { FakeWebSocket } from './socket';

// jsdom has no scrollTo; files that run in the node environment have no window at all.
if (typeof window !== 'undefined') {
  window.scrollTo = (() => undefined) as typeof window.scrollTo;
  // jsdom's WebSocket really connects: the realtime socket of signed-in pages gets a double.
  globalThis.WebSocket = window.WebSocket = FakeWebSocket as unknown as typeof WebSocket;
}
