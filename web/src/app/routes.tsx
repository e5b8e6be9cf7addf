import { useMemo } from 'react';
import { Outlet, useRoutes, type RouteObject } from 'react-router';
import { PREFIXES } from '../i18n/locales';
import { NotFoundPage } from '../components/ErrorPage';
import { Layout } from './Layout';
import { lazyFor, PageRoute } from './PageRoute';
import { RouteError } from './RouteError';
import { PAGES, type PageDef } from './pages';
import type { Guard } from './guards';

function localeChildren(pages: readonly PageDef[], registry?: Record<string, Guard>): RouteObject[] {
  return [
    ...pages.map<RouteObject>((page) => {
      const element = <PageRoute page={page} component={lazyFor(page)} registry={registry} />;
      return page.path === '' ? { index: true, element } : { path: page.path, element };
    }),
    { path: '*', element: <NotFoundPage /> },
  ];
}

/** French at the plain path, every other locale under its prefix; anything else is a 404. */
export function buildRoutes(pages: readonly PageDef[] = PAGES, registry?: Record<string, Guard>): RouteObject[] {
  return [
    {
      path: '/',
      element: <Layout />,
      children: [
        {
          element: (
            <RouteError>
              <Outlet />
            </RouteError>
          ),
          children: [
            ...localeChildren(pages, registry),
            ...PREFIXES.map<RouteObject>((prefix) => ({ path: prefix, children: localeChildren(pages, registry) })),
          ],
        },
      ],
    },
  ];
}

/** The app's pages at the router's location (declarative mode: see RouteError.tsx for why). */
export function AppRoutes({ pages, registry }: { pages?: readonly PageDef[]; registry?: Record<string, Guard> }) {
  const routes = useMemo(() => buildRoutes(pages, registry), [pages, registry]);
  return useRoutes(routes);
}
