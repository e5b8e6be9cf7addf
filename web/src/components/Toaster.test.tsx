import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { initI18n } from '../i18n/i18n';
import { localeByPrefix } from '../i18n/locales';
import { clearToasts, MAX_TOASTS, pushToast } from '../lib/toasts';
import { Toaster } from './Toaster';

async function shown(prefix: 'en' | 'fr') {
  const i18n = await initI18n(localeByPrefix(prefix === 'fr' ? '' : prefix)!);
  i18n.addResourceBundle(prefix, 'translation', { test: { news: 'News {{n}}', go: 'Go there' } }, true, true);
  const path = prefix === 'fr' ? '/' : '/en';
  const router = createMemoryRouter([{ path, element: <Toaster /> }], { initialEntries: [path] });
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

describe('the notifications', () => {
  afterEach(() => {
    act(() => clearToasts());
    cleanup();
    vi.useRealTimers();
  });

  it('announces news politely and a failure at once, each dismissible', async () => {
    await shown('en');
    act(() => {
      pushToast({ tone: 'success', key: 'test.news', values: { n: '1' }, link: { to: '/faq', labelKey: 'test.go' } });
      pushToast({ tone: 'error', key: 'toast.refreshFailed' });
    });
    const news = screen.getByTestId('toasts-polite');
    expect(news.getAttribute('aria-live')).toBe('polite');
    expect(within(news).getByText('News 1')).toBeTruthy();
    expect(within(news).getByRole('link', { name: 'Go there' }).getAttribute('href')).toBe('/en/faq');
    const alert = screen.getByTestId('toasts-assertive');
    expect(alert.getAttribute('aria-live')).toBe('assertive');
    expect(alert.textContent).toBe("We could not refresh this page's information. Check your connection, then reload the page.");

    fireEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(alert.textContent).toBe('');
    expect(within(news).getByText('News 1')).toBeTruthy();
  });

  it('speaks the page language', async () => {
    await shown('fr');
    act(() => void pushToast({ tone: 'error', key: 'toast.refreshFailed' }));
    expect(within(screen.getByTestId('toasts-assertive')).getByRole('button', { name: 'Fermer' })).toBeTruthy();
    expect(screen.getByTestId('toasts-assertive').textContent).toBe(
      "Nous n'avons pas pu actualiser les informations de cette page. Vérifiez votre connexion, puis rechargez la page.",
    );
  });

  it('keeps the newest few, tells one event once, and lets good news go after ten seconds unless read', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await shown('en');
    act(() => {
      for (let n = 1; n <= MAX_TOASTS + 1; n++) pushToast({ tone: 'info', key: 'test.news', values: { n: String(n) } });
      pushToast({ tone: 'info', key: 'test.news', values: { n: 'tagged' }, tag: 'same' });
      pushToast({ tone: 'info', key: 'test.news', values: { n: 'tagged again' }, tag: 'same' });
    });
    const texts = () => screen.queryAllByTestId('toast').map((toast) => toast.textContent?.replace('Dismiss', ''));
    expect(texts()).toEqual(['News 3', 'News 4', 'News tagged again']);

    // Hovered: the player is reading it, it stays.
    fireEvent.mouseEnter(screen.getAllByTestId('toast')[2]);
    act(() => void vi.advanceTimersByTime(10_000));
    expect(texts()).toEqual(['News tagged again']);
    fireEvent.mouseLeave(screen.getAllByTestId('toast')[0]);
    act(() => void vi.advanceTimersByTime(9_999));
    expect(texts()).toEqual(['News tagged again']);
    act(() => void vi.advanceTimersByTime(1));
    expect(texts()).toEqual([]);

    // A failure waits for the player.
    act(() => void pushToast({ tone: 'error', key: 'toast.refreshFailed' }));
    act(() => void vi.advanceTimersByTime(60_000));
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
  });
});
