import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { WithdrawalContext, WithdrawalProcessorList } from '../../api/generated/api';
import { mockApi } from '../../test/api';
import { failure, json, userView } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { storeToken } from '../../test/session';

vi.mock('../../core/rules', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../core/rules')>();
  const { rulesFromDisk } = await import('../../test/wasm');
  return { ...actual, loadRules: rulesFromDisk };
});

const CONTEXT: WithdrawalContext = {
  currency: 'EUR',
  balance: '500.00',
  deposited: '200.00',
  wagered: '600.00',
  withdrawn_this_month: '0.00',
  bonus_wagering_left: '0.00',
  wagering_left: '0.00',
  limits_active: 'false',
  verification: 'verified',
  policy: 'refuse',
};

function processors(context: Partial<WithdrawalContext> = {}): WithdrawalProcessorList {
  return {
    processors: [
      { id: 'bank', min: '10.00', max: '5000.00' },
      { id: 'bitcoin', min: '20.00', max: '10000.00' },
    ],
    context: { ...CONTEXT, ...context },
  };
}

const BALANCE = { wallets: [{ currency: 'EUR', total: '500.00', real: '500.00', bonus: '0.00' }] };

function routes(context: Partial<WithdrawalContext> = {}, extra = {}) {
  return {
    'front/get_player_balance': () => json(200, BALANCE),
    'front/get_withdrawal_processors': () => json(200, processors(context)),
    ...extra,
  };
}

const TAB = { en: ['/en/user-management', 'Withdrawal', 'Amount'], fr: ['/user-management', 'Retrait', 'Montant'] } as const;

async function openWithdrawal(lang: 'en' | 'fr' = 'en') {
  const [path, tab, amount] = TAB[lang];
  storeToken('tok');
  await renderApp(path, { user: userView() });
  // Found outside act: inside it, React would hold back the lazily loaded page the query waits for.
  const tabButton = await screen.findByRole('tab', { name: tab });
  await act(async () => fireEvent.click(tabButton));
  await screen.findByLabelText(amount);
}

function type(label: string, value: string) {
  const field = screen.getByLabelText(label);
  fireEvent.change(field, { target: { value } });
  return field;
}

function leave(label: string, value: string) {
  const field = type(label, value);
  fireEvent.blur(field);
  return field;
}

function errorOf(label: string): string | null | undefined {
  const field = screen.getByLabelText(label);
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)).find((el) => el?.classList.contains('invalid-feedback'))?.textContent;
}

const BANK = {
  'IBAN/account number': 'FR7630006000011234567890189',
  'Beneficiary full name': 'Ana Martin',
  'Swift/BIC code': 'AGRIFRPP',
  'Beneficiary bank name': 'Crédit Agricole',
  'Zip code': '69003',
  'Recipient registration address': '12 rue des Lilas, Lyon',
};

