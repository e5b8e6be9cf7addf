import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { KycQueue, KycQueueItem, Role, UserView } from '../../api/generated/api';
import { mockApi } from '../../test/api';
import { failure, json, player } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { storeToken } from '../../test/session';

vi.mock('../../core/rules', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../core/rules')>();
  const { rulesFromDisk } = await import('../../test/wasm');
  return { ...actual, loadRules: rulesFromDisk };
});

// 2026-11-24 12:00:00 UTC.
const T0 = 1_795_521_600_000;
const HOUR = 3_600_000;

const staff = (...roles: Role[]): UserView => ({ player: player({ username: 'kim' }), scope: ['player', ...roles] });

function item(overrides: Partial<KycQueueItem> & Pick<KycQueueItem, 'id'>): KycQueueItem {
  return {
    username: 'ana',
    full_name: 'Ana Martin',
    birth_date: '1990-04-12',
    address: '12 rue des Lilas, 69003 Lyon, France',
    kind: 'identity_front',
    issued_on: null,
    media_type: 'image/png',
    width: 1200,
    height: 800,
    size_bytes: 1_572_864,
    uploaded_at: T0,
    due_at: T0 + 24 * HOUR,
    late: true,
    ...overrides,
  };
}

/** Oldest first: Ana's card front, past the promise; Bob's proof of address, 6 hours old. */
const QUEUE: KycQueue = {
  promise_hours: 24,
  items: [
    item({ id: 'k-1' }),
    item({
      id: 'k-2',
      username: 'bob',
      full_name: 'Bob Stone',
      birth_date: '1985-01-31',
      address: '1 High Street, SW1A 1AA London, United Kingdom',
      kind: 'proof_of_address',
      issued_on: '2026-11-02',
      media_type: 'image/jpeg',
      width: 2480,
      height: 3508,
      size_bytes: 900_000,
      uploaded_at: T0 + 20 * HOUR,
      due_at: T0 + 44 * HOUR,
      late: false,
    }),
  ],
};

const picture = () => new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { status: 200, headers: { 'Content-Type': 'image/png' } });

async function openQueue(user: UserView, routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'front/auth/player': () => json(200, user),
    'front/get_messages': () => json(200, { messages: [], unread: 0 }),
    'kyc/get_document_queue': () => json(200, QUEUE),
    'front/document_file/k-1': picture,
    'front/document_file/k-2': picture,
    ...routes,
  });
  storeToken('tok');
  await renderApp('/en/admin', { user });
  const section = await screen.findByRole('region', { name: 'Identity documents' });
  return { api, section };
}

/** The documents of the queue, in order (each an article named by whose and what it is). */
const documents = async (section: HTMLElement) => within(section).findAllByRole('article');

