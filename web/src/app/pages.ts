import type { ComponentType } from 'react';

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

function page(path: string, module: string, middleware: string[]): PageDef {
  const load = modules[`../features/${module}.tsx`];
  if (!load) throw new Error(`No page module ${module}`);
  return { path, module, load, middleware };
}

const open = ['restriction'];

export const PAGES: PageDef[] = [
  page('', 'home/HomePage', open),
  page('about-us', 'content/AboutPage', open),
  page('admin', 'admin/AdminPage', ['restriction', 'auth']),
  page('contact-us', 'contact/ContactPage', open),
  page('faq', 'faq/FaqPage', open),
  page('faq/:id', 'faq/FaqPage', open),
  page('login', 'auth/LoginPage', ['restriction', 'guest']),
  page('online-casino', 'casino/CasinoPage', open),
  page('online-casino/:id', 'games/GamePlayerPage', open),
  page('privacy', 'content/PrivacyPage', open),
  page('provably-fair', 'games/ProvablyFairPage', open),
  page('promotion', 'promotion/PromotionPage', open),
  page('promotion/:id', 'promotion/PromotionPage', open),
  page('reset-password', 'auth/ResetPasswordPage', ['restriction']),
  page('responsible', 'content/ResponsiblePage', open),
  page('restriction', 'content/RestrictionPage', []),
  page('sign-up', 'auth/SignUpPage', ['restriction', 'guest']),
  page('terms', 'content/TermsPage', open),
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
