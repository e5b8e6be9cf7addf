import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BalanceView, Currency, DepositAnswer, DepositBonus, Processor, ProcessorFlow, ProcessorView, TransactionView, WalletBalance } from '../../api/generated/api';
import { mockApi } from '../../test/api';
import { failure, json, userView } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { FakeWebSocket } from '../../test/socket';
import { storeToken } from '../../test/session';

vi.mock('../../core/rules', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../core/rules')>();
  const { rulesFromDisk } = await import('../../test/wasm');
  return { ...actual, loadRules: rulesFromDisk };
});

vi.mock('../../core/bonus', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../core/bonus')>();
  const { bonusFromDisk } = await import('../../test/wasm');
  return { ...actual, loadBonusMath: () => Promise.resolve(bonusFromDisk()) };
});

const EUR: WalletBalance = { currency: 'EUR', total: '100.00', real: '100.00', bonus: '0.00' };
const INR: WalletBalance = { currency: 'INR', total: '9000.00', real: '9000.00', bonus: '0.00' };

function processors(currency: Currency = 'EUR'): ProcessorView[] {
  const p = (id: Processor, kind: ProcessorFlow, min: string, max: string): ProcessorView => ({ id, kind, currency, min, max, sandbox: true });
  return [
    p('altitudepay', 'card_3ds', '10.00', '5000.00'),
    p('moto', 'card', '10.00', '5000.00'),
    p('carespay', 'redirect', '20.00', '2000.00'),
    p('cashlib', 'voucher', '10.00', '500.00'),
    p('wire', 'wire', '50.00', '50000.00'),
    p('bitcoin', 'crypto', '20.00', '50000.00'),
    p('usdt', 'crypto', '20.00', '50000.00'),
  ];
}

function tx(overrides: Partial<TransactionView> = {}): TransactionView {
  return {
    id: 'tx-1',
    type: 'deposit',
    created_at: 1_795_000_000_000,
    amount: '25.00',
    fee: '0.00',
    currency: 'EUR',
    provider: 'altitudepay',
    status: 'pending',
    state: 'pending',
    cancellable: false,
    refundable: false,
    ...overrides,
  };
}

/** The welcome bonus as `front/get_deposit_bonuses` offers it: 100 % from 20.00, wagered 30 times. */
function welcomeOffer(): DepositBonus {
  return {
    promotion: {
      id: 'welcome', kind: 'welcome', version: 1, title: 'Welcome bonus', summary: 'A bonus on your first deposit.', terms: 'Terms.',
      currency: 'EUR', min_deposit: '20.00', bonus_percent: 100, bonus_amount: '20.00', max_bonus: '200.00', cashback_percent: null,
      wagering_multiple: 30, validity_days: 30, max_bet: '5.00', low_edge_below: 2, low_edge_weight: 10,
    },
    rules: {
      kind: 'welcome', percent: 100, fixed: 0, min_deposit: 2000, max_bonus: 20000, wagering_multiple: 30, validity_days: 30, max_bet: 500,
      contributions: [{ category: 'slots', percent: 100 }],
    },
  };
}

function answer(code: string, transaction: TransactionView, extra: Partial<DepositAnswer> = {}): DepositAnswer {
  return { transaction, code, message: `server text of ${code}`, ...extra };
}

type Routes = Parameters<typeof mockApi>[0];

async function openDeposit(path = '/en/user-management', routes: Routes = {}, wallets: BalanceView['wallets'] = [EUR]) {
  const api = mockApi({
    'front/auth/player': () => json(200, userView()),
    'front/get_player_balance': () => json(200, { wallets }),
    'front/get_processors': (body) => json(200, { processors: processors((body as { currency: Currency }).currency) }),
    ...routes,
  });
  storeToken('tok');
  await renderApp(path, { user: userView() });
  // The first render loads the page's chunk and the rulebook's WebAssembly: slow on a busy machine.
  await screen.findAllByRole('radio', undefined);
  return api;
}

const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillCard(number = '4111 1111 1111 1111') {
  type('Cardholder name', 'Ana Martin');
  type('Card number', number);
  type('Month (MM)', '12');
  type('Year (YYYY)', '2030');
  type('Security code (CVV)', '123');
}

const deposit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Deposit' })));

