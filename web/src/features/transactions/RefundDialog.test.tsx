import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { RefundRequest, TransactionPage, TransactionView } from '../../api/generated/api';
import { mockApi } from '../../test/api';
import { failure, json, userView } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { storeToken } from '../../test/session';

vi.mock('../../core/rules', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../core/rules')>();
  const { rulesFromDisk } = await import('../../test/wasm');
  return { ...actual, loadRules: rulesFromDisk };
});

// The refund dialog judges a reason's window with casino-core's rule from the bonus module.
vi.mock('../../core/bonus', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../core/bonus')>();
  const { bonusFromDisk } = await import('../../test/wasm');
  const math = bonusFromDisk();
  return { ...actual, loadBonusMath: () => Promise.resolve(math) };
});

// 2025-11-23 12:13:20 UTC and the next days.
const T0 = 1763900000000;
const DAY = 86_400_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function tx(overrides: Partial<TransactionView>): TransactionView {
  return {
    id: 'tx-1',
    type: 'deposit',
    created_at: T0,
    amount: '100.00',
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

const DEPOSIT = tx({ id: 'd-2', created_at: T0 + 2 * DAY, amount: '80.00', details: 'visa •••• 4242', refundable: true });
const REFUND = tx({ id: 'r-2', type: 'refund', created_at: T0 + 2 * DAY + 60_000, amount: '80.00', details: 'visa •••• 4242', status: 'pending', state: 'pending', reference: 'd-2' });
const ITEMS: TransactionView[] = [
  DEPOSIT,
  tx({ id: 'w-1', type: 'withdrawal', created_at: T0 + DAY, amount: '20.00', provider: 'bank', status: 'pending', state: 'pending', cancellable: true }),
  tx({ id: 'r-1', type: 'refund', created_at: T0 + 3600_000, amount: '30.00', status: 'complete', state: 'complete', reference: 'd-0' }),
  tx({ id: 'r-0', type: 'refund', created_at: T0 + 1800_000, amount: '40.00', status: 'cancelled', state: 'rejected', reference: 'd-00' }),
  tx({ id: 'd-1' }),
];
/** The history once the refund of d-2 is asked for: its refund on top, d-2 no longer refundable. */
const AFTER = [REFUND, { ...DEPOSIT, refundable: false }, ...ITEMS.slice(1)];

function page(items: TransactionView[] = ITEMS, extra: Partial<TransactionPage> = {}): TransactionPage {
  return { items, total: items.length, page: 1, per_page: 10, ...extra };
}

const TAB = { en: ['/en/user-management', 'Transaction history'], fr: ['/user-management', 'Historique des transactions'] } as const;

async function openHistory(lang: 'en' | 'fr' = 'en') {
  const [path, name] = TAB[lang];
  storeToken('tok');
  await renderApp(path, { user: userView() });
  const tab = await screen.findByRole('tab', { name });
  await act(async () => fireEvent.click(tab));
  const panel = screen.getByRole('tabpanel', { name });
  await within(panel).findByRole('table');
  return panel;
}

function rows(panel: HTMLElement): string[][] {
  return within(panel)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent ?? ''));
}

const ASK = 'Ask for a refund: Deposit, €80.00, 2025.11.25 12:13:20';
const TOO_LATE = 'A refund can only be asked for within 24 hours of the deposit (within 30 days if someone else or a minor used your account).';
const REQUESTED =
  'Your refund request is received. The amount is set aside until your identity is verified: send your identity documents within 5 days (Account, Documents tab), or no refund is made and your account is closed.';

async function openRefund(panel: HTMLElement, name = ASK) {
  await act(async () => fireEvent.click(within(panel).getByRole('button', { name })));
  return screen.getByRole('dialog', { name: 'Ask for a refund of this deposit?' });
}

const choose = (dialog: HTMLElement, label: string) => fireEvent.click(within(dialog).getByRole('radio', { name: label }));
const confirm = async (dialog: HTMLElement) => act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm my request' })));
/** The message tied to the reason group (its `aria-describedby`). */
function reasonError(dialog: HTMLElement): string | null {
  const group = within(dialog).getByRole('radiogroup', { name: 'Why do you ask for a refund?' });
  const id = group.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}
