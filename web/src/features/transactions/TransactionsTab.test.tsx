import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { TransactionPage, TransactionView } from '../../api/generated/api';
import { mockApi, type ApiCall } from '../../test/api';
import { failure, json, userView } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { storeToken } from '../../test/session';

vi.mock('../../core/rules', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../core/rules')>();
  const { rulesFromDisk } = await import('../../test/wasm');
  return { ...actual, loadRules: rulesFromDisk };
});

// 2025-11-23 12:13:20 UTC and the next days.
const T0 = 1763900000000;
const DAY = 86_400_000;

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

const ITEMS: TransactionView[] = [
  tx({ id: 'w-2', type: 'withdrawal', created_at: T0 + 2 * DAY, amount: '50.00', fee: '5.00', provider: 'bank', status: 'pending', state: 'pending', cancellable: true, details: 'FR76 •••• 0189' }),
  tx({ id: 'w-1', type: 'withdrawal', created_at: T0 + DAY, amount: '1234.50', provider: 'bitcoin', status: 'pending', state: 'scheduled' }),
  tx({ id: 'w-0', type: 'withdrawal', created_at: T0 + 3600_000, amount: '20.00', provider: 'bank', status: 'cancelled', state: 'rejected' }),
  tx({ id: 'd-1', reference: 'ALT-778', details: 'visa •••• 1111' }),
];

function page(items: TransactionView[] = ITEMS, extra: Partial<TransactionPage> = {}): TransactionPage {
  return { items, total: items.length, page: 1, per_page: 10, ...extra };
}

const TAB = { en: ['/en/user-management', 'Transaction history'], fr: ['/user-management', 'Historique des transactions'] } as const;

async function openHistory(lang: 'en' | 'fr' = 'en') {
  const [path, name] = TAB[lang];
  storeToken('tok');
  await renderApp(path, { user: userView() });
  // Found outside act: inside it, React would hold back the lazily loaded page the query waits for.
  const tab = await screen.findByRole('tab', { name });
  await act(async () => fireEvent.click(tab));
  return screen.getByRole('tabpanel', { name });
}

/** The cells of each body row, as the player reads them. */
function rows(panel: HTMLElement): string[][] {
  return within(panel)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent ?? ''));
}

const list = (calls: ApiCall[]) => calls.map((c) => c.body);

