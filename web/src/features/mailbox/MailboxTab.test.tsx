import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, within } from '@testing-library/react';
import type { Inbox, InboxMessage } from '../../api/generated/api';
import { mockApi } from '../../test/api';
import { failure, json, userView } from '../../test/fixtures';
import { openAccountTabPanel } from '../../test/accountTab';

vi.mock('../../core/rules', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../core/rules')>();
  const { rulesFromDisk } = await import('../../test/wasm');
  return { ...actual, loadRules: rulesFromDisk };
});

const T0 = 1763900000000; // 2025.11.23 12:13:20 UTC

function message(overrides: Partial<InboxMessage> = {}): InboxMessage {
  return {
    id: 'm-1',
    kind: 'support_reply',
    subject: 'Re: My withdrawal',
    body: 'Hello Ana,\nYour withdrawal leaves today.\n<b>Support</b>',
    ticket: 'T7K2QX',
    read: false,
    created_at: T0,
    ...overrides,
  };
}

const OLDER = message({ id: 'm-0', kind: 'withdrawal_scheduled', subject: 'Your withdrawal is scheduled', body: 'It is on its way.', ticket: null, read: true, created_at: T0 - 86_400_000 });

async function openMailbox(inbox: () => Response, routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'front/auth/player': () => json(200, userView()),
    'front/get_player_balance': () => json(200, { wallets: [{ currency: 'EUR', total: '10.00', real: '10.00', bonus: '0.00' }] }),
    'front/get_messages': inbox,
    ...routes,
  });
  return { api, panel: await openAccountTabPanel('/en/user-management', 'Mail box') };
}

describe('mail box tab', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists the messages newest first, the unread ones marked, and opening one reads it and marks it read', async () => {
    const inbox: Inbox = { messages: [message(), OLDER], unread: 1 };
    const { api, panel } = await openMailbox(() => json(200, inbox), {
      'front/mark_message_read': () => json(200, { messages: [message({ read: true }), OLDER], unread: 0 }),
    });
    const items = await within(panel).findAllByRole('listitem');
    await vi.waitFor(() => expect(within(items[0]).getByRole('button').textContent).toBe('Unread Re: My withdrawal2025.11.23 12:13:20'));
    expect(within(items[1]).getByRole('button').textContent).toBe('Your withdrawal is scheduled2025.11.22 12:13:20');
    expect(within(items[0]).getByText('Re: My withdrawal').className).toBe('fw-bold');
    expect(within(items[1]).getByText('Your withdrawal is scheduled').className).toBe('fw-normal');
    expect(within(panel).getByText('Unread: 1.', { exact: false })).toBeTruthy();

    const toggle = within(items[0]).getByRole('button', { name: /Re: My withdrawal/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await act(async () => fireEvent.click(toggle));
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const body = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(body.hidden).toBe(false);
    // Plain text: its line breaks kept by CSS, nothing read as markup.
    const text = within(body).getByText(/Hello Ana/);
    expect(text.textContent).toBe('Hello Ana,\nYour withdrawal leaves today.\n<b>Support</b>');
    expect(text.style.whiteSpace).toBe('pre-line');
    expect(body.querySelector('b')).toBeNull();
    expect(within(body).getByText('Ticket T7K2QX')).toBeTruthy();

    await vi.waitFor(() => expect(api.callsTo('front/mark_message_read')).toHaveLength(1));
    expect(api.callsTo('front/mark_message_read')[0].body).toEqual({ id: 'm-1' });
    await vi.waitFor(() => expect(toggle.textContent).toBe('Re: My withdrawal2025.11.23 12:13:20'));
    expect(within(panel).queryByText('Unread: 1.', { exact: false })).toBeNull();

    // Closing and opening a read message again calls nothing.
    await act(async () => fireEvent.click(toggle));
    expect(body.hidden).toBe(true);
    await act(async () => fireEvent.click(toggle));
    await act(async () => fireEvent.click(within(items[1]).getByRole('button')));
    expect(api.callsTo('front/mark_message_read')).toHaveLength(1);
  });

  it('says when there is no message yet', async () => {
    const { panel } = await openMailbox(() => json(200, { messages: [], unread: 0 }));
    expect(await within(panel).findByText('No message yet')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Write to support' }).getAttribute('href')).toBe('/en/contact-us');
  });

  it('says why the mail box could not be read, and tries again', async () => {
    let answer = () => failure(500, 'internal_error');
    const { api, panel } = await openMailbox(() => answer());
    const alert = await within(panel).findByRole('alert');
    expect(alert.textContent).toBeTruthy();
    answer = () => json(200, { messages: [OLDER], unread: 0 });
    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: 'Try again' })));
    expect(await within(panel).findByRole('button', { name: /Your withdrawal is scheduled/ })).toBeTruthy();
    expect(within(panel).queryByRole('alert')).toBeNull();
    expect(api.callsTo('front/get_messages').length).toBeGreaterThanOrEqual(2);
  });
});
