import type { ComponentType } from 'react';
import { withQueries } from '../lib/queryRoot';

export interface PageDef {
  /** Path below the locale prefix, '' for the home page. */
  path: string;
  /** The page's module below `src/features`, without extension ('home/HomePage'). */
  module: string;
  load: () => Promise<{ default: ComponentType }>;
  /** Named guards, run in order. */
  middleware: string[];
}

// Every page module, each its own chunk; a page names its module once.
const modules = import.meta.glob<{ default: ComponentType }>('../features/*/*Page.tsx');

/**
 * A page whose screens read the server through queries (`queries`, the default) loads the query
 * client with its chunk; the others render without it, so their first paint does not wait for it.
 */
function page(path: string, module: string, middleware: string[], { queries = true } = {}): PageDef {
  const load = modules[`../features/${module}.tsx`];
  if (!load) throw new Error(`No page module ${module}`);
  return { path, module, load: queries ? withQueries(load) : load, middleware };
}

const open = ['restriction'];
/** Pages that read no server data through queries. */
const light = { queries: false };

export const PAGES: PageDef[] = [
  page('', 'home/HomePage', open, light),
  page('about-us', 'content/AboutPage', open, light),
  page('admin', 'admin/AdminPage', ['restriction', 'auth']),
  page('contact-us', 'contact/ContactPage', open),
  page('faq', 'faq/FaqPage', open, light),
  page('faq/:id', 'faq/FaqPage', open, light),
  page('login', 'auth/LoginPage', ['restriction', 'guest'], light),
  page('online-casino', 'casino/CasinoPage', open),
  page('online-casino/:id', 'games/GamePlayerPage', open),
  page('privacy', 'content/PrivacyPage', open, light),
  page('provably-fair', 'games/ProvablyFairPage', open),
  page('promotion', 'promotion/PromotionPage', open, light),
  page('promotion/:id', 'promotion/PromotionPage', open, light),
  page('reset-password', 'auth/ResetPasswordPage', ['restriction']),
  page('responsible', 'content/ResponsiblePage', open, light),
  page('restriction', 'content/RestrictionPage', [], light),
  page('sign-up', 'auth/SignUpPage', ['restriction', 'guest']),
  page('terms', 'content/TermsPage', open, light),
  page('threedsecure', 'payment/ThreeDSecurePage', open),
  page('user-management', 'account/UserManagementPage', ['restriction', 'auth']),
  page('welcome', 'auth/WelcomePage', open),
];

/** The page definition serving a locale-neutral path ('/faq/3' -> 'faq/:id'). */
export function matchPage(path: string, pages: readonly PageDef[] = PAGES): PageDef | undefined {
  const parts = path.split(/[?#]/)[0].split('/').filter(Boolean);
  return pages.find((page) => {
    const pattern = page.path.split('/').filter(Boolean);
    return pattern.length === parts.length && pattern.every((seg, i) => seg.startsWith(':') || seg === parts[i]);
  });
}