function fillBank() {
  for (const [label, value] of Object.entries(BANK)) type(label, value);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('withdrawal tab', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('loads the main wallet, then its methods with their bounds', async () => {
    const api = mockApi(routes());
    await openWithdrawal();
    expect(api.callsTo('front/get_player_balance')[0].body).toEqual({});
    expect(api.callsTo('front/get_withdrawal_processors')[0].body).toEqual({ currency: 'EUR' });
    expect(within(screen.getByRole('tabpanel', { name: 'Withdrawal' })).getByText('€500.00')).toBeTruthy();
    expect(screen.getByLabelText(/Wire transfer/).closest('.method-option')?.textContent).toContain('From €10.00 to €5,000.00');
    expect(screen.getByLabelText(/Crypto wallet \(BTC\)/).closest('.method-option')?.textContent).toContain('From €20.00 to €10,000.00');
    expect(screen.getByText('Enter the amount in EUR (Min 10.00)')).toBeTruthy();
  });

  it('shows a failed load and tries again', async () => {
    let calls = 0;
    mockApi(routes({}, { 'front/get_withdrawal_processors': () => (++calls === 1 ? failure(503, 'unavailable') : json(200, processors())) }));
    storeToken('tok');
    await renderApp('/en/user-management', { user: userView() });
    const tab = await screen.findByRole('tab', { name: 'Withdrawal' });
    await act(async () => fireEvent.click(tab));
    const panel = screen.getByRole('tabpanel', { name: 'Withdrawal' });
    expect((await within(panel).findByRole('alert')).textContent).toBe('The service is unavailable for a moment. Please try again.');
    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: 'Try again' })));
    expect(await screen.findByLabelText('Amount')).toBeTruthy();
  });

  it.each([
    ['en', 'Amount', 'The amount must be less than your balance.', "You don't meet the wager requirement!"],
    ['fr', 'Montant', 'Le montant doit être inférieur à votre solde.', "Vous n'avez pas rempli les conditions de mise !"],
  ] as const)('says the rule an amount breaks as it is typed (%s)', async (lang, label, aboveBalance, wager) => {
    mockApi(routes({ wagered: '100.00' }));
    await openWithdrawal(lang);
    type(label, '600');
    expect(await screen.findByText(aboveBalance)).toBeTruthy();
    expect(errorOf(label)).toBe(aboveBalance);
    type(label, '50');
    expect(errorOf(label)).toBe(wager);
    type(label, '5');
    expect(errorOf(label)).toBe(
      lang === 'en' ? 'Sorry but the amount can not be less than €10.00' : 'Désolé, le montant ne peut pas être inférieur à 10,00\u00a0€',
    );
  });

  it.each([
    ['en', 'Amount', 'A 10% fee applies to unwagered deposits, capped at 10% of the deposit.', 'Fee', 'You receive', 'Deposits not yet wagered 3 times: €166.67', '€5.00', '€45.00'],
    ['fr', 'Montant', "Des frais de 10 % s'appliquent aux dépôts non misés, plafonnés à 10 % du dépôt.", 'Frais', 'Vous recevez', 'Dépôts pas encore misés 3 fois : 166,67 €', '5,00\u00a0€', '45,00\u00a0€'],
  ] as const)('under the fee policy, shows the fee and the payout before confirming (%s)', async (lang, label, rule, fee, payout, unwagered, feeShown, payoutShown) => {
    mockApi(routes({ wagered: '100.00', policy: 'fee' }));
    await openWithdrawal(lang);
    type(label, '50');
    expect(await screen.findByText(rule)).toBeTruthy();
    expect(screen.getByText(unwagered)).toBeTruthy();
    expect(errorOf(label)).toBeUndefined();
    const panel = screen.getByText(rule).closest('.quote-panel') as HTMLElement;
    expect(within(panel).getByText(fee).nextSibling?.textContent).toBe(feeShown);
    expect(within(panel).getByText(payout).nextSibling?.textContent).toBe(payoutShown);
  });

  it('says no fee applies once the deposits are wagered', async () => {
    mockApi(routes({ policy: 'fee' }));
    await openWithdrawal();
    type('Amount', '50');
    expect(await screen.findByText('No fee applies: your deposits have been wagered 3 times.')).toBeTruthy();
  });

  it('checks the bank form once a field is left, and every field on submit', async () => {
    const api = mockApi(routes());
    await openWithdrawal();
    leave('IBAN/account number', '12');
    expect(await screen.findByText('Not valid IBAN/account number')).toBeTruthy();
    leave('Swift/BIC code', 'zz');
    expect(errorOf('Swift/BIC code')).toBe('Not valid Swift/BIC code');
    expect(errorOf('Beneficiary full name')).toBeUndefined();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })));
    expect(errorOf('Amount')).toBe('Field required');
    expect(errorOf('Beneficiary full name')).toBe('Field required');
    expect(errorOf('Beneficiary bank name')).toBe('Field required');
    expect(errorOf('Zip code')).toBe('Field required');
    expect(errorOf('Recipient registration address')).toBe('Field required');
    expect(document.activeElement).toBe(screen.getByLabelText('Amount'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('payment/send_withdrawal_request')).toHaveLength(0);
  });

  it('checks a bitcoin address', async () => {
    mockApi(routes());
    await openWithdrawal();
    fireEvent.click(screen.getByLabelText(/Crypto wallet \(BTC\)/));
    expect(screen.queryByLabelText('IBAN/account number')).toBeNull();
    leave('Bitcoin withdrawal address', 'xyz');
    expect(await screen.findByText('Not valid bitcoin address')).toBeTruthy();
    leave('Bitcoin withdrawal address', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq');
    expect(errorOf('Bitcoin withdrawal address')).toBeUndefined();
  });

  it('confirms a summary, then sends the request and says it was sent', async () => {
    const api = mockApi(
      routes(
        {},
        {
          'payment/send_withdrawal_request': () =>
            json(200, { code: 'withdrawal_sent', message: 'x', transaction: { id: 't-1' } }),
        },
      ),
    );
    await openWithdrawal();
    type('Amount', '50');
    fillBank();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your withdrawal' });
    const summary = (label: string) => within(dialog).getByText(label).nextSibling?.textContent;
    expect(summary('Withdrawal method')).toBe('Wire transfer');
    expect(summary('Amount withdrawn')).toBe('€50.00');
    expect(summary('Fee')).toBe('€0.00');
    expect(summary('You receive')).toBe('€50.00');
    expect(summary('IBAN/account number')).toBe('FR7630006000011234567890189');
    expect(summary('Beneficiary full name')).toBe('Ana Martin');
    expect(api.callsTo('payment/send_withdrawal_request')).toHaveLength(0);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm the withdrawal' })));
    expect(await screen.findByText('Withdrawal Request Sent')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    const body = api.callsTo('payment/send_withdrawal_request')[0].body as Record<string, unknown>;
    expect(body).toEqual({
      processor: 'bank',
      amount: '50',
      currency: 'EUR',
      idempotency_key: expect.stringMatching(UUID),
      bank: {
        account: 'FR7630006000011234567890189',
        beneficiary: 'Ana Martin',
        bic: 'AGRIFRPP',
        bank_name: 'Crédit Agricole',
        zip_code: '69003',
        address: '12 rue des Lilas, Lyon',
      },
    });
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('');
    // The balance and the month's total changed: the facts are read again.
    expect(api.callsTo('front/get_withdrawal_processors').length).toBeGreaterThan(1);
  });

  it('a retry of the same attempt keeps its idempotency key; a new attempt gets a new one', async () => {
    let calls = 0;
    const api = mockApi(
      routes(
        {},
        {
          'payment/send_withdrawal_request': () =>
            ++calls === 1 ? failure(503, 'unavailable') : json(200, { code: 'withdrawal_sent', message: 'x', transaction: { id: 't-1' } }),
        },
      ),
    );
    await openWithdrawal();
    fireEvent.click(screen.getByLabelText(/Crypto wallet \(BTC\)/));
    type('Amount', '40');
    type('Bitcoin withdrawal address', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your withdrawal' });
    expect(within(dialog).getByText('Bitcoin withdrawal address').nextSibling?.textContent).toBe('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm the withdrawal' })));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('The service is unavailable for a moment. Please try again.');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm the withdrawal' })));
    expect(await screen.findByText('Withdrawal Request Sent')).toBeTruthy();
    const [first, second] = api.callsTo('payment/send_withdrawal_request').map((c) => c.body as { idempotency_key: string });
    expect(first).toMatchObject({ processor: 'bitcoin', amount: '40', currency: 'EUR', address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' });
    expect(second.idempotency_key).toBe(first.idempotency_key);

    type('Amount', '40');
    type('Bitcoin withdrawal address', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })));
    await act(async () => fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm the withdrawal' })));
    const third = api.callsTo('payment/send_withdrawal_request')[2].body as { idempotency_key: string };
    expect(third.idempotency_key).not.toBe(first.idempotency_key);
  });

  it('puts the server field failures next to their fields', async () => {
    mockApi(
      routes(
        {},
        { 'payment/send_withdrawal_request': () => failure(422, 'bank_account_invalid', { 'bank.account': 'bank_account_invalid', amount: 'wager_not_met' }) },
      ),
    );
    await openWithdrawal();
    type('Amount', '50');
    fillBank();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })));
    await act(async () => fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm the withdrawal' })));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(errorOf('Amount')).toBe("You don't meet the wager requirement!");
    expect(errorOf('IBAN/account number')).toBe('Not valid IBAN/account number');
    expect(document.activeElement).toBe(screen.getByLabelText('Amount'));
  });

  /** The refusal shown above the form that starts with `first`: an alert styled as an error. */
  async function refusal(first: string): Promise<HTMLElement> {
    const shown = (await screen.findByText(first)).closest('[role="alert"]') as HTMLElement;
    expect(shown.className).toBe('alert alert-danger');
    return shown;
  }

  it('refuses a player without verified identity before they type, and leads to the documents tab', async () => {
    mockApi(routes({ verification: 'none' }));
    await openWithdrawal();
    const shown = await refusal('Please verify your identity before your first withdrawal.');
    const link = within(shown).getByRole('link', { name: 'Send my identity documents' });
    expect(link.getAttribute('href')).toBe('/en/user-management');
    await act(async () => fireEvent.click(link));
    expect(screen.getByRole('tab', { name: 'Documents' }).getAttribute('aria-selected')).toBe('true');
  });

  it('refuses a player whose bonus is still being wagered, with the stakes left and the way to the bonus', async () => {
    mockApi(routes({ bonus_wagering_left: '1125.00' }));
    await openWithdrawal();
    const shown = await refusal('You have to still make some more bet to cashout.');
    expect(within(shown).getByText(/^Stakes still needed for your bonus: €1,125\.00\./)).toBeTruthy();
    expect(within(shown).getByRole('link', { name: 'See my bonus' }).getAttribute('href')).toBe('/en/user-management');
  });

  it("refuses unwagered deposits under the refuse policy with the server's stakes left, and leads to the games", async () => {
    mockApi(routes({ wagered: '450.00', wagering_left: '150.00' }));
    await openWithdrawal();
    const shown = await refusal("You don't meet the wager requirement!");
    expect(within(shown).getByText('Stakes still needed before a withdrawal: €150.00 (your deposits must be wagered 3 times).')).toBeTruthy();
    expect(within(shown).getByRole('link', { name: 'See the games' }).getAttribute('href')).toBe('/en/online-casino');
  });

  it('says nothing of the wagering under the fee policy, nor once the deposits are wagered', async () => {
    mockApi(routes({ policy: 'fee', wagered: '450.00', wagering_left: '150.00' }));
    await openWithdrawal();
    expect(screen.queryByText("You don't meet the wager requirement!")).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
