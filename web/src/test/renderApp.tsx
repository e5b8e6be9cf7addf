import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { initI18n } from '../i18n/i18n';
import { localeFromPath } from '../i18n/locales';
import { StoreProvider, type ClientState } from '../store/store';
import { buildRoutes } from '../app/routes';
import { createQueryClient } from '../lib/queryClient';

/** The whole app (layout, guards, pages) at `path`, in the path's language, with an empty query cache. */
export async function renderApp(path: string, initial?: Partial<ClientState>) {
  const i18n = await initI18n(localeFromPath(path));
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  await act(async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={createQueryClient()}>
          <StoreProvider initial={{ language: localeFromPath(path).lang, ...initial }}>
            <RouterProvider router={router} />
          </StoreProvider>
        </QueryClientProvider>
      </I18nextProvider>,
    );
  });
  return router;
}
