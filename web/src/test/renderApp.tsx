import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { useEffect } from 'react';
import { MemoryRouter, useLocation, useNavigate, type Location } from 'react-router';
import { initI18n } from '../i18n/i18n';
import { localeFromPath } from '../i18n/locales';
import { StoreProvider, type ClientState } from '../store/store';
import { AppRoutes } from '../app/routes';
import type { PageDef } from '../app/pages';
import { GEOLOCATION_KEY } from '../lib/geolocation';
import { createQueryClient } from '../lib/queryClient';
import { SETTINGS_KEY } from '../lib/siteSettings';
import { putVisitReading } from '../lib/visitReading';
import { BRAND } from '../config';

/**
 * Records the visitor's country and the site's blacklist as if both had been read, so the guards
 * and forms that depend on them see them from the first render; returns an empty query cache.
 */
export function visitorClient({
  countryCode,
  countryBlackList,
  ipBlacklisted = false,
}: {
  countryCode: string;
  countryBlackList: string[];
  ipBlacklisted?: boolean;
}): QueryClient {
  putVisitReading(GEOLOCATION_KEY, { country_code: countryCode, ip: '', ip_blacklisted: ipBlacklisted });
  putVisitReading(SETTINGS_KEY, { brand: BRAND, country_blacklist: countryBlackList, ip_blacklist: [], site_enabled: true, currencies: [], password_policy: 'terms' });
  return createQueryClient();
}

/** What a test reads of the router and how it moves it, as the data router's object offered. */
export interface TestRouter {
  state: { location: Location };
  navigate: (to: string | number) => Promise<void>;
}

/** Keeps `onChange` told of the location and of the router's navigate function. */
function RouterProbe({ onChange }: { onChange: (location: Location, navigate: (to: string | number) => void) => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => onChange(location, (to) => void (typeof to === 'number' ? navigate(to) : navigate(to))), [location, navigate, onChange]);
  return null;
}

/**
 * The whole app (layout, guards, pages) at `path`, in the path's language, with an empty query
 * cache unless given one, and the app's pages unless given others.
 */
export async function renderApp(path: string, initial?: Partial<ClientState>, client: QueryClient = createQueryClient(), pages?: readonly PageDef[]) {
  const i18n = await initI18n(localeFromPath(path));
  let go: (to: string | number) => void = () => undefined;
  const router: TestRouter = {
    state: { location: { pathname: path, search: '', hash: '', state: null, key: 'default' } },
    navigate: async (to) => go(to),
  };
  const onChange = (location: Location, navigate: (to: string | number) => void) => {
    router.state.location = location;
    go = navigate;
  };
  await act(async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <StoreProvider initial={{ language: localeFromPath(path).lang, ...initial }}>
            <MemoryRouter initialEntries={[path]}>
              <AppRoutes pages={pages} />
              <RouterProbe onChange={onChange} />
            </MemoryRouter>
          </StoreProvider>
        </QueryClientProvider>
      </I18nextProvider>,
    );
  });
  return router;
}
