import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { TicketList, TicketSummary, TicketView, Role, UserView } from '../../api/generated/api';
import { mockApi } from '../../test/api';
import { json, player } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { storeToken } from '../../test/session';

vi.mock('../../core/rules', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../core/rules')>();
  const { rulesFromDisk } = await import('../../test/wasm');
  return { ...actual, loadRules: rulesFromDisk };
});

const T0 = 1763900000000; // 2025.11.23 12:13:20 UTC
const HOUR = 3_600_000;

const staff = (...roles: Role[]): UserView => ({ player: player({ username: 'sam' }), scope: ['player', ...roles] });

function ticket(overrides: Partial<TicketSummary> = {}): TicketSummary {
  return {
    id: 't-1',
    number: 'T7K2QX',
    username: 'ana',
    name: 'Ana Martin',
    email: 'ana@example.fr',
    subject: 'My withdrawal',
    lang: 'fr',
    status: 'open',
    mailed: true,
    created_at: T0,
    updated_at: T0,
    ...overrides,
  };
}

const VISITOR = ticket({ id: 't-2', number: 'Q4W8ZP', username: null, name: 'Léa Petit', email: 'lea@example.com', subject: 'Can I play from Belgium?', status: 'escalated', mailed: false, updated_at: T0 + HOUR });

const TICKETS: TicketList = { tickets: [ticket(), VISITOR] };

const VIEW: TicketView = {
  ticket: ticket(),
  messages: [
    { staff: null, body: 'Hello,\nwhere is my withdrawal?', created_at: T0 },
    { staff: 'sam', body: 'It is on its way.', created_at: T0 + HOUR },
    { staff: null, body: 'Thanks!', created_at: T0 + 2 * HOUR },
  ],
};

async function openStaffArea(user: UserView, routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'front/auth/player': () => json(200, user),
    'front/get_messages': () => json(200, { messages: [], unread: 0 }),
    'support/get_tickets': () => json(200, TICKETS),
    'support/get_ticket': () => json(200, VIEW),
    ...routes,
  });
  storeToken('tok');
  await renderApp('/en/admin', { user });
  return api;
}

const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((c) => c.textContent));

async function ticketsSection() {
  const region = await screen.findByRole('region', { name: 'Support tickets' });
  await within(region).findByRole('table');
  return region;
}

async function openTicket(region: HTMLElement, number = 'T7K2QX', subject = 'My withdrawal') {
  await act(async () => fireEvent.click(within(region).getByRole('button', { name: `Open ticket ${number}` })));
  return within(region).findByRole('region', { name: `Ticket ${number}: ${subject}` });
}

