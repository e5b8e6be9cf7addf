import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { AdminCampaign, AdminCampaignList, UserView } from '../../api/generated/api';
import { mockApi } from '../../test/api';
import { failure, json, player } from '../../test/fixtures';
import { messageUnder } from '../../test/page';
import { renderApp } from '../../test/renderApp';
import { storeToken } from '../../test/session';

vi.mock('../../core/rules', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../core/rules')>();
  const { rulesFromDisk } = await import('../../test/wasm');
  return { ...actual, loadRules: rulesFromDisk };
});

const T0 = 1763900000000; // 2025.11.23 12:13:20 UTC

function campaign(overrides: Partial<AdminCampaign> = {}): AdminCampaign {
  return {
    id: 'welcome',
    currency: 'EUR',
    version: 1,
    active: true,
    position: 1,
    kind: 'welcome',
    percent: '100',
    fixed: '0.00',
    min_deposit: '20.00',
    max_bonus: '200.00',
    wagering_multiple: '30',
    validity_days: '30',
    max_bet: '5.00',
    contributions: [
      { category: 'slots', percent: '100' },
      { category: 'roulette', percent: '10' },
    ],
    texts: [
      { lang: 'en', title: 'Welcome bonus', summary: '{percent} % up to {max_bonus}', terms: 'Wager {wagering} times.' },
      { lang: 'fr', title: 'Bonus de bienvenue', summary: '{percent} % jusqu’à {max_bonus}', terms: '' },
    ],
    changed_at: T0,
    changed_by: null,
    ...overrides,
  };
}

const WELCOME = campaign();
const SPRING = campaign({ id: 'spring-reload', currency: 'USD', version: 3, active: false, kind: 'reload', percent: '50', changed_by: 'root', texts: [] });

const LIST: AdminCampaignList = {
  campaigns: [WELCOME, SPRING],
  codes: [
    { code: 'SPRING50', campaign_id: 'spring-reload', single_use: false, active: true },
    { code: 'EMERAUDE', campaign_id: null, single_use: true, active: false },
  ],
  categories: ['slots', 'roulette', 'blackjack'],
};

const ADMIN: UserView = { player: player({ username: 'root' }), scope: ['player', 'admin'] };

function adminRoutes(extra = {}) {
  return {
    'front/auth/player': () => json(200, ADMIN),
    'admin/get_withdrawal_requests': () => json(200, { items: [] }),
    'admin/get_wire_deposits': () => json(200, { items: [] }),
    'admin/get_bonus_campaigns': () => json(200, LIST),
    ...extra,
  };
}

async function openAdmin(path = '/en/admin') {
  storeToken('tok');
  await renderApp(path, { user: ADMIN });
}

async function tableOf(name: string) {
  const region = await screen.findByRole('region', { name });
  await within(region).findByRole('table');
  return region;
}

function cells(region: HTMLElement) {
  return within(region)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((c) => c.textContent));
}

