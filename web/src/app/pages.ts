import type { ComponentType } from 'react';
import type { i18n as I18n } from 'i18next';
import { withQueries } from '../lib/queryRoot';

/**
 * A page's module: its component, and what must be loaded before it renders when it is the first
 * page of a visit (its feature's texts), so that the first render is the page built at build time
 * rather than a fallback in its place.
 */
export interface PageModule {
  default: ComponentType;
  prepare?: (i18n: I18n) => Promise<void>;
}

export interface PageDef {
  /** Path below the locale prefix, '' for the home page. */
  path: string;
  /**
   * The page's module below `src`, without extension: a feature's page ('features/faq/FaqPage'),
   * or a page of `app/pages` that composes several features' screens ('app/pages/HomePage').
   */
  module: string;
  load: () => Promise<PageModule>;
  /** Named guards, run in order. */
  middleware: string[];
}

// Every page module, each its own chunk; a page names its module once.
const modules = import.meta.glob<PageModule>(['../features/*/*Page.tsx', './pages/*Page.tsx']);

/**
 * A page whose screens read the server through queries (`queries`, the default) loads the query
 * client with its chunk; the others render without it, so their first paint does not wait for it.
 */
function page(path: string, module: string, middleware: string[], { queries = true } = {}): PageDef {
  const load = modules[module.startsWith('app/') ? `./${module.slice('app/'.length)}.tsx` : `../${module}.tsx`];
  if (!load) throw new Error(`No page module ${module}`);
  return { path, module, load: queries ? withQueries(load) : load, middleware };
}

const open = ['restriction'];
/** Pages that read no server data through queries. */
const light = { queries: false };

export const PAGES: PageDef[] = [
  page('', 'app/pages/HomePage', open, light),
  page('about-us', 'features/content/AboutPage', open, light),
  page('admin', 'app/pages/AdminPage', ['restriction', 'auth']),
  page('contact-us', 'features/contact/ContactPage', open),
  page('faq', 'features/faq/FaqPage', open, light),
  page('faq/:id', 'features/faq/FaqPage', open, light),
  page('login', 'features/auth/LoginPage', ['restriction', 'guest'], light),
  page('online-casino', 'app/pages/CasinoPage', open),
  page('online-casino/:id', 'features/games/GamePlayerPage', open),
  page('privacy', 'features/content/PrivacyPage', open, light),
  page('provably-fair', 'features/games/ProvablyFairPage', open),
  page('refund-policy', 'features/content/RefundPolicyPage', open, light),
  page('promotion', 'features/promotion/PromotionPage', open),
  page('promotion/:id', 'features/promotion/PromotionPage', open),
  page('reset-password', 'features/auth/ResetPasswordPage', ['restriction']),
  page('responsible', 'features/content/ResponsiblePage', open, light),
  page('restriction', 'features/content/RestrictionPage', [], light),
  page('sign-up', 'features/auth/SignUpPage', ['restriction', 'guest']),
  page('terms', 'features/content/TermsPage', open, light),
  page('threedsecure', 'features/payment/ThreeDSecurePage', open),
  page('user-management', 'app/pages/UserManagementPage', ['restriction', 'auth']),
  page('welcome', 'features/auth/WelcomePage', open),
  page('why-choose-us', 'features/content/WhyChooseUsPage', open, light),
];

/** The page definition serving a locale-neutral path ('/faq/3' -> 'faq/:id'). */
export function matchPage(path: string, pages: readonly PageDef[] = PAGES): PageDef | undefined {
  const parts = path.split(/[?#]/)[0].split('/').filter(Boolean);
  return pages.find((page) => {
    const pattern = page.path.split('/').filter(Boolean);
    return pattern.length === parts.length && pattern.every((seg, i) => seg.startsWith(':') || seg === parts[i]);
  });
}
