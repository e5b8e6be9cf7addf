import { useMemo } from 'react';
import { Outlet, useLocation, useRoutes, type RouteObject } from 'react-router';
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

/**
 * French at the plain path, every other locale under its prefix (`prefixes`, all of them unless
 * told); anything else is a 404.
 */
export function buildRoutes(pages: readonly PageDef[] = PAGES, registry?: Record<string, Guard>, prefixes: readonly string[] = PREFIXES): RouteObject[] {
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
            ...prefixes.map<RouteObject>((prefix) => ({ path: prefix, children: localeChildren(pages, registry) })),
          ],
        },
      ],
    },
  ];
}

/** The locale prefix a path starts with (matched as the router does, ignoring case), or `''`. */
function prefixOf(pathname: string): string {
  const first = (pathname.split('/')[1] ?? '').toLowerCase();
  return PREFIXES.includes(first) ? first : '';
}

/**
 * The app's pages at the router's location (declarative mode: see RouteError.tsx for why). The
 * table holds French and the location's own locale only: the router flattens and ranks the whole
 * table at every render, and all eleven locales made that some 20 ms of a phone's start-up.
 */
export function AppRoutes({ pages, registry }: { pages?: readonly PageDef[]; registry?: Record<string, Guard> }) {
  const prefix = prefixOf(useLocation().pathname);
  const routes = useMemo(() => buildRoutes(pages, registry, prefix ? [prefix] : []), [pages, registry, prefix]);
  return useRoutes(routes);
}