describe('the bonus back office', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists the campaigns with their last change, and the codes', async () => {
    mockApi(adminRoutes());
    await openAdmin();
    const campaigns = await tableOf('Bonus campaigns');
    expect(within(campaigns).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Campaign',
      'Currency',
      'Kind',
      'Version',
      'Status',
      'Last change',
      'Actions',
    ]);
    expect(cells(campaigns)).toEqual([
      ['welcome', 'EUR', 'Welcome bonus', '1', 'Active', '2025.11.23 12:13:20by the site', 'Edit'],
      ['spring-reload', 'USD', 'Reload bonus', '3', 'Inactive', '2025.11.23 12:13:20by root', 'Edit'],
    ]);
    expect(within(campaigns).getByRole('button', { name: 'Edit spring-reload (USD)' })).toBeTruthy();
    const codes = await tableOf('Bonus codes');
    expect(cells(codes)).toEqual([
      ['SPRING50', 'spring-reload', 'Once per player', 'Active', 'Edit'],
      ['EMERAUDE', 'none — promo code only', 'Once in all', 'Inactive', 'Edit'],
    ]);
  });

  it('a list the server refuses says why and is read again on request; an empty one says so', async () => {
    let answer = () => failure(403, 'forbidden');
    const api = mockApi(adminRoutes({ 'admin/get_bonus_campaigns': () => answer() }));
    await openAdmin();
    const campaigns = await screen.findByRole('region', { name: 'Bonus campaigns' });
    expect((await within(campaigns).findByRole('alert')).textContent).toBe('You are not allowed to do this.');
    answer = () => json(200, { campaigns: [], codes: [], categories: ['slots'] });
    await act(async () => fireEvent.click(within(campaigns).getByRole('button', { name: 'Try again' })));
    expect(await within(campaigns).findByText('No campaign yet.')).toBeTruthy();
    expect(within(await screen.findByRole('region', { name: 'Bonus codes' })).getByText('No bonus code yet.')).toBeTruthy();
    expect(api.callsTo('admin/get_bonus_campaigns')).toHaveLength(2);
  });

  it('edits a campaign: the new version of its currency, one language of texts, and the list read again', async () => {
    const saved = campaign({ version: 2, percent: '150', changed_by: 'root' });
    const api = mockApi(
      adminRoutes({
        'admin/save_bonus_campaign': () => json(200, { code: 'campaign_saved', message: 'The campaign is saved as version 2.', campaign: saved }),
      }),
    );
    await openAdmin();
    const campaigns = await tableOf('Bonus campaigns');
    const edit = within(campaigns).getByRole('button', { name: 'Edit welcome (EUR)' });
    edit.focus();
    await act(async () => fireEvent.click(edit));
    const form = within(campaigns).getByRole('region', { name: 'Edit welcome (EUR)' });
    expect(document.activeElement).toBe(within(form).getByRole('heading', { name: 'Edit welcome (EUR)' }));
    expect((within(form).getByLabelText('Slug (the address of its promotion page)') as HTMLInputElement).readOnly).toBe(true);
    expect((within(form).getByLabelText('Currency') as HTMLInputElement).value).toBe('EUR');
    expect((within(form).getByLabelText('Title') as HTMLInputElement).value).toBe('Welcome bonus');
    expect(within(form).getByText('{max_bet}')).toBeTruthy();

    fireEvent.change(within(form).getByLabelText('Bonus as a percent of the deposit'), { target: { value: '150' } });
    fireEvent.change(within(form).getByLabelText('Maximum bonus (EUR)'), { target: { value: '250.50' } });
    fireEvent.change(within(form).getByLabelText('Kind of bonus'), { target: { value: 'reload' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Remove category 2 (roulette)' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Add a category' }));
    fireEvent.change(within(form).getByLabelText('Game category 2'), { target: { value: 'blackjack' } });
    fireEvent.change(within(form).getByLabelText('Percent counted (category 2)'), { target: { value: '20' } });
    // Another language: its stored texts fill the fields, and only that language is sent.
    fireEvent.change(within(form).getByLabelText('Language'), { target: { value: 'fr' } });
    expect((within(form).getByLabelText('Title') as HTMLInputElement).value).toBe('Bonus de bienvenue');
    fireEvent.change(within(form).getByLabelText('Terms'), { target: { value: 'Misez {wagering} fois le bonus.' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Save the campaign' })));

    const status = await within(campaigns).findByText('The campaign is saved as version 2.');
    expect(status.closest('[role="status"]')).toBeTruthy();
    expect(api.callsTo('admin/save_bonus_campaign')[0].body).toEqual({
      id: 'welcome',
      currency: 'EUR',
      kind: 'reload',
      percent: '150',
      fixed: '0.00',
      min_deposit: '20.00',
      max_bonus: '250.50',
      wagering_multiple: '30',
      validity_days: '30',
      max_bet: '5.00',
      position: '1',
      active: true,
      contributions: [
        { category: 'slots', percent: '100' },
        { category: 'blackjack', percent: '20' },
      ],
      texts: [{ lang: 'fr', title: 'Bonus de bienvenue', summary: '{percent} % jusqu’à {max_bonus}', terms: 'Misez {wagering} fois le bonus.' }],
    });
    expect(within(campaigns).queryByRole('region', { name: 'Edit welcome (EUR)' })).toBeNull();
    await vi.waitFor(() => expect(api.callsTo('admin/get_bonus_campaigns')).toHaveLength(2));
  });

  it('sends no texts when none changed, and Escape closes the form with the focus back on its button', async () => {
    const api = mockApi(
      adminRoutes({
        'admin/save_bonus_campaign': () => json(200, { code: 'campaign_saved', message: 'x', campaign: campaign({ version: 2 }) }),
      }),
    );
    await openAdmin();
    const campaigns = await tableOf('Bonus campaigns');
    const edit = within(campaigns).getByRole('button', { name: 'Edit welcome (EUR)' });
    await act(async () => fireEvent.click(edit));
    let form = within(campaigns).getByRole('region', { name: 'Edit welcome (EUR)' });
    fireEvent.keyDown(within(form).getByLabelText('Title'), { key: 'Escape' });
    expect(within(campaigns).queryByRole('region', { name: 'Edit welcome (EUR)' })).toBeNull();
    expect(document.activeElement).toBe(edit);

    await act(async () => fireEvent.click(edit));
    form = within(campaigns).getByRole('region', { name: 'Edit welcome (EUR)' });
    fireEvent.click(within(form).getByLabelText('Active: offered to players'));
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Save the campaign' })));
    expect(await within(campaigns).findByText('The campaign is saved as version 2.')).toBeTruthy();
    const body = api.callsTo('admin/save_bonus_campaign')[0].body as { active: boolean; texts: unknown[] };
    expect(body.active).toBe(false);
    expect(body.texts).toEqual([]);
  });

  it("a refused campaign says each field's message under it, with the focus on the first", async () => {
    const api = mockApi(
      adminRoutes({
        'admin/save_bonus_campaign': () =>
          failure(422, 'invalid', { percent: 'bonus_amount_choice', contributions: 'choice_invalid' }),
      }),
    );
    await openAdmin();
    const campaigns = await tableOf('Bonus campaigns');
    await act(async () => fireEvent.click(within(campaigns).getByRole('button', { name: 'New campaign' })));
    const form = within(campaigns).getByRole('region', { name: 'New campaign' });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Save the campaign' })));
    // casino-core's part first: a new campaign needs its slug, title and summary.
    expect(messageUnder(within(form).getByLabelText('Slug (the address of its promotion page)'))).toBe('Field required');
    expect(api.callsTo('admin/save_bonus_campaign')).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('Slug (the address of its promotion page)'), { target: { value: 'spring' } });
    fireEvent.change(within(form).getByLabelText('Currency'), { target: { value: 'INR' } });
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Spring' } });
    fireEvent.change(within(form).getByLabelText('Summary'), { target: { value: 'A spring bonus' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Save the campaign' })));
    const percent = within(form).getByLabelText('Bonus as a percent of the deposit');
    await vi.waitFor(() => expect(percent.getAttribute('aria-invalid')).toBe('true'));
    expect(messageUnder(percent)).toBe('A bonus is either a percent of the deposit or a fixed amount: fill in one of the two.');
    expect(messageUnder(within(form).getByLabelText('Game category 1'))).toBe('Please choose a value from the list.');
    await vi.waitFor(() => expect(document.activeElement).toBe(percent));
    const body = api.callsTo('admin/save_bonus_campaign')[0].body as Record<string, unknown>;
    expect(body).toMatchObject({ id: 'spring', currency: 'INR', kind: 'welcome', contributions: [{ category: 'slots', percent: '100' }] });
    expect(body.texts).toEqual([{ lang: 'en', title: 'Spring', summary: 'A spring bonus', terms: '' }]);
  });

  it('in French, a new campaign texts and labels are French', async () => {
    mockApi(adminRoutes());
    await openAdmin('/admin');
    const campaigns = await tableOf('Campagnes de bonus');
    expect(cells(campaigns)[0]).toEqual(['welcome', 'EUR', 'Bonus de bienvenue', '1', 'Activée', '2025.11.23 12:13:20par le site', 'Modifier']);
    await act(async () => fireEvent.click(within(campaigns).getByRole('button', { name: 'Nouvelle campagne' })));
    const form = within(campaigns).getByRole('region', { name: 'Nouvelle campagne' });
    expect((within(form).getByLabelText('Langue') as HTMLSelectElement).value).toBe('fr');
    expect(within(form).getByRole('option', { name: 'Remboursement (cashback)' })).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Annuler' }));
    expect(within(campaigns).queryByRole('region', { name: 'Nouvelle campagne' })).toBeNull();
    // A campaign's amounts fill its fields as French types them.
    await act(async () => fireEvent.click(within(campaigns).getByRole('button', { name: 'Modifier welcome (EUR)' })));
    const edit = within(campaigns).getByRole('region', { name: 'Modifier welcome (EUR)' });
    expect((within(edit).getByLabelText('Dépôt minimum (EUR)') as HTMLInputElement).value).toBe('20,00');
  });

  it('saves a bonus code and shows the answer; a refused one says why under its field', async () => {
    let answer = () => json(200, { code: 'bonus_code_saved', message: 'The bonus code is saved.' });
    const api = mockApi(adminRoutes({ 'admin/save_bonus_code': () => answer() }));
    await openAdmin();
    const codes = await tableOf('Bonus codes');
    const field = within(codes).getByLabelText('Code');
    fireEvent.change(field, { target: { value: 'SUMMER25' } });
    fireEvent.change(within(codes).getByLabelText('Campaign'), { target: { value: 'spring-reload' } });
    fireEvent.click(within(codes).getByLabelText('Single use (given once in all)'));
    await act(async () => fireEvent.click(within(codes).getByRole('button', { name: 'Save the code' })));
    expect(await within(codes).findByText('The bonus code is saved.')).toBeTruthy();
    expect(api.callsTo('admin/save_bonus_code')[0].body).toEqual({ code: 'SUMMER25', campaign_id: 'spring-reload', single_use: true, active: true });
    await vi.waitFor(() => expect(api.callsTo('admin/get_bonus_campaigns')).toHaveLength(2));

    // A listed code into the form; no campaign is sent as null.
    answer = () =>
      json(422, {
        error: {
          code: 'invalid',
          message: 'x',
          params: {},
          fields: { code: { code: 'code_invalid', message: 'Use 4 to 32 capital letters or digits.', params: { min: '4', max: '32' } } },
        },
      });
    await act(async () => fireEvent.click(within(codes).getByRole('button', { name: 'Edit the code EMERAUDE' })));
    expect((field as HTMLInputElement).value).toBe('EMERAUDE');
    expect(document.activeElement).toBe(field);
    await act(async () => fireEvent.click(within(codes).getByRole('button', { name: 'Save the code' })));
    await vi.waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(messageUnder(field)).toBe('Use 4 to 32 capital letters or digits.');
    expect(api.callsTo('admin/save_bonus_code')[1].body).toEqual({ code: 'EMERAUDE', campaign_id: null, single_use: true, active: false });
  });
});
