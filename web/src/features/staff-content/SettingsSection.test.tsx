import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { SettingsUpdate, SiteSettings, UserView } from '../../api/generated/api';
import { mockApi } from '../../test/api';
import { failure, json, player } from '../../test/fixtures';
import { messageUnder } from '../../test/page';
import { renderApp } from '../../test/renderApp';
import { storeToken } from '../../test/session';
import { typedList } from './settingsValues';

vi.mock('../../core/rules', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../core/rules')>();
  const { rulesFromDisk } = await import('../../test/wasm');
  return { ...actual, loadRules: rulesFromDisk };
});

const ADMIN: UserView = { player: player({ username: 'root' }), scope: ['player', 'admin'] };

const STORED: SiteSettings = { brand: 'Émeraude Casino', country_blacklist: ['US', 'JP'], ip_blacklist: ['203.0.113.0/24'], site_enabled: true, currencies: ['EUR'], password_policy: 'terms' };

/**
 * The admin area's calls, with the settings as a small server: a save the handler accepts is what
 * `front/get_setting` answers next (countries in capitals, each once, as the server stores them).
 */
function adminRoutes(save: (body: SettingsUpdate) => Response | null = () => null) {
  let stored = STORED;
  return {
    'front/auth/player': () => json(200, ADMIN),
    'admin/get_withdrawal_requests': () => json(200, { items: [] }),
    'admin/get_wire_deposits': () => json(200, { items: [] }),
    'front/get_setting': () => json(200, stored),
    'admin/update_settings': (body: unknown) => {
      const update = body as SettingsUpdate;
      const refused = save(update);
      if (refused) return refused;
      const countries = [...new Set(update.country_blacklist.map((c) => c.toUpperCase()))];
      stored = { ...stored, brand: update.brand, site_enabled: update.site_enabled, country_blacklist: countries, ip_blacklist: update.ip_blacklist };
      return json(200, { code: 'settings_saved', message: 'The settings are saved.' });
    },
  };
}

async function openSettings() {
  storeToken('tok');
  await renderApp('/en/admin', { user: ADMIN });
  const region = await screen.findByRole('region', { name: 'Site settings' });
  await within(region).findByLabelText('Brand');
  return region;
}

const brandField = (region: HTMLElement) => within(region).getByLabelText<HTMLInputElement>('Brand');
const countriesField = (region: HTMLElement) => within(region).getByLabelText<HTMLInputElement>('Countries refused');
const networksField = (region: HTMLElement) => within(region).getByLabelText<HTMLInputElement>('Networks refused');
const openBox = (region: HTMLElement) => within(region).getByRole<HTMLInputElement>('checkbox', { name: 'Site open to players' });
const siteBrand = () => document.querySelector('header.site-header .brand-name')?.textContent;

