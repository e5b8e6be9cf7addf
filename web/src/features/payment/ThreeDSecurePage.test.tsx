import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { TransactionStatus, TransactionView } from '../../api/generated/api';
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

function tx(status: TransactionStatus): TransactionView {
  return {
    id: 'tx-9',
    type: 'deposit',
    created_at: 1_795_000_000_000,
    amount: '1250.00',
    fee: '0.00',
    currency: 'EUR',
    provider: 'altitudepay',
    status,
    state: status === 'cancelled' ? 'failed' : status,
    cancellable: false,
    refundable: false,
  };
}

async function open(path: string, answers: TransactionView[] | (() => Response)) {
  let n = 0;
  const api = mockApi({
    'front/auth/player': () => json(200, userView()),
    'front/get_player_balance': () => json(200, { wallets: [] }),
    'front/get_financial_transaction': Array.isArray(answers) ? () => json(200, answers[Math.min(n++, answers.length - 1)]) : answers,
  });
  storeToken('tok');
  await renderApp(path, { user: userView() });
  return api;
}

describe('3-D Secure return page', () => {
  const originalOpener = window.opener;
  beforeEach(() => {
    localStorage.clear();
    FakeWebSocket.reset();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    Object.defineProperty(window, 'opener', { value: originalOpener, configurable: true, writable: true });
  });

  it('in the pop-up: waits, tells the deposit page (same origin only) and offers to close', async () => {
    const opener = { postMessage: vi.fn() };
    Object.defineProperty(window, 'opener', { value: opener, configurable: true, writable: true });
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    const api = await open('/en/threedsecure?transaction=tx-9', [tx('pending'), tx('complete')]);
    expect(await screen.findByText('3D auth has been started. Please wait for the success message after your card is verified.')).toBeTruthy();
    expect(await screen.findByText('The deposit for €1,250.00 is complete!')).toBeTruthy();
    expect(api.callsTo('front/get_financial_transaction')[0].body).toEqual({ id: 'tx-9' });
    // The opener is told from an effect after the message renders.
    await waitFor(() => expect(opener.postMessage).toHaveBeenCalledWith({ type: 'casino:threeds', id: 'tx-9', status: 'complete' }, window.location.origin));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Close this window' })));
    expect(close).toHaveBeenCalled();
  });

  it('after a full-page redirect: the failure, and the way back to the deposit tab', async () => {
    await open('/en/threedsecure?transaction=tx-9', [tx('cancelled')]);
    expect((await screen.findByRole('alert')).textContent).toBe('The amount €1,250.00 could not be deposited!');
    expect(screen.getByRole('link', { name: 'Back to deposits' }).getAttribute('href')).toBe('/en/user-management');
    expect(screen.queryByRole('button', { name: 'Close this window' })).toBeNull();
  });

  it('in French', async () => {
    await open('/threedsecure?transaction=tx-9', [tx('complete')]);
    expect(await screen.findByText('Le dépôt de 1 250,00 € est effectué !')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour aux dépôts' }).getAttribute('href')).toBe('/user-management');
  });

  it('says so when the transaction is unknown or missing', async () => {
    await open('/en/threedsecure?transaction=nope', () => failure(404, 'not_found'));
    expect((await screen.findByRole('alert')).textContent).toBe('This page could not be found');
    cleanup();
    await open('/en/threedsecure', [tx('complete')]);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This page was opened without a deposit to follow. Please start your deposit again from your account.',
    );
  });
});
