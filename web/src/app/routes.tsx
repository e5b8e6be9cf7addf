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
 * French at the plain path, every other locale under its prefix; anything else is a 404. Given a
 * `prefix`, only that locale's pages (French for `''`): what a path starting with it can match.
 */
export function buildRoutes(pages: readonly PageDef[] = PAGES, registry?: Record<string, Guard>, prefix?: string): RouteObject[] {
  const locales: RouteObject[] =
    prefix === undefined
      ? [...localeChildren(pages, registry), ...PREFIXES.map((p) => ({ path: p, children: localeChildren(pages, registry) }))]
      : prefix === ''
        ? localeChildren(pages, registry)
        : [{ path: prefix, children: localeChildren(pages, registry) }, { path: '*', element: <NotFoundPage /> }];
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
          children: locales,
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
 * table holds the location's locale only: the router flattens and ranks the whole table at every
 * render, and all eleven locales made that some 20 ms of a phone's start-up.
 */
export function AppRoutes({ pages, registry }: { pages?: readonly PageDef[]; registry?: Record<string, Guard> }) {
  const prefix = prefixOf(useLocation().pathname);
  const routes = useMemo(() => buildRoutes(pages, registry, prefix), [pages, registry, prefix]);
  return useRoutes(routes);
}
