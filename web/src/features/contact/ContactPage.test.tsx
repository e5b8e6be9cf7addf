import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { ContactAnswer } from '../../api/generated/api';
import { mockApi } from '../../test/api';
import { json, userView } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { storeToken } from '../../test/session';

vi.mock('../../core/rules', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../core/rules')>();
  const { coreFromDisk: disk } = await import('../../test/wasm');
  const rules = disk();
  return { ...actual, loadRules: async () => rules };
});

const SENT: ContactAnswer = {
  code: 'message_sent',
  message: 'Your message has been successfully sent.',
  ticket: 'T7K2QX',
  support_email: 'support@emeraude.casino',
};

const NOT_MAILED: ContactAnswer = { ...SENT, code: 'mailing_failed', message: 'Mailing failed. Please direct email.' };

async function openContact(routes: Parameters<typeof mockApi>[0], signedIn = false) {
  const api = mockApi(routes);
  if (signedIn) storeToken('tok');
  await renderApp('/en/contact-us', signedIn ? { user: userView() } : undefined);
  await screen.findByRole('heading', { level: 1, name: 'Contact us' });
  return api;
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement | HTMLTextAreaElement;

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) fireEvent.change(field(label), { target: { value } });
}

const FILLED = {
  Name: 'Léa Martin',
  'E-mail': 'lea@example.fr',
  Subject: 'My withdrawal',
  Message: 'Hello, where is my withdrawal?\nThanks.',
};

async function send() {
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send message' })));
}