const MISTAKE = 'I made this deposit by mistake (within 24 hours)';
const THIRD_PARTY = 'Someone else or a minor used my account (within 30 days)';

describe('refund of a deposit from the transaction history', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('offers the refund on refundable deposits only, and shows refunds with their state in words', async () => {
    mockApi({ 'front/get_financial_transactions': () => json(200, page()) });
    const panel = await openHistory();
    expect(within(panel).getAllByRole('button', { name: /^Ask for a refund/ }).map((b) => b.getAttribute('aria-label'))).toEqual([ASK]);
    expect(within(panel).getAllByRole('button', { name: /^Ask for a refund/ })[0].textContent).toBe('Ask for a refund');
    expect(rows(panel)).toEqual([
      ['Deposit', '2025.11.25 12:13:20', '€80.00', 'Credit card (3-D Secure)', 'Complete', 'DetailsAsk for a refund'],
      ['Withdrawal', '2025.11.24 12:13:20', '€20.00', 'Wire transfer', 'Pending', 'DetailsCancel'],
      ['Refund', '2025.11.23 13:13:20', '€30.00', 'Credit card (3-D Secure)', 'CompleteRefunded', 'Details'],
      ['Refund', '2025.11.23 12:43:20', '€40.00', 'Credit card (3-D Secure)', 'CancelledNot made', 'Details'],
      ['Deposit', '2025.11.23 12:13:20', '€100.00', 'Credit card (3-D Secure)', 'Complete', 'Details'],
    ]);
  });

  it('asks for the reason, warns of what follows, sends the request with a key, says the answer and reloads the list', async () => {
    let asked = false;
    let answer: () => void = () => undefined;
    const api = mockApi({
      'front/get_financial_transactions': () => json(200, page(asked ? AFTER : ITEMS)),
      'front/request_refund': () =>
        new Promise<Response>((resolve) => {
          answer = () => {
            asked = true;
            resolve(json(200, { code: 'refund_requested', message: REQUESTED, transaction: REFUND }));
          };
        }),
    });
    const panel = await openHistory();
    const dialog = await openRefund(panel);
    const value = (label: string) => within(dialog).getByText(label).nextSibling?.textContent;
    expect(value('Date')).toBe('2025.11.25 12:13:20');
    expect(value('Amount')).toBe('€80.00');
    expect(value('Payment method')).toBe('Credit card (3-D Secure)visa •••• 4242');
    // The focus starts on the reasons, none chosen.
    expect(document.activeElement).toBe(within(dialog).getByRole('radio', { name: MISTAKE }));
    expect(within(dialog).getAllByRole('radio').map((r) => (r as HTMLInputElement).checked)).toEqual([false, false]);
    expect(within(dialog).getByRole('radio', { name: THIRD_PARTY })).toBeTruthy();
    const note = within(dialog).getByRole('note');
    expect(within(note).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'The amount is taken from your balance and set aside at once.',
      'It is paid back to your payment method once your identity is verified.',
      'Without your identity documents within 5 days, no refund is made: the amount is forfeited and your account is closed.',
    ]);
    expect(within(note).getByRole('link', { name: 'Read the refund policy' }).getAttribute('href')).toBe('/en/refund-policy');

    // No reason: said under the group, which takes the focus; nothing is sent.
    await confirm(dialog);
    expect(reasonError(dialog)).toBe('Choose why you ask for a refund.');
    expect(document.activeElement).toBe(within(dialog).getByRole('radiogroup'));
    expect(api.callsTo('front/request_refund')).toHaveLength(0);

    choose(dialog, THIRD_PARTY);
    expect(reasonError(dialog)).toBeNull();
    await confirm(dialog);
    // While the request runs: the buttons wait, the dialog cannot be closed.
    const busy = within(dialog).getByRole('button', { name: 'Sending…' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    expect((within(dialog).getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBe(dialog);
    const [call] = api.callsTo('front/request_refund');
    const body = call.body as RefundRequest;
    expect(body).toEqual({ id: 'd-2', reason: 'third_party', idempotency_key: expect.any(String) });
    expect(body.idempotency_key).toMatch(UUID);

    await act(async () => answer());
    const outcome = await within(panel).findByText(REQUESTED);
    expect(outcome.closest('[role="status"]')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await vi.waitFor(() => expect(rows(panel)[0]).toEqual(['Refund', '2025.11.25 12:14:20', '€80.00', 'Credit card (3-D Secure)', 'PendingWaiting for identity verification', 'Details']));
    expect(api.callsTo('front/get_financial_transactions')).toHaveLength(2);
    expect(within(panel).queryByRole('button', { name: /^Ask for a refund/ })).toBeNull();
    // The row's button is gone: the outcome takes the focus.
    await vi.waitFor(() => expect(document.activeElement?.classList.contains('outcome')).toBe(true));
  });

  it('a refusal of the reason is said under it, the dialog staying open; a new reason is a new attempt', async () => {
    let calls = 0;
    const api = mockApi({
      'front/get_financial_transactions': () => json(200, page()),
      'front/request_refund': () => (++calls === 1 ? failure(422, 'refund_too_late', { reason: 'refund_too_late' }) : json(200, { code: 'refund_requested_verified', message: 'x', transaction: REFUND })),
    });
    const panel = await openHistory();
    const dialog = await openRefund(panel);
    choose(dialog, MISTAKE);
    await confirm(dialog);
    expect(reasonError(dialog)).toBe(TOO_LATE);
    expect(within(dialog).getByRole('radiogroup').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(within(dialog).getByRole('radiogroup'));
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(within(dialog).queryByText(TOO_LATE, { selector: '.alert' })).toBeNull();
    expect((within(dialog).getByRole('button', { name: 'Confirm my request' }) as HTMLButtonElement).disabled).toBe(false);

    choose(dialog, THIRD_PARTY);
    await confirm(dialog);
    const [first, second] = api.callsTo('front/request_refund').map((c) => c.body as RefundRequest);
    expect(first.reason).toBe('mistake');
    expect(second.reason).toBe('third_party');
    expect(second.idempotency_key).toMatch(UUID);
    expect(second.idempotency_key).not.toBe(first.idempotency_key);
    expect(
      await within(panel).findByText('Your refund request is received. The amount is set aside and goes back to your payment method shortly.'),
    ).toBeTruthy();
  });

  it('says at once, in the browser, that a mistake is too late a day after the deposit completed', async () => {
    const completed = Date.now() - DAY - 60_000;
    const late = { ...DEPOSIT, completed_at: completed };
    const api = mockApi({
      'front/get_financial_transactions': () => json(200, page([late, ...ITEMS.slice(1)])),
      'front/request_refund': () => json(200, { code: 'refund_requested', message: REQUESTED, transaction: REFUND }),
    });
    const panel = await openHistory();
    const dialog = await openRefund(panel);
    await act(async () => choose(dialog, MISTAKE));
    expect(reasonError(dialog)).toBe(TOO_LATE);
    await confirm(dialog);
    expect(reasonError(dialog)).toBe(TOO_LATE);
    expect(api.callsTo('front/request_refund')).toEqual([]);

    await act(async () => choose(dialog, THIRD_PARTY));
    expect(reasonError(dialog)).toBeNull();
    await confirm(dialog);
    expect(api.callsTo('front/request_refund').map((c) => (c.body as RefundRequest).reason)).toEqual(['third_party']);
  });

  it('a lost answer keeps the dialog; confirming again sends the same key', async () => {
    let calls = 0;
    const api = mockApi({
      'front/get_financial_transactions': () => json(200, page()),
      'front/request_refund': () => {
        if (++calls === 1) throw new TypeError('Failed to fetch');
        return json(200, { code: 'refund_requested', message: REQUESTED, transaction: REFUND });
      },
    });
    const panel = await openHistory();
    const dialog = await openRefund(panel);
    choose(dialog, MISTAKE);
    await confirm(dialog);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('The service is unavailable for a moment. Please try again.');
    await confirm(dialog);
    const [first, second] = api.callsTo('front/request_refund').map((c) => c.body as RefundRequest);
    expect(second).toEqual(first);
    expect(await within(panel).findByText(REQUESTED)).toBeTruthy();
  });

  it('a refusal that is not about the reason is an alert in the dialog, and the list is read again', async () => {
    const api = mockApi({
      'front/get_financial_transactions': () => json(200, page()),
      'front/request_refund': () => failure(409, 'refund_exists'),
    });
    const panel = await openHistory();
    const dialog = await openRefund(panel);
    choose(dialog, MISTAKE);
    await confirm(dialog);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('A refund of this deposit has already been asked for.');
    expect(reasonError(dialog)).toBeNull();
    expect(screen.getByRole('dialog')).toBe(dialog);
    await vi.waitFor(() => expect(api.callsTo('front/get_financial_transactions')).toHaveLength(2));
  });

  it('Cancel closes the dialog without a call', async () => {
    const api = mockApi({ 'front/get_financial_transactions': () => json(200, page()) });
    const panel = await openHistory();
    const dialog = await openRefund(panel);
    choose(dialog, MISTAKE);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('front/request_refund')).toHaveLength(0);
  });

  it('filters on refunds', async () => {
    const api = mockApi({ 'front/get_financial_transactions': () => json(200, page()) });
    const panel = await openHistory();
    const type = within(panel).getByLabelText('Type') as HTMLSelectElement;
    expect(Array.from(type.options).map((o) => o.textContent)).toEqual(['All types', 'Deposit', 'Withdrawal', 'Refund', 'Affiliate commission']);
    fireEvent.change(type, { target: { value: 'refund' } });
    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: 'Apply filters' })));
    await vi.waitFor(() => expect(api.callsTo('front/get_financial_transactions')[1]?.body).toEqual({ type: 'refund', page: 1, per_page: 10 }));
  });

  it('shows a refund in the detail dialog: the refunded deposit and what is awaited', async () => {
    mockApi({
      'front/get_financial_transactions': () => json(200, page(AFTER)),
      'front/get_financial_transaction': () => json(200, REFUND),
    });
    const panel = await openHistory();
    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: 'Details: Refund, €80.00, 2025.11.25 12:14:20' })));
    const dialog = screen.getByRole('dialog', { name: 'Transaction details' });
    expect(await within(dialog).findByText('Refunded deposit')).toBeTruthy();
    const value = (label: string) => within(dialog).getByText(label).nextSibling?.textContent;
    expect(value('Type')).toBe('Refund');
    expect(value('Refunded deposit')).toBe('d-2');
    expect(value('Payment details')).toBe('visa •••• 4242');
    expect(value('Status')).toBe('PendingWaiting for identity verification');
    expect(within(dialog).getByRole('note').textContent).toContain('send your identity documents within 5 days of the request');
    expect(within(dialog).getByRole('link', { name: 'Go to the Documents tab' }).getAttribute('href')).toBe('/en/user-management');
  });

  it('reads French at the site root', async () => {
    const api = mockApi({
      'front/get_financial_transactions': () => json(200, page()),
      'front/request_refund': () => failure(422, 'refund_too_late', { reason: 'refund_too_late' }),
    });
    const panel = await openHistory('fr');
    expect(rows(panel)[2]).toEqual(['Remboursement', '2025.11.23 13:13:20', '30,00\u00a0€', 'Carte bancaire (3-D Secure)', 'TerminéeMontant remboursé', 'Détails']);
    expect(rows(panel)[3][4]).toBe('AnnuléeRemboursement non effectué');
    await act(async () =>
      fireEvent.click(within(panel).getByRole('button', { name: 'Demander un remboursement : Dépôt, 80,00\u00a0€, 2025.11.25 12:13:20' })),
    );
    const dialog = screen.getByRole('dialog', { name: 'Demander le remboursement de ce dépôt ?' });
    expect(within(dialog).getByRole('radiogroup', { name: 'Pourquoi demandez-vous un remboursement ?' })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Lire la politique de remboursement' }).getAttribute('href')).toBe('/refund-policy');
    fireEvent.click(within(dialog).getByRole('radio', { name: "J'ai fait ce dépôt par erreur (dans les 24 heures)" }));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmer ma demande' })));
    const group = within(dialog).getByRole('radiogroup');
    await vi.waitFor(() =>
      expect(document.getElementById(group.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
        'Un remboursement ne peut être demandé que dans les 24 heures suivant le dépôt (dans les 30 jours si un tiers ou un mineur a utilisé votre compte).',
      ),
    );
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeTruthy();
    expect(api.callsTo('front/request_refund')[0].body).toMatchObject({ id: 'd-2', reason: 'mistake' });
  });
});