describe('transaction history tab', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows a loading state, then one row per transaction with its date, amount, provider and status', async () => {
    // The answer waits until the loading state has been seen.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const api = mockApi({ 'front/get_financial_transactions': () => answered.then(() => json(200, page())) });
    const panel = await openHistory();
    expect((await within(panel).findByText('Loading your transactions…')).closest('[role="status"]')).toBeTruthy();
    answer();
    expect(await within(panel).findByRole('table', { name: 'Your deposits, withdrawals and refunds' })).toBeTruthy();
    expect(rows(panel)).toEqual([
      ['Withdrawal', '2025.11.25 12:13:20', '€50.00', 'Wire transfer', 'Pending', 'DetailsCancel'],
      ['Withdrawal', '2025.11.24 12:13:20', '€1,234.50', 'Crypto wallet (BTC)', 'PendingScheduled', 'Details'],
      ['Withdrawal', '2025.11.23 13:13:20', '€20.00', 'Wire transfer', 'CancelledRejected', 'Details'],
      ['Deposit', '2025.11.23 12:13:20', '€100.00', 'Credit card (3-D Secure)', 'Complete', 'Details'],
    ]);
    expect(within(panel).getByText('Transactions found: 4')).toBeTruthy();
    expect(list(api.callsTo('front/get_financial_transactions'))).toEqual([{ page: 1, per_page: 10 }]);
    // Each row's buttons say which transaction they act on.
    expect(within(panel).getByRole('button', { name: 'Cancel: Withdrawal, €50.00, 2025.11.25 12:13:20' })).toBeTruthy();
    expect(within(panel).getAllByRole('button', { name: /^Details: / })).toHaveLength(4);
  });

  it('reads French', async () => {
    mockApi({ 'front/get_financial_transactions': () => json(200, page()) });
    const panel = await openHistory('fr');
    await within(panel).findByRole('table');
    expect(rows(panel)[1]).toEqual(['Retrait', '2025.11.24 12:13:20', '1\u202f234,50\u00a0€', 'Portefeuille crypto (BTC)', 'En attenteProgrammée', 'Détails']);
    expect(within(panel).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Opération',
      'Date et heure',
      'Montant',
      'Prestataire',
      'Statut',
      'Actions possibles',
    ]);
  });

  it('names an affiliate commission and what it was for', async () => {
    const commission = tx({ id: 'c-1', type: 'commission', amount: '250.00', provider: 'affiliate', details: 'Programme d’affiliation, octobre 2026' });
    mockApi({ 'front/get_financial_transactions': () => json(200, page([commission])), 'front/get_financial_transaction': () => json(200, commission) });
    const panel = await openHistory('fr');
    await within(panel).findByRole('table');
    expect(rows(panel)).toEqual([['Commission d\'affiliation', '2025.11.23 12:13:20', '250,00\u00a0€', 'Affiliation', 'Terminée', 'Détails']]);
    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: /^Détails/ })));
    const purpose = await within(screen.getByRole('dialog')).findByText('Objet');
    expect(purpose.nextSibling?.textContent).toBe('Programme d’affiliation, octobre 2026');
  });

  it('says when there is nothing yet, and when no transaction matches the filters', async () => {
    mockApi({ 'front/get_financial_transactions': () => json(200, page([])) });
    const panel = await openHistory();
    expect(await within(panel).findByText('You have no transactions yet.')).toBeTruthy();
    fireEvent.change(within(panel).getByLabelText('Type'), { target: { value: 'deposit' } });
    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: 'Apply filters' })));
    expect(await within(panel).findByText('No transaction matches these filters.')).toBeTruthy();
  });

  it('says why the history could not be loaded, and tries again', async () => {
    let calls = 0;
    mockApi({ 'front/get_financial_transactions': () => (++calls === 1 ? failure(503, 'unavailable') : json(200, page())) });
    const panel = await openHistory();
    expect((await within(panel).findByRole('alert')).textContent).toBe('The service is unavailable for a moment. Please try again.');
    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: 'Try again' })));
    expect(await within(panel).findByRole('table')).toBeTruthy();
  });

  it('sends the filters that are set, from the first page', async () => {
    const api = mockApi({ 'front/get_financial_transactions': () => json(200, page()) });
    const panel = await openHistory();
    await within(panel).findByRole('table');
    fireEvent.change(within(panel).getByLabelText('Type'), { target: { value: 'withdrawal' } });
    fireEvent.change(within(panel).getByLabelText('Status'), { target: { value: 'pending' } });
    fireEvent.change(within(panel).getByLabelText('From'), { target: { value: '2025-11-01' } });
    fireEvent.change(within(panel).getByLabelText('To'), { target: { value: '2025-11-30' } });
    const apply = within(panel).getByRole('button', { name: 'Apply filters' }) as HTMLButtonElement;
    await act(async () => fireEvent.click(apply));
    // The rows stay on screen while the filtered page loads; the buttons wait for it.
    expect(apply.disabled).toBe(true);
    await vi.waitFor(() => expect(apply.disabled).toBe(false));
    expect(api.callsTo('front/get_financial_transactions')[1].body).toEqual({
      type: 'withdrawal',
      status: 'pending',
      from: '2025-11-01',
      to: '2025-11-30',
      page: 1,
      per_page: 10,
    });
    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: 'Clear filters' })));
    await vi.waitFor(() => expect(api.callsTo('front/get_financial_transactions')[2]?.body).toEqual({ page: 1, per_page: 10 }));
    expect((within(panel).getByLabelText('Status') as HTMLSelectElement).value).toBe('');
  });

  it('pages through the history', async () => {
    const api = mockApi({
      'front/get_financial_transactions': (body) => json(200, page(ITEMS, { total: 25, page: (body as { page: number }).page })),
    });
    const panel = await openHistory();
    expect(await within(panel).findByText('Page 1 of 3')).toBeTruthy();
    expect((within(panel).getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: 'Next' })));
    expect(await within(panel).findByText('Page 2 of 3')).toBeTruthy();
    expect(api.callsTo('front/get_financial_transactions')[1].body).toEqual({ page: 2, per_page: 10 });
  });

  it('shows one transaction in a dialog', async () => {
    const api = mockApi({
      'front/get_financial_transactions': () => json(200, page()),
      'front/get_financial_transaction': () => json(200, ITEMS[3]),
    });
    const panel = await openHistory();
    await within(panel).findByRole('table');
    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: 'Details: Deposit, €100.00, 2025.11.23 12:13:20' })));
    const dialog = screen.getByRole('dialog', { name: 'Transaction details' });
    expect(await within(dialog).findByText('ALT-778')).toBeTruthy();
    const value = (label: string) => within(dialog).getByText(label).nextSibling?.textContent;
    expect(value('Reference')).toBe('ALT-778');
    expect(value('Payment details')).toBe('visa •••• 1111');
    expect(value('Date')).toBe('2025.11.23 12:13:20');
    expect(value('Status')).toBe('Complete');
    expect(value('Transaction number')).toBe('d-1');
    expect(api.callsTo('front/get_financial_transaction')[0].body).toEqual({ id: 'd-1' });
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('cancels a pending withdrawal after a confirmation, says so and refreshes the list', async () => {
    let cancelled = false;
    const api = mockApi({
      'front/get_financial_transactions': () =>
        json(200, page(cancelled ? [{ ...ITEMS[0], status: 'cancelled', state: 'cancelled', cancellable: false }, ...ITEMS.slice(1)] : ITEMS)),
      'front/cancel_withdrawal_request': () => {
        cancelled = true;
        return json(200, { code: 'withdrawal_cancelled', message: 'x', transaction: { ...ITEMS[0], status: 'cancelled' } });
      },
    });
    const panel = await openHistory();
    await within(panel).findByRole('table');
    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: /^Cancel: / })));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this withdrawal?' });
    expect(within(dialog).getByText('Amount').nextSibling?.textContent).toBe('€50.00');
    expect(within(dialog).getByText('The amount goes back to your balance.')).toBeTruthy();
    expect(api.callsTo('front/cancel_withdrawal_request')).toHaveLength(0);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the withdrawal' })));
    expect(await within(panel).findByText('Withdrawal cancelled')).toBeTruthy();
    expect(api.callsTo('front/cancel_withdrawal_request')[0].body).toEqual({ id: 'w-2' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await vi.waitFor(() => expect(rows(panel)[0][4]).toBe('Cancelled'));
    expect(within(panel).queryByRole('button', { name: /^Cancel: / })).toBeNull();
    expect(api.callsTo('front/get_financial_transactions')).toHaveLength(2);
  });

  it('keeping the withdrawal closes the dialog without a call', async () => {
    const api = mockApi({ 'front/get_financial_transactions': () => json(200, page()) });
    const panel = await openHistory();
    await within(panel).findByRole('table');
    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: /^Cancel: / })));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('front/cancel_withdrawal_request')).toHaveLength(0);
  });

  it('a refused cancel (already approved) is said and the list refreshed', async () => {
    const api = mockApi({
      'front/get_financial_transactions': () => json(200, page()),
      'front/cancel_withdrawal_request': () => failure(409, 'action_failed'),
    });
    const panel = await openHistory();
    await within(panel).findByRole('table');
    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: /^Cancel: / })));
    await act(async () => fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel the withdrawal' })));
    expect((await within(panel).findByRole('alert')).textContent).toBe('Action failed');
    await vi.waitFor(() => expect(api.callsTo('front/get_financial_transactions')).toHaveLength(2));
  });
});
