import { notifyManager } from '@tanstack/react-query';
import { configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { forgetVisitReadings } from '../lib/visitReading';
import { FakeWebSocket } from './socket';

// jsdom has no scrollTo; files that run in the node environment have no window at all.
if (typeof window !== 'undefined') {
  window.scrollTo = (() => undefined) as typeof window.scrollTo;
  // jsdom's WebSocket really connects: the realtime socket of signed-in pages gets a double.
  globalThis.WebSocket = window.WebSocket = FakeWebSocket as unknown as typeof WebSocket;
}

// The query cache tells the screens about new answers in a microtask rather than a timer, so a
// test's `await act(...)` sees a loaded screen the way it saw the hand-written loaders' one
// (fake timers would otherwise hold every answer back).
notifyManager.setScheduler(queueMicrotask);

// A screen's first render loads lazy chunks and WebAssembly: with both cores busy (the full test
// run, four workers) on a slow day of this shared machine that took over 5 s, so `findBy...`
// waits up to 15 s (it returns as soon as it finds; the test's own limit is 20 s).
configure({ asyncUtilTimeout: 15_000 });

// The visit's readings (settings, country) are kept for the page's life; each test is a new visit.
afterEach(forgetVisitReadings);
