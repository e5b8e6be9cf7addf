import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { Inbox, InboxMessage } from '../../api/generated/api';
import { mockApi } from '../../test/api';
import { json, userView } from '../../test/fixtures';
import { siteHeader } from '../../test/page';
import { renderApp } from '../../test/renderApp';
import { FakeWebSocket } from '../../test/socket';
import { storeToken } from '../../test/session';

vi.mock('../../core/rules', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../core/rules')>();
  const { rulesFromDisk } = await import('../../test/wasm');
  return { ...actual, loadRules: rulesFromDisk };
});

const message = (id: string, read: boolean): InboxMessage => ({
  id,
  kind: 'support_reply',
  subject: `Answer ${id}`,
  body: 'Hello',
  ticket: 'T7K2QX',
  read,
  created_at: 1763900000000,
});

async function signedIn(path: string, inbox: () => Inbox) {
  const api = mockApi({
    'front/auth/player': () => json(200, userView()),
    'front/get_player_balance': () => json(200, { wallets: [{ currency: 'EUR', total: '10.00', real: '10.00', bonus: '0.00' }] }),
    'front/get_messages': () => json(200, inbox()),
  });
  storeToken('tok');
  const router = await renderApp(path, { user: userView() });
  return { api, router };
}

describe("the header's unread messages", () => {
  beforeEach(() => {
    localStorage.clear();
    FakeWebSocket.reset();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the count, follows the realtime inbox events and opens the mail box', async () => {
    let inbox: Inbox = { messages: [message('a', false), message('b', false)], unread: 2 };
    const { api, router } = await signedIn('/en/faq', () => inbox);
    const header = await siteHeader();
    const link = await within(header).findByRole('link', { name: 'Mail box, 2 unread' });
    expect(link.textContent).toBe('2');
    expect(link.getAttribute('href')).toBe('/en/user-management');
    expect(api.callsTo('front/get_messages')[0]).toMatchObject({ method: 'POST', body: {} });

    // A new message: the count moves at once, and the mail box is read again.
    inbox = { messages: [message('c', false), ...inbox.messages], unread: 3 };
    // The realtime socket opens once the header's signed-in parts have loaded.
    await vi.waitFor(() => expect(FakeWebSocket.latest).toBeTruthy(), { timeout: 15_000 });
    const socket = FakeWebSocket.latest!;
    await act(async () => {
      socket.open();
      socket.receive({ type: 'inbox', unread: 3 });
    });
    expect(within(header).getByRole('link', { name: 'Mail box, 3 unread' })).toBeTruthy();
    await vi.waitFor(() => expect(api.callsTo('front/get_messages')).toHaveLength(2), { timeout: 15_000 });

    await act(async () => fireEvent.click(within(header).getByRole('link', { name: 'Mail box, 3 unread' })));
    // The account page is a lazy chunk: under load it takes a while.
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/en/user-management'), { timeout: 15_000 });
    expect(await screen.findByRole('tabpanel', { name: 'Mail box' })).toBeTruthy();

    // Every message read (here or elsewhere): the badge goes.
    inbox = { messages: inbox.messages.map((m) => ({ ...m, read: true })), unread: 0 };
    await act(async () => socket.receive({ type: 'inbox', unread: 0 }));
    await vi.waitFor(() => expect(within(header).queryByRole('link', { name: /^Mail box/ })).toBeNull());
  });

  it('shows nothing while every message is read', async () => {
    const { api } = await signedIn('/en/faq', () => ({ messages: [message('a', true)], unread: 0 }));
    const header = await siteHeader();
    await within(header).findByRole('link', { name: /^My account/ });
    await vi.waitFor(() => expect(api.callsTo('front/get_messages')).toHaveLength(1));
    expect(within(header).queryByRole('link', { name: /^Mail box/ })).toBeNull();
  });
});
