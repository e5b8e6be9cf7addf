import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { Inbox, InboxMessage, NoticeKind, TransactionView } from '../../api/generated/api';
import { clearToasts } from '../../lib/toasts';
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

const message = (id: string, kind: NoticeKind, subject: string, read = false): InboxMessage => ({
  id,
  kind,
  subject,
  body: 'Hello',
  ticket: null,
  read,
  created_at: 1_795_000_000_000,
});

function tx(overrides: Partial<TransactionView>): TransactionView {
  return {
    id: 'tx-1',
    type: 'deposit',
    created_at: 1_795_000_000_000,
    amount: '1500.00',
    fee: '0.00',
    currency: 'EUR',
    provider: 'altitudepay',
    status: 'complete',
    state: 'complete',
    cancellable: false,
    refundable: false,
    ...overrides,
  };
}

async function signedIn(path: string, inbox: () => Inbox) {
  const api = mockApi({
    'front/auth/player': () => json(200, userView()),
    'front/get_player_balance': () => json(200, { wallets: [{ currency: 'EUR', total: '10.00', real: '10.00', bonus: '0.00' }] }),
    'front/get_messages': () => json(200, inbox()),
  });
  storeToken('tok');
  await renderApp(path, { user: userView() });
  const header = await siteHeader();
  await within(header).findByRole('link', { name: /^(My account|Mon compte)/ });
  await vi.waitFor(() => expect(api.callsTo('front/get_messages')).toHaveLength(1), { timeout: 15_000 });
  await vi.waitFor(() => expect(FakeWebSocket.latest).toBeTruthy(), { timeout: 15_000 });
  const socket = FakeWebSocket.latest!;
  await act(async () => socket.open());
  return { api, socket };
}

/**
 * Pushes `event` until a toast shows it: the notifications come with their own chunk, a moment
 * after the header. The same event heard again is told once, so the repeats show nothing more.
 */
async function pushedUntilShown(socket: FakeWebSocket, event: unknown) {
  await vi.waitFor(
    async () => {
      await act(async () => socket.receive(event));
      expect(screen.queryAllByTestId('toast').length).toBeGreaterThan(0);
    },
    { timeout: 15_000 },
  );
}

/** The texts of the toasts shown, without their close button's. */
const toasts = () => screen.queryAllByTestId('toast').map((toast) => toast.querySelector('p')?.textContent);

describe('the signed-in player’s notifications', () => {
  beforeEach(() => {
    localStorage.clear();
    FakeWebSocket.reset();
  });
  afterEach(() => {
    act(() => clearToasts());
    cleanup();
    vi.unstubAllGlobals();
  });

  it('tell a new message, a deposit credited and a withdrawal paid once each, with a way to them', async () => {
    let inbox: Inbox = { messages: [message('a', 'support_reply', 'Your question')], unread: 1 };
    const { api, socket } = await signedIn('/en/faq', () => inbox);
    expect(toasts()).toEqual([]);

    await pushedUntilShown(socket, { type: 'transaction', transaction: tx({}) });
    await act(async () => socket.receive({ type: 'transaction', transaction: tx({}) }));
    expect(toasts()).toEqual(['Your deposit of €1,500.00 is on your account.']);

    // A balance push carries the same count: nothing new, the mail box is not read again.
    await act(async () => socket.receive({ type: 'inbox', unread: 1 }));
    expect(api.callsTo('front/get_messages')).toHaveLength(1);

    inbox = { messages: [message('b', 'bonus_converted', 'Your bonus "Welcome bonus" is now real money'), ...inbox.messages], unread: 2 };
    await act(async () => socket.receive({ type: 'inbox', unread: 2 }));
    await vi.waitFor(() =>
      expect(toasts()).toEqual(['Your deposit of €1,500.00 is on your account.', 'New message: Your bonus "Welcome bonus" is now real money']),
    );
    const status = screen.getByTestId('toasts-polite');
    const open = within(status).getByRole('link', { name: 'Open the mail box' });
    expect(open.getAttribute('href')).toBe('/en/user-management');

    // A withdrawal paid: its mail is told by the transaction's notice, not twice.
    inbox = { messages: [message('c', 'withdrawal_completed', 'Withdrawal paid'), ...inbox.messages], unread: 3 };
    await act(async () => {
      socket.receive({ type: 'transaction', transaction: tx({ id: 'tx-2', type: 'withdrawal', amount: '40.00' }) });
      socket.receive({ type: 'inbox', unread: 3 });
    });
    await vi.waitFor(() => expect(api.callsTo('front/get_messages')).toHaveLength(3));
    expect(toasts()).toEqual([
      'Your deposit of €1,500.00 is on your account.',
      'New message: Your bonus "Welcome bonus" is now real money',
      'Your withdrawal of €40.00 has been paid.',
    ]);

    fireEvent.click(within(status).getAllByRole('button', { name: 'Dismiss' })[0]);
    expect(toasts()).toHaveLength(2);
  });

  it('write amounts as the page’s language does, and refusals as refusals', async () => {
    const { socket } = await signedIn('/faq', () => ({ messages: [], unread: 0 }));
    await pushedUntilShown(socket, { type: 'transaction', transaction: tx({ type: 'withdrawal', state: 'rejected', status: 'cancelled' }) });
    const alert = screen.getByTestId('toasts-assertive');
    expect(within(alert).getByTestId('toast')).toBeTruthy();
    expect(alert.querySelector('p')?.textContent).toMatch(/^Votre retrait de 1\s500,00\s€ n'a pas été approuvé\. Notre support peut vous en expliquer la raison\.$/);
    expect(within(alert).getByRole('link', { name: 'Voir vos transactions' }).getAttribute('href')).toBe('/user-management');
    // A deposit still waiting, or one the player cancelled, is not news.
    await act(async () => socket.receive({ type: 'transaction', transaction: tx({ id: 'tx-3', state: 'pending', status: 'pending' }) }));
    expect(toasts()).toHaveLength(1);
  });
});
