import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { initI18n } from '../i18n/i18n';
import { localeFromPath } from '../i18n/locales';
import { StoreProvider, type ClientState } from '../store/store';
import { buildRoutes } from '../app/routes';
import { GEOLOCATION_KEY } from '../lib/geolocation';
import { createQueryClient } from '../lib/queryClient';
import { SETTINGS_KEY } from '../lib/siteSettings';
import { putVisitReading } from '../lib/visitReading';
import { BRAND } from '../config';

/**
 * Records the visitor's country and the site's blacklist as if both had been read, so the guards
 * and forms that depend on them see them from the first render; returns an empty query cache.
 */
export function visitorClient({ countryCode, countryBlackList }: { countryCode: string; countryBlackList: string[] }): QueryClient {
  putVisitReading(GEOLOCATION_KEY, { country_code: countryCode, ip: '' });
  putVisitReading(SETTINGS_KEY, { brand: BRAND, country_blacklist: countryBlackList, site_enabled: true, currencies: [], password_policy: 'terms' });
  return createQueryClient();
}

/** The whole app (layout, guards, pages) at `path`, in the path's language, with an empty query cache unless given one. */
export async function renderApp(path: string, initial?: Partial<ClientState>, client: QueryClient = createQueryClient()) {
  const i18n = await initI18n(localeFromPath(path));
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  await act(async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <StoreProvider initial={{ language: localeFromPath(path).lang, ...initial }}>
            <RouterProvider router={router} />
          </StoreProvider>
        </QueryClientProvider>
      </I18nextProvider>,
    );
  });
  return router;
}