describe('contact page', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('sends the message and gives the ticket number', async () => {
    const api = await openContact({ 'front/player_send_message': () => json(200, SENT) });
    fill(FILLED);
    await send();
    const status = await vi.waitFor(() => {
      const region = screen.getAllByRole('status').find((s) => s.textContent?.includes('successfully'));
      if (!region) throw new Error('no answer yet');
      return region;
    });
    expect(status.textContent).toBe('Your message has been successfully sent.Your ticket number: T7K2QX. Quote it if you write to us again.');
    const calls = api.callsTo('front/player_send_message');
    expect(calls).toHaveLength(1);
    expect(calls[0].body).toEqual({ name: 'Léa Martin', email: 'lea@example.fr', subject: 'My withdrawal', message: 'Hello, where is my withdrawal?\nThanks.' });
    expect(calls[0].headers.Authorization).toBeUndefined();
    // The next message starts blank; the sender stays.
    expect(field('Subject').value).toBe('');
    expect(field('Message').value).toBe('');
    expect(field('Name').value).toBe('Léa Martin');
  });

  it("fills in a signed-in player's name and e-mail and sends with the session", async () => {
    const api = await openContact({ 'front/auth/player': () => json(200, userView()), 'front/player_send_message': () => json(200, SENT) }, true);
    expect(field('Name').value).toBe('Ana Martin');
    expect(field('E-mail').value).toBe('ana@example.fr');
    expect(screen.getByRole('link', { name: 'Open the mail box' }).getAttribute('href')).toBe('/en/user-management');
    fill({ Subject: 'Bonus', Message: 'Is my bonus active yet?' });
    await send();
    await screen.findByText('Your ticket number: T7K2QX. Quote it if you write to us again.');
    const [call] = api.callsTo('front/player_send_message');
    expect(call.body).toEqual({ name: 'Ana Martin', email: 'ana@example.fr', subject: 'Bonus', message: 'Is my bonus active yet?' });
    expect(call.headers.Authorization).toBe('Bearer tok');
  });

  it('asks a visitor for no reference: only a signed-in player can name a bet or transaction', async () => {
    await openContact({ 'front/player_send_message': () => json(200, SENT) });
    expect(screen.queryByLabelText('Round or transaction number (for a complaint)')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Open the bet history' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Open the transaction history' })).toBeNull();
  });

  it("sends a signed-in player's complaint reference as typed, and none when left empty", async () => {
    const api = await openContact({ 'front/auth/player': () => json(200, userView()), 'front/player_send_message': () => json(200, SENT) }, true);
    const reference = field('Round or transaction number (for a complaint)');
    const hint = document.getElementById(reference.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe(
      'Copy the round number from your bet history, or the transaction number from your transaction history: a complaint about a bet is accepted within 30 days, about a transaction within twelve weeks.',
    );
    expect(screen.getByRole('link', { name: 'Open the bet history' }).getAttribute('href')).toBe('/en/user-management');
    expect(screen.getByRole('link', { name: 'Open the transaction history' }).getAttribute('href')).toBe('/en/user-management');
    const links = screen.getByRole('link', { name: 'Open the bet history' }).closest('ul');
    expect(within(links as HTMLElement).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Open the bet history',
      'Open the transaction history',
    ]);
    fill({ Subject: 'A lost win', Message: 'My win of this round never reached my balance.', 'Round or transaction number (for a complaint)': '01JD8Z3Q4K7M' });
    await send();
    await screen.findByText('Your ticket number: T7K2QX. Quote it if you write to us again.');
    const [first] = api.callsTo('front/player_send_message');
    expect(first.body).toEqual({
      name: 'Ana Martin',
      email: 'ana@example.fr',
      subject: 'A lost win',
      message: 'My win of this round never reached my balance.',
      reference: '01JD8Z3Q4K7M',
    });
    // The complaint is sent: the next message names none until the player types one.
    expect(reference.value).toBe('');
    fill({ Subject: 'Bonus', Message: 'Is my bonus active yet?' });
    await send();
    await vi.waitFor(() => expect(api.callsTo('front/player_send_message')).toHaveLength(2));
    expect(api.callsTo('front/player_send_message')[1].body).not.toHaveProperty('reference');
  });

  it("says under the reference field that a bet is past its window, with the bet's date", async () => {
    const api = await openContact(
      {
        'front/auth/player': () => json(200, userView()),
        'front/player_send_message': () =>
          json(422, {
            error: {
              code: 'complaint_bet_too_late',
              message: 'x',
              params: { date: '2025.10.01 18:42:07' },
              fields: { reference: { code: 'complaint_bet_too_late', message: 'x', params: { date: '2025.10.01 18:42:07' } } },
            },
          }),
      },
      true,
    );
    const reference = field('Round or transaction number (for a complaint)');
    fill({ Subject: 'A lost win', Message: 'My win of this round never reached my balance.', 'Round or transaction number (for a complaint)': 'round-old' });
    await send();
    await vi.waitFor(() => expect(reference.getAttribute('aria-invalid')).toBe('true'));
    const described = (reference.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('A complaint about a bet must reach us within 30 days: this bet was placed on 2025.10.01 18:42:07 (UTC).');
    expect(document.activeElement).toBe(reference);
    expect(api.callsTo('front/player_send_message')[0].body).toMatchObject({ reference: 'round-old' });
    // Nothing else is said about the form as a whole, and what was typed stays.
    expect(screen.queryByText(/successfully sent/)).toBeNull();
    expect(field('Message').value).toBe('My win of this round never reached my balance.');
    // Changing the reference clears the server's verdict.
    fireEvent.change(reference, { target: { value: 'round-new' } });
    expect(reference.getAttribute('aria-invalid')).toBeNull();
  });

  it('when support could not be e-mailed, says the message is kept and gives the address', async () => {
    await openContact({ 'front/player_send_message': () => json(200, NOT_MAILED) });
    fill(FILLED);
    await send();
    const alert = await screen.findByRole('alert');
    expect(alert.className).toContain('alert-warning');
    expect(within(alert).getByText('Mailing failed. Please direct email.')).toBeTruthy();
    expect(within(alert).getByText('Your message is kept as ticket T7K2QX: nothing is lost, support will read it.')).toBeTruthy();
    const link = within(alert).getByRole('link', { name: 'support@emeraude.casino' });
    expect(link.getAttribute('href')).toBe('mailto:support@emeraude.casino?subject=%5BT7K2QX%5D%20My%20withdrawal');
    // Nothing typed is lost: it can be copied into the e-mail.
    expect(field('Message').value).toBe(FILLED.Message);
    expect(screen.queryByText(/successfully sent/)).toBeNull();
  });

  it("says the server's field failures under their fields", async () => {
    const api = await openContact({
      'front/player_send_message': () =>
        json(422, {
          error: {
            code: 'validation_failed',
            message: 'x',
            params: {},
            fields: { message: { code: 'text_length', message: 'x', params: { min: '10', max: '5000' } } },
          },
        }),
    });
    fill({ ...FILLED, Message: 'Bonjour à tous' });
    await send();
    const message = field('Message');
    await vi.waitFor(() => expect(message.getAttribute('aria-invalid')).toBe('true'));
    const described = (message.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('Please write 10 to 5000 characters.');
    expect(document.activeElement).toBe(message);
    expect(api.callsTo('front/player_send_message')).toHaveLength(1);
    // Typing again clears the server's verdict.
    fireEvent.change(message, { target: { value: 'Hello, where is my withdrawal?' } });
    expect(message.getAttribute('aria-invalid')).toBeNull();
  });

  it('checks the form with the rulebook before sending', async () => {
    const api = await openContact({ 'front/player_send_message': () => json(200, SENT) });
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Send message' })).toBeTruthy());
    fill({ Name: 'Léa', 'E-mail': 'lea@', Subject: 'Hi', Message: 'Short' });
    await send();
    expect(api.callsTo('front/player_send_message')).toHaveLength(0);
    const errorOf = (label: string) => document.getElementById(`${field(label).id}-error`)?.textContent;
    await vi.waitFor(() => expect(errorOf('E-mail')).toBe('Not valid email address'));
    expect(errorOf('Message')).toBe('Please write 10 to 5000 characters.');
    expect(errorOf('Name')).toBeUndefined();
  });
});
