import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { ContentPage, Faq, Slider } from '../../api/generated/api';
import { mockApi } from '../../test/api';
import { json } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { takePageData } from '../../lib/pageData';
import { forgetVisitReadings } from '../../lib/visitReading';
import { storeToken } from '../../test/session';
import { userView } from '../../test/fixtures';

const TERMS: ContentPage = {
  slug: 'terms',
  locale: 'en',
  title: 'Terms and conditions',
  html: '<p>These terms are the agreement.</p>\n<h2>1. Who may play</h2>\n<p>Adults only, see the <a href="/en/faq">FAQ</a>.</p>\n',
  id: 'v1',
  version: 1,
  updated_at: 0,
};

export const FAQ: Faq = {
  groups: [
    { name: 'Account', entries: [
      { id: '1', question: 'How do I open an account?', html: '<p>Choose Register.</p>' },
      { id: '2', question: 'I forgot my password.', html: '<p>Choose <strong>Forgot password</strong>.</p>' },
    ] },
    { name: 'Safe play', entries: [{ id: '28', question: 'Can I limit my play?', html: '<p>Yes, on my account.</p>' }] },
  ],
};

export const SLIDER: Slider = {
  slides: [
    { id: 'welcome', kicker: 'Welcome bonus', title: 'Double your first deposit', text: 'A 100% bonus.', action: 'Get bonus now', link: '/en/promotion/welcome', image: '' },
    { id: 'fair', kicker: 'Provably fair', title: 'Every result can be checked', text: '', action: 'Discover the casino', link: '/en/online-casino', image: '' },
  ],
};

afterEach(cleanup);

describe('content pages', () => {
  it('shows the page the server holds, in the page language', async () => {
    const api = mockApi({ 'front/get_content_template': () => json(200, TERMS) });
    await renderApp('/en/terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '1. Who may play' })).toBeTruthy();
    expect(within(screen.getByRole('article')).getByRole('link', { name: 'FAQ' }).getAttribute('href')).toBe('/en/faq');
    expect(api.callsTo('front/get_content_template').map((c) => c.body)).toEqual([{ slug: 'terms' }]);
    expect(document.title).toBe('Terms and conditions · Émeraude Casino');
  });

  it('uses the reading the server put into the page, without a call', async () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'page-data';
    block.textContent = JSON.stringify({ 'content:page:refund-policy:fr': { ...TERMS, slug: 'refund-policy', locale: 'fr', title: 'Politique de remboursement' } });
    document.head.append(block);
    takePageData();
    expect(document.getElementById('page-data')).toBeNull();
    const api = mockApi({});
    await renderApp('/refund-policy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Politique de remboursement' })).toBeTruthy();
    expect(api.callsTo('front/get_content_template')).toEqual([]);
  });

  it('says a removed page is not found, and offers to try again after a failure', async () => {
    mockApi({ 'front/get_content_template': () => json(404, { error: { code: 'not_found', message: 'This page could not be found', fields: {} } }) });
    await renderApp('/en/privacy');
    expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeTruthy();
    cleanup();

    let fail = true;
    mockApi({
      'front/get_content_template': () =>
        fail ? json(500, { error: { code: 'internal_error', message: 'x', fields: {} } }) : json(200, { ...TERMS, slug: 'about-us', title: 'About us' }),
    });
    await renderApp('/en/about-us');
    const alert = await screen.findByRole('alert');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeTruthy();
  });

  it('shows the last reading of a page when the network is away', async () => {
    mockApi({ 'front/get_content_template': () => json(200, { ...TERMS, slug: 'why-choose-us', title: 'Why choose us' }) });
    await renderApp('/en/why-choose-us');
    await screen.findByRole('heading', { level: 1, name: 'Why choose us' });
    cleanup();
    forgetVisitReadings();
    const api = mockApi({});
    await renderApp('/en/why-choose-us');
    expect(await screen.findByRole('heading', { level: 1, name: 'Why choose us' })).toBeTruthy();
    expect(api.callsTo('front/get_content_template')).toHaveLength(1);
  });

  it('shows a player the version of the terms they accepted', async () => {
    storeToken('tok');
    const api = mockApi({ 'front/get_content_template': () => json(200, { ...TERMS, title: 'Terms (2026)', version: 3 }) });
    await renderApp('/en/terms?version=accepted', { user: userView() });
    await screen.findByRole('heading', { level: 1, name: 'Terms (2026)' });
    expect(api.callsTo('front/get_content_template').map((c) => c.body)).toEqual([{ slug: 'terms', accepted: true }]);
    const note = screen.getByRole('note');
    expect(note.textContent).toBe('This is version 3 of the terms, the one you accepted when you registered. Read the current version');
    expect(within(note).getByRole('link').getAttribute('href')).toBe('/en/terms');
  });

  it('keeps the responsible gaming notice under the page', async () => {
    mockApi({ 'front/get_content_template': () => json(200, { ...TERMS, slug: 'responsible', title: 'Responsible gaming' }) });
    await renderApp('/en/responsible');
    await screen.findByRole('heading', { level: 1, name: 'Responsible gaming' });
    expect(screen.getByRole('note').textContent).toContain('18+');
  });
});

describe('the FAQ', () => {
  it('lists every entry by group, and one entry with the sidebar', async () => {
    mockApi({ 'front/get_faq_template': () => json(200, FAQ) });
    const router = await renderApp('/en/faq');
    const sidebar = await screen.findByRole('navigation', { name: 'Questions' });
    await within(sidebar).findByRole('link', { name: 'Can I limit my play?' });
    expect(within(sidebar).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/en/faq/1', '/en/faq/2', '/en/faq/28']);
    expect(screen.getByRole('heading', { level: 2, name: 'Safe play' })).toBeTruthy();
    // Questions first: each answer opens in place, and has its own page.
    const entry = screen.getByRole('heading', { level: 3, name: 'Can I limit my play?' }).closest('details')!;
    expect(entry.open).toBe(false);
    fireEvent.click(within(entry).getByText('Can I limit my play?'));
    expect(within(entry).getByRole('link', { name: 'Open this answer on its own' }).getAttribute('href')).toBe('/en/faq/28');

    fireEvent.click(within(sidebar).getByRole('link', { name: 'I forgot my password.' }));
    expect(router.state.location.pathname).toBe('/en/faq/2');
    expect(await screen.findByRole('heading', { level: 2, name: 'I forgot my password.' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'How do I open an account?' })).toBeNull();
    expect(document.title).toBe('I forgot my password. · Émeraude Casino');
  });

  it('says an unknown entry is not found', async () => {
    mockApi({ 'front/get_faq_template': () => json(200, FAQ) });
    await renderApp('/en/faq/99');
    expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeTruthy();
  });
});

describe('the home carousel', () => {
  it('shows the stored slides, their links already in the page language', async () => {
    mockApi({ 'front/get_slider': () => json(200, SLIDER) });
    await renderApp('/en');
    const carousel = await screen.findByRole('region', { name: 'Highlights' });
    expect(within(carousel).getByRole('heading', { name: 'Double your first deposit' })).toBeTruthy();
    expect(within(carousel).getByRole('link', { name: 'Get bonus now' }).getAttribute('href')).toBe('/en/promotion/welcome');
    fireEvent.click(within(carousel).getByRole('button', { name: 'Next slide' }));
    expect(within(carousel).getByRole('link', { name: 'Discover the casino' }).getAttribute('href')).toBe('/en/online-casino');
    expect(within(carousel).getAllByRole('button', { name: /^Go to slide/ })).toHaveLength(2);
  });
});