describe('support console', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists the waiting tickets, and filters them by status', async () => {
    const api = await openStaffArea(staff('support'), {
      'support/get_tickets': (body) => json(200, (body as { status: string | null }).status === 'closed' ? { tickets: [] } : TICKETS),
    });
    const region = await ticketsSection();
    expect(rows(within(region).getByRole('table'))).toEqual([
      ['T7K2QX', 'anaAna Martin · ana@example.fr', 'My withdrawal', 'Open', '2025.11.23 12:13:20', 'Open'],
      ['Q4W8ZP', 'Léa Petitlea@example.com', 'Can I play from Belgium?', 'EscalatedNot e-mailed to support', '2025.11.23 13:13:20', 'Open'],
    ]);
    expect(api.callsTo('support/get_tickets')[0].body).toEqual({ status: null });

    await act(async () => fireEvent.change(within(region).getByLabelText('Show'), { target: { value: 'closed' } }));
    expect(await within(region).findByText('No ticket has this status.')).toBeTruthy();
    expect(api.callsTo('support/get_tickets').at(-1)!.body).toEqual({ status: 'closed' });
  });

  it('opens a ticket, answers it and says so', async () => {
    const api = await openStaffArea(staff('support'), {
      'support/answer_ticket': () => json(200, { code: 'ticket_answered', message: 'x' }),
    });
    const region = await ticketsSection();
    const detail = await openTicket(region);
    expect(api.callsTo('support/get_ticket')[0].body).toEqual({ id: 't-1' });
    expect(document.activeElement).toBe(within(detail).getByRole('heading', { name: 'Ticket T7K2QX: My withdrawal' }));
    expect(within(detail).getByText('Player account').nextSibling?.textContent).toBe('ana');
    expect(within(detail).getByText('Language').nextSibling?.textContent).toBe('Français');

    const messages = within(within(detail).getByRole('region', { name: 'Messages' })).getAllByRole('listitem');
    expect(messages.map((m) => m.textContent)).toEqual([
      'Customer · 2025.11.23 12:13:20Hello,\nwhere is my withdrawal?',
      'Support (sam) · 2025.11.23 13:13:20It is on its way.',
      'Customer · 2025.11.23 14:13:20Thanks!',
    ]);

    const answer = within(detail).getByLabelText('Your answer');
    fireEvent.change(answer, { target: { value: 'Your withdrawal was paid this morning.' } });
    await act(async () => fireEvent.click(within(detail).getByRole('button', { name: 'Send the answer' })));
    await vi.waitFor(() => expect(within(detail).getAllByRole('status').map((s) => s.textContent)).toContain('Your answer is sent to the player.'));
    expect(api.callsTo('support/answer_ticket')[0].body).toEqual({ id: 't-1', message: 'Your withdrawal was paid this morning.' });
    expect((answer as HTMLTextAreaElement).value).toBe('');
    // The list and the ticket are read again.
    await vi.waitFor(() => expect(api.callsTo('support/get_tickets')).toHaveLength(2));
    await vi.waitFor(() => expect(api.callsTo('support/get_ticket')).toHaveLength(2));
  });

  it("says the server's length rule under the answer", async () => {
    await openStaffArea(staff('support'), {
      'support/answer_ticket': () =>
        json(422, { error: { code: 'validation_failed', message: 'x', params: {}, fields: { message: { code: 'text_length', message: 'x', params: { min: '10', max: '5000' } } } } }),
    });
    const detail = await openTicket(await ticketsSection());
    const answer = within(detail).getByLabelText('Your answer');
    await act(async () => fireEvent.click(within(detail).getByRole('button', { name: 'Send the answer' })));
    expect(document.getElementById(`${answer.id}-error`)?.textContent).toBe('Field required');
    fireEvent.change(answer, { target: { value: 'Thanks' } });
    await act(async () => fireEvent.click(within(detail).getByRole('button', { name: 'Send the answer' })));
    await vi.waitFor(() => expect(document.getElementById(`${answer.id}-error`)?.textContent).toBe('Please write 10 to 5000 characters.'));
    expect(answer.getAttribute('aria-invalid')).toBe('true');
  });

  it('escalates a ticket to a manager, then closes it', async () => {
    const api = await openStaffArea(staff('support'), {
      'support/escalate_ticket': () => json(200, { code: 'ticket_escalated', message: 'x' }),
      'support/close_ticket': () => json(200, { code: 'ticket_closed', message: 'x' }),
    });
    const detail = await openTicket(await ticketsSection());
    await act(async () => fireEvent.click(within(detail).getByRole('button', { name: 'Escalate to a manager' })));
    await vi.waitFor(() => expect(within(detail).getAllByRole('status').map((s) => s.textContent)).toContain('The ticket is escalated to a manager.'));
    expect(api.callsTo('support/escalate_ticket')[0].body).toEqual({ id: 't-1' });
    await act(async () => fireEvent.click(within(detail).getByRole('button', { name: 'Close the ticket' })));
    await vi.waitFor(() => expect(within(detail).getAllByRole('status').map((s) => s.textContent)).toContain('The ticket is closed.'));
    expect(api.callsTo('support/close_ticket')[0].body).toEqual({ id: 't-1' });
  });

  it('leaves an escalated ticket to a manager: the agent is told, the manager sees how many wait and closes it', async () => {
    const escalated = { ...VIEW, ticket: VISITOR };
    await openStaffArea(staff('support'), { 'support/get_ticket': () => json(200, escalated) });
    let region = await ticketsSection();
    expect(within(region).queryByRole('status')).toBeNull();
    let detail = await openTicket(region, 'Q4W8ZP', 'Can I play from Belgium?');
    expect(within(detail).getByText('Escalated to a manager: a manager closes it.')).toBeTruthy();
    expect(within(detail).queryByRole('button', { name: 'Close the ticket' })).toBeNull();
    cleanup();

    const api = await openStaffArea(staff('manager'), {
      'support/get_ticket': () => json(200, escalated),
      'support/close_ticket': () => json(200, { code: 'ticket_closed', message: 'x' }),
    });
    region = await ticketsSection();
    expect(within(region).getByRole('status').textContent).toBe('1Waiting for a manager: the escalated tickets, marked in red.');
    detail = await openTicket(region, 'Q4W8ZP', 'Can I play from Belgium?');
    expect(within(detail).queryByText('Escalated to a manager: a manager closes it.')).toBeNull();
    await act(async () => fireEvent.click(within(detail).getByRole('button', { name: 'Close the ticket' })));
    await vi.waitFor(() => expect(within(detail).getAllByRole('status').map((s) => s.textContent)).toContain('The ticket is closed.'));
    expect(api.callsTo('support/close_ticket')[0].body).toEqual({ id: 't-2' });
  });
});