describe('deposit tab', () => {
  beforeEach(() => {
    localStorage.clear();
    FakeWebSocket.reset();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists the processors of the main wallet with their bounds', async () => {
    const api = await openDeposit();
    expect(api.callsTo('front/get_processors')[0].body).toEqual({ currency: 'EUR' });
    const card = screen.getByRole('radio', { name: 'Card with 3-D Secure' });
    expect((card as HTMLInputElement).checked).toBe(true);
    expect(document.getElementById(card.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Confirmed by your bank in a pop-up windowMin €10.00 – Max €5,000.00Sandbox',
    );
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
      'altitudepay', 'moto', 'carespay', 'cashlib', 'wire', 'bitcoin', 'usdt',
    ]);
    expect((screen.getByLabelText('Wallet to credit') as HTMLSelectElement).value).toBe('EUR');
  });

  it('checks the amount as the player types, in English', async () => {
    await openDeposit();
    const amount = screen.getByLabelText('Amount');
    expect(document.getElementById(amount.getAttribute('aria-describedby')!)?.textContent).toBe('Enter the amount in EUR (Min 10.00)');
    fireEvent.change(amount, { target: { value: '5' } });
    expect(await screen.findByText('Sorry but the amount can not be less than €10.00')).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(amount, { target: { value: '6000' } });
    expect(await screen.findByText('Sorry but the amount can not be bigger than €5,000.00')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '12.5.0' } });
    expect(await screen.findByText('Please enter valid number.')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '25' } });
    expect(amount.getAttribute('aria-invalid')).toBeNull();
  });

  it('checks the amount as the player types, in French', async () => {
    await openDeposit('/user-management');
    const amount = screen.getByLabelText('Montant');
    expect(document.getElementById(amount.getAttribute('aria-describedby')!)?.textContent).toBe('Saisissez le montant en EUR (min. 10,00)');
    fireEvent.change(amount, { target: { value: '5' } });
    expect(await screen.findByText('Désolé, le montant ne peut pas être inférieur à 10,00 €')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '5001' } });
    expect(await screen.findByText('Désolé, le montant ne peut pas être supérieur à 5 000,00 €')).toBeTruthy();
  });

  it('sends a player with a bonus code to the bonuses tab', async () => {
    await openDeposit();
    const link = screen.getByRole('link', { name: 'Enter it in the bonuses tab.' });
    expect(link.parentElement?.textContent).toBe('Have a bonus code? Enter it in the bonuses tab.');
    expect(link.getAttribute('href')).toBe('/en/user-management');
    await act(async () => fireEvent.click(link));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Bonuses' }).getAttribute('aria-selected')).toBe('true'));
  });

  it('sends a player with a bonus code to the bonuses tab, in French', async () => {
    await openDeposit('/user-management');
    const link = screen.getByRole('link', { name: "Saisissez-le dans l'onglet Mes bonus." });
    expect(link.parentElement?.textContent).toBe("Vous avez un code bonus ? Saisissez-le dans l'onglet Mes bonus.");
    expect(link.getAttribute('href')).toBe('/user-management');
  });

  it('shows the card errors and sends nothing while the card is wrong', async () => {
    const open = vi.spyOn(window, 'open');
    const api = await openDeposit();
    await deposit();
    expect(screen.getAllByText('Field required')).toHaveLength(5); // amount, holder, number, expiry, cvv
    expect(document.activeElement).toBe(screen.getByLabelText('Amount'));
    type('Card number', '4111 1111 1111 1112');
    fireEvent.blur(screen.getByLabelText('Card number'));
    type('Security code (CVV)', '12');
    type('Month (MM)', '13');
    type('Year (YYYY)', '2030');
    const number = screen.getByLabelText('Card number');
    expect(document.getElementById(number.getAttribute('aria-describedby')!)?.textContent).toBe('Wrong Card Info');
    const cvv = screen.getByLabelText('Security code (CVV)');
    expect(document.getElementById(cvv.getAttribute('aria-describedby')!)?.textContent).toBe('Wrong Card Info');
    type('Month (MM)', '01');
    type('Year (YYYY)', '2020');
    const month = screen.getByLabelText('Month (MM)');
    expect(document.getElementById(month.getAttribute('aria-describedby')!)?.textContent).toBe('This card has expired.');
    await deposit();
    expect(api.callsTo('front/altitudepay_deposit_processor')).toHaveLength(0);
    expect(open).not.toHaveBeenCalled();
  });

  it('explains the CVV and 3-D Secure in a dialog', async () => {
    await openDeposit();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'What are the CVV and 3-D Secure?' })));
    const dialog = screen.getByRole('dialog', { name: 'Paying safely by card' });
    expect(within(dialog).getByText(/3-digit security code printed on the back of your card/)).toBeTruthy();
    expect(within(dialog).getByText(/your bank's page opens in a pop-up window/)).toBeTruthy();
    await act(async () => fireEvent.keyDown(document, { key: 'Escape' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('3-D Secure: opens the pop-up in the click, sends it to the challenge, then shows the outcome', async () => {
    const popup = { location: { href: '' }, closed: false, close: vi.fn() };
    const order: string[] = [];
    const open = vi.spyOn(window, 'open').mockImplementation(() => {
      order.push('open');
      return popup as unknown as Window;
    });
    let polls = 0;
    const api = await openDeposit('/en/user-management', {
      'front/altitudepay_deposit_processor': () => {
        order.push('deposit');
        return json(200, answer('threeds_started', tx(), { three_d_auth_url: '/api/sandbox/altitudepay/challenge/tx-1?lang=en' }));
      },
      'front/get_financial_transaction': () => json(200, tx({ status: ++polls < 2 ? 'pending' : 'complete', state: 'complete' })),
    });
    type('Amount', '25');
    fillCard();
    await deposit();
    expect(order).toEqual(['open', 'deposit']);
    expect(open).toHaveBeenCalledWith('', 'casino-threeds', expect.stringContaining('popup'));
    expect(popup.location.href).toBe(`${window.location.origin}/api/sandbox/altitudepay/challenge/tx-1?lang=en`);
    const body = api.callsTo('front/altitudepay_deposit_processor')[0].body as Record<string, unknown>;
    expect(body).toMatchObject({
      amount: '25.00',
      currency: 'EUR',
      card: { holder: 'Ana Martin', number: '4111 1111 1111 1111', month: '12', year: '2030', cvv: '123' },
    });
    expect(body.idempotency_key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(await screen.findByText('3D auth has been started')).toBeTruthy();
    expect(screen.getByText('Complete the verification in the window that opened. This page updates by itself.')).toBeTruthy();
    expect(await screen.findByText('The deposit for €25.00 is complete!')).toBeTruthy();
    expect(api.callsTo('front/get_financial_transaction')[0].body).toEqual({ id: 'tx-1' });
    expect(popup.close).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Security code (CVV)') as HTMLInputElement).value).toBe('');
  });

  it('3-D Secure: a realtime event ends the wait, a refusal says the amount was not deposited', async () => {
    vi.spyOn(window, 'open').mockReturnValue({ location: { href: '' }, closed: false, close: vi.fn() } as unknown as Window);
    await openDeposit('/en/user-management', {
      'front/altitudepay_deposit_processor': () =>
        json(200, answer('threeds_started', tx(), { three_d_auth_url: '/api/sandbox/altitudepay/challenge/tx-1' })),
      'front/get_financial_transaction': () => json(200, tx()),
    });
    type('Amount', '25');
    fillCard();
    await deposit();
    expect(await screen.findByText('3D auth has been started')).toBeTruthy();
    await act(async () => FakeWebSocket.latest!.receive({ type: 'transaction', transaction: tx({ status: 'cancelled', state: 'failed' }) }));
    expect(screen.getByRole('alert').textContent).toBe('The amount €25.00 could not be deposited!');
  });

  it('3-D Secure: a blocked pop-up is said, with how to allow it, and nothing is sent', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const api = await openDeposit();
    type('Amount', '25');
    fillCard();
    await deposit();
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Your browser blocked the pop-up window. Please allow pop-ups for this site and try again.')).toBeTruthy();
    expect(within(alert).getByText(/click the blocked pop-up icon in the address bar/)).toBeTruthy();
    expect(api.callsTo('front/altitudepay_deposit_processor')).toHaveLength(0);
  });

  it('moto: the card is paid at once and the balance is read again', async () => {
    const api = await openDeposit('/en/user-management', {
      'front/moto_deposit_processor': () => json(200, answer('deposit_complete', tx({ provider: 'moto', status: 'complete', state: 'complete' }))),
    });
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: 'Credit card' })));
    type('Amount', '25');
    fillCard();
    await deposit();
    expect(await screen.findByText('The deposit for €25.00 is complete!')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('The deposit for €25.00 is complete!');
    expect(api.callsTo('front/moto_deposit_processor')).toHaveLength(1);
    expect(api.callsTo('front/get_player_balance').length).toBeGreaterThanOrEqual(2);
  });

  it('moto with the welcome bonus: the preview as the player types, the bonus sent with the deposit', async () => {
    const api = await openDeposit('/en/user-management', {
      'front/get_deposit_bonuses': () => json(200, { offers: [welcomeOffer()] }),
      'front/moto_deposit_processor': () =>
        json(200, answer('deposit_complete', tx({ provider: 'moto', amount: '50.00', status: 'complete', state: 'complete', bonus: '50.00' }))),
    });
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: 'Credit card' })));
    expect((screen.getByRole('radio', { name: 'No bonus' }) as HTMLInputElement).checked).toBe(true);
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: 'Welcome bonus' })));
    type('Amount', '10');
    expect(await screen.findByText('This bonus needs a deposit of at least €20.00.')).toBeTruthy();
    type('Amount', '50');
    expect(await screen.findByText('Deposit €50.00, get €50.00 bonus, wager €1,500.00 before cash-out.')).toBeTruthy();
    fillCard();
    await deposit();
    expect(await screen.findByText('The deposit for €50.00 is complete!')).toBeTruthy();
    // The confirmation says the bonus the server credited with it, and leads to it.
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('The deposit for €50.00 is complete!Your bonus of €50.00 is credited too: wager it to turn it into real money. See my bonus');
    expect(within(status).getByRole('link', { name: 'See my bonus' }).getAttribute('href')).toBe('/en/user-management');
    expect(api.callsTo('front/moto_deposit_processor')[0].body).toMatchObject({ amount: '50.00', currency: 'EUR', bonus: 'welcome' });
    // The offer was taken: the tab asks again what a deposit may carry.
    expect(api.callsTo('front/get_deposit_bonuses').length).toBeGreaterThanOrEqual(2);
  });

  it('moto: the 10-orders-a-day limit and a retry with the same key after a network failure', async () => {
    let calls = 0;
    const api = await openDeposit('/en/user-management', {
      'front/moto_deposit_processor': () => {
        calls += 1;
        if (calls === 1) throw new TypeError('Failed to fetch');
        return failure(429, 'card_orders_limit');
      },
    });
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: 'Credit card' })));
    type('Amount', '25');
    fillCard();
    await deposit();
    expect(screen.getByRole('alert').textContent).toBe('The service is unavailable for a moment. Please try again.');
    await deposit();
    expect(screen.getByRole('alert').textContent).toBe(
      'Too many card orders: only 10 orders are allowed per 24 hours for the same e-mail address and terminal.',
    );
    const [first, second] = api.callsTo('front/moto_deposit_processor').map((c) => (c.body as { idempotency_key: string }).idempotency_key);
    expect(second).toBe(first);
  });

  it('cashlib: the voucher is pending, then credited', async () => {
    const api = await openDeposit('/en/user-management', {
      'front/cashlib_deposit_processor': () => json(200, answer('deposit_pending', tx({ id: 'tx-7', provider: 'cashlib', amount: '40.00' }))),
      'front/get_financial_transaction': () => json(200, tx({ id: 'tx-7', provider: 'cashlib', amount: '40.00', status: 'complete', state: 'complete' })),
    });
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: 'Cashlib voucher' })));
    type('Amount', '40');
    await deposit();
    expect(screen.getByLabelText('Voucher code').getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('front/cashlib_deposit_processor')).toHaveLength(0);
    type('Voucher code', '1234 5678 9012 3456');
    await deposit();
    expect(api.callsTo('front/cashlib_deposit_processor')[0].body).toMatchObject({ amount: '40.00', voucher: '1234 5678 9012 3456' });
    expect(await screen.findByText('The deposit for €40.00 is complete!')).toBeTruthy();
    expect(api.callsTo('front/get_financial_transaction')[0].body).toEqual({ id: 'tx-7' });
  });

  it('moto: a declined card says the amount was not deposited', async () => {
    await openDeposit('/en/user-management', {
      'front/moto_deposit_processor': () => json(200, answer('deposit_failed', tx({ provider: 'moto', status: 'cancelled', state: 'failed' }))),
    });
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: 'Credit card' })));
    type('Amount', '25');
    fillCard('4111 1111 1115 0002');
    await deposit();
    expect(screen.getByRole('alert').textContent).toBe('The amount €25.00 could not be deposited!');
  });

  it('wire: shows the bank details with copy buttons', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const wire = { beneficiary: 'Émeraude Casino Ltd', iban: 'MT84MALT011000012345MTLCAST001S', bic: 'MALTMTMT', bank_name: 'Bank of Valletta', reference: 'WIRE-3F2A9C1B7D4E' };
    const api = await openDeposit('/en/user-management', {
      'front/wire_deposit_processor': () => json(200, answer('deposit_pending', tx({ provider: 'wire', amount: '150.00' }), { wire })),
    });
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: 'Wire transfer' })));
    type('Amount', '150');
    await deposit();
    expect(api.callsTo('front/wire_deposit_processor')[0].body).toMatchObject({ amount: '150.00', currency: 'EUR' });
    const panel = screen.getByRole('region', { name: 'Wire transfer details' });
    expect(within(panel).getByText('Transfer €150.00 to the account below and quote the reference, so that we can match your payment.')).toBeTruthy();
    const row = (label: string) => within(panel).getByText(label).parentElement!;
    expect(within(row('Beneficiary')).getByText('Émeraude Casino Ltd')).toBeTruthy();
    expect(within(row('Account (IBAN)')).getByText('MT84MALT011000012345MTLCAST001S')).toBeTruthy();
    expect(within(row('Bank code (BIC/SWIFT)')).getByText('MALTMTMT')).toBeTruthy();
    expect(within(row('Bank name')).getByText('Bank of Valletta')).toBeTruthy();
    expect(within(row('Reference')).getByText('WIRE-3F2A9C1B7D4E')).toBeTruthy();
    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: 'Copy Reference' })));
    expect(writeText).toHaveBeenCalledWith('WIRE-3F2A9C1B7D4E');
    expect(within(panel).getByRole('status').textContent).toBe('Copied: Reference');
    expect(within(panel).getByText('Your deposit stays pending until we receive your transfer and confirm it.')).toBeTruthy();
  });

  it('crypto: the address with its QR code, a copy button and the sandbox payment', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const address = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';
    const api = await openDeposit('/en/user-management', {
      'front/generate_wallet': () =>
        json(200, { asset: 'BTC', network: 'bitcoin', address, qr_svg: '<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>', currency: 'EUR', sandbox: true }),
      'sandbox/crypto_payment': () =>
        json(200, { code: 'deposit_complete', message: 'x', transaction: tx({ provider: 'bitcoin', amount: '50.00', status: 'complete' }) }),
    });
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: 'Crypto wallet (BTC)' })));
    const field = (await screen.findByLabelText('Your BTC deposit address')) as HTMLInputElement;
    expect(field.value).toBe(address);
    expect(api.callsTo('front/generate_wallet')[0].body).toEqual({ asset: 'BTC' });
    expect(screen.queryByLabelText('Amount')).toBeNull();
    const qr = screen.getByRole('img', { name: 'QR code of your BTC deposit address' }) as HTMLImageElement;
    expect(qr.src).toBe(`data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>')}`);
    expect(screen.getByText(/Send only BTC on the Bitcoin network to this address\./)).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy the address' })));
    expect(writeText).toHaveBeenCalledWith(address);
    expect(await screen.findByText('Address copied')).toBeTruthy();

    const sandbox = screen.getByRole('region', { name: 'Sandbox: simulate a payment' });
    fireEvent.change(within(sandbox).getByLabelText('Amount received, in EUR'), { target: { value: '50' } });
    await act(async () => fireEvent.click(within(sandbox).getByRole('button', { name: 'Simulate the payment' })));
    expect(api.callsTo('sandbox/crypto_payment')[0].body).toEqual({ address, amount: '50.00' });
    expect(await within(sandbox).findByText('The deposit for €50.00 is complete!')).toBeTruthy();
  });

  it('the Indian site starts in rupees when the player holds a rupee wallet', async () => {
    const api = await openDeposit('/in/user-management', {}, [EUR, INR]);
    expect(api.callsTo('front/get_processors')[0].body).toEqual({ currency: 'INR' });
    expect((screen.getByRole('combobox') as HTMLSelectElement).value).toBe('INR');
    await act(async () => fireEvent.change(screen.getByRole('combobox'), { target: { value: 'EUR' } }));
    await screen.findAllByRole('radio');
    expect(api.callsTo('front/get_processors').at(-1)!.body).toEqual({ currency: 'EUR' });
  });
});
