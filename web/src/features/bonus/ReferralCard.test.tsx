import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, within } from '@testing-library/react';
import type { PlayerBonusList, ReferralView } from '../../api/generated/api';
import { mockApi } from '../../test/api';
import { failure, json, userView } from '../../test/fixtures';
import { openAccountTabPanel } from '../../test/accountTab';

vi.mock('../../core/rules', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../core/rules')>();
  const { rulesFromDisk } = await import('../../test/wasm');
  return { ...actual, loadRules: rulesFromDisk };
});

const NO_BONUS: PlayerBonusList = { active: null, claimable: [], queued: [], history: [] };
const REFERRAL: ReferralView = { code: 'K7QX2MPA', friends: 3, rewarded: 1, bonus: '25.00', currency: 'EUR' };

const TAB = { en: ['/en/user-management', 'Bonuses', 'Refer a friend'], fr: ['/user-management', 'Mes bonus', 'Parrainez un ami'] } as const;

/** Opens the bonuses tab (no bonus) with `referral` answering `front/get_referral`: the referral region. */
async function openReferral(referral: () => Response | Promise<Response>, lang: 'en' | 'fr' = 'en') {
  const api = mockApi({
    'front/auth/player': () => json(200, userView()),
    'front/get_player_balance': () => json(200, { wallets: [{ currency: 'EUR', total: '0.00', real: '0.00', bonus: '0.00' }] }),
    'front/get_player_bonuses': () => json(200, NO_BONUS),
    'front/get_referral': referral,
  });
  const [path, tab, title] = TAB[lang];
  const panel = await openAccountTabPanel(path, tab);
  return { api, card: await within(panel).findByRole('region', { name: title }) };
}

const stubClipboard = (writeText: (text: string) => Promise<void>) => vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });

describe('refer a friend', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the link to the English sign-up page, what a friend brings and the figures', async () => {
    const { api, card } = await openReferral(() => json(200, REFERRAL));
    const input = (await within(card).findByLabelText('Your referral link')) as HTMLInputElement;
    expect(input.value).toBe(`${window.location.origin}/en/sign-up?ref=K7QX2MPA`);
    expect(input.readOnly).toBe(true);
    expect(api.callsTo('front/get_referral')[0].body).toEqual({});
    expect(
      within(card).getByText('Invite a friend with your link: you receive €25.00 once they have signed up, verified their identity and made a deposit.'),
    ).toBeTruthy();
    expect(within(card).getByText('Friends signed up: 3')).toBeTruthy();
    expect(within(card).getByText('Bonuses received: 1')).toBeTruthy();
    // The whole link is selected when the field takes the focus.
    act(() => input.focus());
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, input.value.length]);
  });

  it('copies the link and says so', async () => {
    const writeText = vi.fn(async () => undefined);
    stubClipboard(writeText);
    const { card } = await openReferral(() => json(200, REFERRAL));
    const status = () => within(card).getByRole('status');
    await act(async () => fireEvent.click(await within(card).findByRole('button', { name: 'Copy link' })));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/en/sign-up?ref=K7QX2MPA`);
    expect(status().textContent).toBe('Link copied.');
    expect(status().getAttribute('aria-live')).toBe('polite');
  });

  it('says when the clipboard refuses, so the link can be copied by hand', async () => {
    stubClipboard(vi.fn(async () => Promise.reject(new Error('denied'))));
    const { card } = await openReferral(() => json(200, REFERRAL));
    await act(async () => fireEvent.click(await within(card).findByRole('button', { name: 'Copy link' })));
    expect(within(card).getByRole('status').textContent).toBe('Copy failed: select the link and copy it.');
  });

  it('in French: the link to the sign-up page without prefix, and the texts', async () => {
    const writeText = vi.fn(async () => undefined);
    stubClipboard(writeText);
    const { card } = await openReferral(() => json(200, { ...REFERRAL, friends: 0, rewarded: 0 }), 'fr');
    const input = (await within(card).findByLabelText('Votre lien de parrainage')) as HTMLInputElement;
    expect(input.value).toBe(`${window.location.origin}/sign-up?ref=K7QX2MPA`);
    expect(
      within(card).getByText(
        "Invitez un ami avec votre lien : vous recevez 25,00 € une fois qu'il s'est inscrit, a fait vérifier son identité et a effectué un dépôt.",
      ),
    ).toBeTruthy();
    expect(within(card).getByText('Amis inscrits : 0')).toBeTruthy();
    expect(within(card).getByText('Bonus reçus : 0')).toBeTruthy();
    await act(async () => fireEvent.click(within(card).getByRole('button', { name: 'Copier le lien' })));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/sign-up?ref=K7QX2MPA`);
    expect(within(card).getByRole('status').textContent).toBe('Lien copié.');
  });

  it('shows the loading state, then says when the link cannot be loaded, and tries again', async () => {
    let calls = 0;
    let answer: (r: Response) => void = () => {};
    const { api, card } = await openReferral(() => {
      calls += 1;
      if (calls === 1) {
        return new Promise<Response>((resolve) => {
          answer = resolve;
        });
      }
      return json(200, REFERRAL);
    });
    expect(within(card).getByRole('status').textContent).toBe('Loading your referral link…');
    await act(async () => answer(failure(503, 'service_unavailable')));
    expect(await within(card).findByRole('alert')).toBeTruthy();
    expect(within(card).queryByLabelText('Your referral link')).toBeNull();
    await act(async () => fireEvent.click(within(card).getByRole('button', { name: 'Try again' })));
    expect(((await within(card).findByLabelText('Your referral link')) as HTMLInputElement).value).toBe(`${window.location.origin}/en/sign-up?ref=K7QX2MPA`);
    expect(within(card).queryByRole('alert')).toBeNull();
    expect(api.callsTo('front/get_referral')).toHaveLength(2);
  });
});