describe('the site settings', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('starts from the stored settings', async () => {
    mockApi(adminRoutes());
    const region = await openSettings();
    expect(brandField(region).value).toBe('Émeraude Casino');
    expect(openBox(region).checked).toBe(true);
    expect(countriesField(region).value).toBe('US, JP');
    expect(within(region).getByText(/Two-letter country codes separated by spaces or commas/)).toBeTruthy();
  });

  it('saves them, says so, and the site shows the new brand', async () => {
    const api = mockApi(adminRoutes());
    const region = await openSettings();
    await vi.waitFor(() => expect(siteBrand()).toBe('Émeraude Casino'));
    fireEvent.change(brandField(region), { target: { value: '  Casino Test ' } });
    fireEvent.change(countriesField(region), { target: { value: 'us jp,  ,fr,' } });
    expect(networksField(region).value).toBe('203.0.113.0/24');
    fireEvent.change(networksField(region), { target: { value: '203.0.113.0/24, 2001:db8::/32' } });
    await act(async () => fireEvent.click(within(region).getByRole('button', { name: 'Save the settings' })));

    const status = await within(region).findByText('The settings are saved.');
    expect(status.closest('[role="status"]')).toBeTruthy();
    expect(api.callsTo('admin/update_settings').map((c) => c.body)).toEqual([
      { brand: 'Casino Test', site_enabled: true, country_blacklist: ['us', 'jp', 'fr'], ip_blacklist: ['203.0.113.0/24', '2001:db8::/32'] },
    ]);
    // The form shows what the server stored; the header its new brand.
    await vi.waitFor(() => expect(countriesField(region).value).toBe('US, JP, FR'));
    await vi.waitFor(() => expect(siteBrand()).toBe('Casino Test'));
  });

  it("says a field's refusal under it", async () => {
    mockApi(adminRoutes(() => failure(422, 'validation_failed', { country_blacklist: 'country_invalid' })));
    const region = await openSettings();
    fireEvent.change(countriesField(region), { target: { value: 'France' } });
    await act(async () => fireEvent.click(within(region).getByRole('button', { name: 'Save the settings' })));

    const field = countriesField(region);
    await vi.waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(messageUnder(field)).toBe('Use two-letter country codes, such as FR or US.');
    expect(document.activeElement).toBe(field);
    expect(within(region).queryByText('The settings are saved.')).toBeNull();
  });

  it("says a network's refusal under its field", async () => {
    mockApi(adminRoutes(() => failure(422, 'validation_failed', { ip_blacklist: 'ip_range_invalid' })));
    const region = await openSettings();
    fireEvent.change(networksField(region), { target: { value: '203.0.113.0/33' } });
    await act(async () => fireEvent.click(within(region).getByRole('button', { name: 'Save the settings' })));

    const field = networksField(region);
    await vi.waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(messageUnder(field)).toBe('Use IP addresses or ranges, such as 203.0.113.7 or 203.0.113.0/24.');
    expect(document.activeElement).toBe(field);
  });

  it('asks before closing the site, and goes back without saving', async () => {
    const api = mockApi(adminRoutes());
    const region = await openSettings();
    fireEvent.click(openBox(region));
    expect(within(region).getByText(`Players see "You can't access the site."; staff can still sign in.`)).toBeTruthy();

    await act(async () => fireEvent.click(within(region).getByRole('button', { name: 'Save the settings' })));
    const confirm = await within(region).findByRole('group', { name: 'Close the site to players?' });
    expect(document.activeElement).toBe(within(confirm).getByRole('heading', { name: 'Close the site to players?' }));
    expect(api.callsTo('admin/update_settings')).toEqual([]);

    fireEvent.click(within(confirm).getByRole('button', { name: 'Keep it open' }));
    expect(within(region).queryByRole('group', { name: 'Close the site to players?' })).toBeNull();
    await vi.waitFor(() => expect(document.activeElement).toBe(within(region).getByRole('button', { name: 'Save the settings' })));
    expect(api.callsTo('admin/update_settings')).toEqual([]);

    await act(async () => fireEvent.click(within(region).getByRole('button', { name: 'Save the settings' })));
    const again = await within(region).findByRole('group', { name: 'Close the site to players?' });
    await act(async () => fireEvent.click(within(again).getByRole('button', { name: 'Close the site and save' })));
    expect(await within(region).findByText('The settings are saved.')).toBeTruthy();
    expect(api.callsTo('admin/update_settings').map((c) => (c.body as SettingsUpdate).site_enabled)).toEqual([false]);
    await vi.waitFor(() => expect(openBox(region).checked).toBe(false));
  });

  it('shows why it could not read them, and tries again', async () => {
    let answer = () => failure(500, 'internal_error');
    mockApi({ ...adminRoutes(), 'front/get_setting': () => answer() });
    storeToken('tok');
    await renderApp('/en/admin', { user: ADMIN });
    const region = await screen.findByRole('region', { name: 'Site settings' });
    const retry = await within(region).findByRole('button', { name: 'Try again' });
    answer = () => json(200, STORED);
    await act(async () => fireEvent.click(retry));
    expect((await within(region).findByLabelText<HTMLInputElement>('Brand')).value).toBe('Émeraude Casino');
  });
});

describe('typedList', () => {
  it('splits the countries at spaces and commas, without empty ones', () => {
    expect(typedList(' us, JP  fr,,\tde ')).toEqual(['us', 'JP', 'fr', 'de']);
    expect(typedList(' , ')).toEqual([]);
  });
});