describe('identity documents queue', () => {
  let urls = 0;
  beforeEach(() => {
    localStorage.clear();
    urls = 0;
    // 26 hours after Ana's document arrived.
    vi.useFakeTimers({ now: T0 + 26 * HOUR, toFake: ['Date'] });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => `blob:casino/${++urls}`), revokeObjectURL: vi.fn() }));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows a KYC agent the queue, oldest first: the wait against the promise, the details to compare, the picture and its size', async () => {
    const { api, section } = await openQueue(staff('kyc'));
    expect(screen.getByRole('heading', { level: 1, name: 'Staff area' })).toBeTruthy();
    // A KYC agent's sections: the documents and the verification level, nothing about money.
    expect(screen.getByRole('region', { name: 'Identity verification' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Withdrawal requests' })).toBeNull();
    expect(api.calls.filter((c) => c.path.startsWith('admin/'))).toEqual([]);

    expect(await within(section).findByText('Players are promised an answer within 24 hours.', { exact: false })).toBeTruthy();
    const [ana, bob] = await documents(section);
    expect(within(ana).getByRole('heading', { name: 'ana: Identity document (front) Late' })).toBeTruthy();
    expect(within(ana).getByText('Waiting for 26 hours (promise: 24 hours), answer due by 2026.11.25 12:00:00 (UTC).')).toBeTruthy();
    const details = (article: HTMLElement) => within(article).getAllByRole('definition').map((dd) => [dd.previousSibling?.textContent, dd.textContent]);
    expect(details(ana)).toEqual([
      ['Registered name', 'Ana Martin'],
      ['Date of birth', '1990.04.12'],
      ['Address', '12 rue des Lilas, 69003 Lyon, France'],
      ['Picture', '1200 × 800 pixels, PNG, 1.5 MB'],
    ]);
    expect(within(bob).getByRole('heading', { name: 'bob: Proof of address' })).toBeTruthy();
    expect(within(bob).getByText('Waiting for 6 hours (promise: 24 hours), answer due by 2026.11.26 08:00:00 (UTC).')).toBeTruthy();
    expect(details(bob)).toContainEqual(['Date on the document', '2026.11.02']);
    expect(details(bob)).toContainEqual(['Picture', '2480 × 3508 pixels, JPEG, 879 kB']);

    // Each picture through a blob: URL, read with the token.
    const img = await within(ana).findByRole('img', { name: 'Picture sent by ana: identity document (front)' });
    await vi.waitFor(() => expect(img.getAttribute('src')).toMatch(/^blob:casino\//));
    expect(api.callsTo('front/document_file/k-1')[0]).toMatchObject({ method: 'GET', headers: { Authorization: 'Bearer tok' } });
    expect(within(bob).getByRole('img', { name: 'Picture sent by bob: proof of address' })).toBeTruthy();
  });

  it('approves a document after a confirmation, says so and reads the queue again', async () => {
    let reads = 0;
    const { api, section } = await openQueue(staff('kyc'), {
      'kyc/get_document_queue': () => json(200, ++reads === 1 ? QUEUE : { ...QUEUE, items: QUEUE.items.slice(1) }),
      'kyc/review_document': () => json(200, { code: 'document_approved', message: 'server words' }),
    });
    const [ana] = await documents(section);
    await act(async () => fireEvent.click(within(ana).getByRole('button', { name: 'Approve: ana, Identity document (front), 2026.11.24 12:00:00' })));
    const dialog = screen.getByRole('dialog', { name: 'Approve this document?' });
    expect(within(dialog).getByText('Player').nextSibling?.textContent).toBe('ana (Ana Martin)');
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(api.callsTo('kyc/review_document')).toHaveLength(0);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' })));

    const said = await within(section).findByText('The document is approved.');
    expect(said.closest('[role="status"]')).toBeTruthy();
    expect(api.callsTo('kyc/review_document')[0].body).toEqual({ id: 'k-1', decision: 'approve', reason: '' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await vi.waitFor(() => expect(within(section).getAllByRole('article')).toHaveLength(1));
    expect(api.callsTo('kyc/get_document_queue')).toHaveLength(2);
  });

  it('rejects a document only with a reason, which is sent', async () => {
    const { api, section } = await openQueue(staff('kyc'), {
      'kyc/review_document': () => json(200, { code: 'document_rejected', message: 'server words' }),
    });
    const [, bob] = await documents(section);
    await act(async () => fireEvent.click(within(bob).getByRole('button', { name: /^Reject: bob, Proof of address/ })));
    const dialog = screen.getByRole('dialog', { name: 'Reject this document?' });
    const reason = within(dialog).getByLabelText('Reason (the player reads it)');
    // The reason has the focus: the dialog opens on it.
    expect(document.activeElement).toBe(reason);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' })));
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByRole('alert').textContent).toBe('Field required');
    expect(api.callsTo('kyc/review_document')).toHaveLength(0);

    fireEvent.change(reason, { target: { value: '  The bill is older than 3 months.  ' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' })));
    expect(await within(section).findByText('The document is refused; the player is told why.')).toBeTruthy();
    expect(api.callsTo('kyc/review_document')[0].body).toEqual({ id: 'k-2', decision: 'reject', reason: 'The bill is older than 3 months.' });
  });

  it('asks for another picture with a reason', async () => {
    const { api, section } = await openQueue(staff('admin'), {
      'admin/get_withdrawal_requests': () => json(200, { items: [] }),
      'admin/get_wire_deposits': () => json(200, { items: [] }),
      'support/get_tickets': () => json(200, { tickets: [] }),
      'admin/get_staff_actions': () => json(200, { actions: [] }),
      'kyc/review_document': () => json(200, { code: 'document_requested', message: 'server words' }),
    });
    const [ana] = await documents(section);
    await act(async () => fireEvent.click(within(ana).getByRole('button', { name: /^Ask for another: ana/ })));
    const dialog = screen.getByRole('dialog', { name: 'Ask for another document?' });
    fireEvent.change(within(dialog).getByLabelText('Reason (the player reads it)'), { target: { value: 'Your thumb hides the date of birth.' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Ask for another' })));
    expect(await within(section).findByText('Another document is asked of the player.')).toBeTruthy();
    expect(api.callsTo('kyc/review_document')[0].body).toEqual({ id: 'k-1', decision: 'request', reason: 'Your thumb hides the date of birth.' });
  });

  it('says when someone decided first, and reads the queue again', async () => {
    const { api, section } = await openQueue(staff('kyc'), {
      'kyc/review_document': () => failure(409, 'document_reviewed'),
    });
    const [ana] = await documents(section);
    await act(async () => fireEvent.click(within(ana).getByRole('button', { name: /^Approve: ana/ })));
    await act(async () => fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve' })));
    expect((await within(section).findByRole('alert')).textContent).toBe('This document has already been reviewed.');
    expect(screen.queryByRole('dialog')).toBeNull();
    await vi.waitFor(() => expect(api.callsTo('kyc/get_document_queue')).toHaveLength(2));
  });

  it("keeps the dialog open on the server's refusal of the reason", async () => {
    const { section } = await openQueue(staff('kyc'), {
      'kyc/review_document': () => failure(422, 'validation_failed', { reason: 'field_required' }),
    });
    const [ana] = await documents(section);
    await act(async () => fireEvent.click(within(ana).getByRole('button', { name: /^Reject: ana/ })));
    const dialog = screen.getByRole('dialog', { name: 'Reject this document?' });
    const reason = within(dialog).getByLabelText('Reason (the player reads it)');
    fireEvent.change(reason, { target: { value: 'Blurred.' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' })));
    await vi.waitFor(() => expect(reason.getAttribute('aria-invalid')).toBe('true'));
    fireEvent.change(reason, { target: { value: 'Blurred picture.' } });
    expect(reason.getAttribute('aria-invalid')).toBeNull();
  });

  it('says when no document is waiting', async () => {
    const { section } = await openQueue(staff('kyc'), { 'kyc/get_document_queue': () => json(200, { items: [], promise_hours: 24 }) });
    expect(await within(section).findByText('No documents waiting.')).toBeTruthy();
  });

  it('says why the queue could not be read', async () => {
    const { section } = await openQueue(staff('kyc'), { 'kyc/get_document_queue': () => failure(403, 'forbidden') });
    expect((await within(section).findByRole('alert')).textContent).toBe('You are not allowed to do this.');
    expect(within(section).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('is not shown to support agents', async () => {
    mockApi({
      'front/auth/player': () => json(200, staff('support')),
      'front/get_messages': () => json(200, { messages: [], unread: 0 }),
      'support/get_tickets': () => json(200, { tickets: [] }),
    });
    storeToken('tok');
    await renderApp('/en/admin', { user: staff('support') });
    await screen.findByRole('region', { name: 'Support tickets' });
    expect(screen.queryByRole('region', { name: 'Identity documents' })).toBeNull();
  });
});
