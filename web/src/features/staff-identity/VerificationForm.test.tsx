import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { failure, json } from '../../test/fixtures';
import { openStaffArea, staffUser } from '../../test/staff';

vi.mock('../../core/rules', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../core/rules')>();
  const { rulesFromDisk } = await import('../../test/wasm');
  return { ...actual, loadRules: rulesFromDisk };
});

/** The staff area of a KYC agent (the documents' queue empty), the API answering `routes` too. */
const openForm = (routes = {}) => openStaffArea(staffUser('kim', 'kyc'), { 'kyc/get_document_queue': () => json(200, { items: [], promise_hours: 24 }), ...routes });

describe("a player's identity verification", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("sets a player's identity verification", async () => {
    const api = await openForm({ 'admin/set_player_verification': () => json(200, { code: 'verification_updated', message: 'x' }) });
    const form = await screen.findByRole('region', { name: 'Identity verification' });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Save the verification' })));
    expect(within(form).getByText('Field required')).toBeTruthy();
    expect(api.callsTo('admin/set_player_verification')).toHaveLength(0);
    fireEvent.change(within(form).getByLabelText("Player's username"), { target: { value: ' ana ' } });
    fireEvent.change(within(form).getByLabelText('Verification level'), { target: { value: 'enhanced' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Save the verification' })));
    expect(await within(form).findByText('Identity verification updated.')).toBeTruthy();
    expect(api.callsTo('admin/set_player_verification')[0].body).toEqual({ username: 'ana', verification: 'enhanced' });
  });

  it("an answer code the catalogue does not know shows the server's sentence", async () => {
    await openForm({ 'admin/set_player_verification': () => json(200, { code: 'verification_noted', message: 'Noted by the KYC team.' }) });
    const form = await screen.findByRole('region', { name: 'Identity verification' });
    fireEvent.change(within(form).getByLabelText("Player's username"), { target: { value: 'ana' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Save the verification' })));
    expect(await within(form).findByText('Noted by the KYC team.')).toBeTruthy();
  });

  it('an unknown username is said under its field', async () => {
    await openForm({ 'admin/set_player_verification': () => failure(404, 'player_not_found', { username: 'player_not_found' }) });
    const form = await screen.findByRole('region', { name: 'Identity verification' });
    const field = within(form).getByLabelText("Player's username");
    fireEvent.change(field, { target: { value: 'nobody' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Save the verification' })));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe('No player has this username.');
  });
});
