import type { ComponentType } from 'react';

export interface PageDef {
  /** Path below the locale prefix, '' for the home page. */
  path: string;
  load: () => Promise<{ default: ComponentType }>;
  /** Named guards, run in order. */
  middleware: string[];
}

const open = ['restriction'];

export const PAGES: PageDef[] = [
  { path: '', load: () => import('../features/home/HomePage'), middleware: open },
  { path: 'about-us', load: () => import('../features/content/AboutPage'), middleware: open },
  { path: 'contact-us', load: () => import('../features/contact/ContactPage'), middleware: open },
  { path: 'faq', load: () => import('../features/faq/FaqPage'), middleware: open },
  { path: 'faq/:id', load: () => import('../features/faq/FaqPage'), middleware: open },
  { path: 'online-casino', load: () => import('../features/casino/CasinoPage'), middleware: open },
  { path: 'privacy', load: () => import('../features/content/PrivacyPage'), middleware: open },
  { path: 'promotion', load: () => import('../features/promotion/PromotionPage'), middleware: open },
  { path: 'promotion/:id', load: () => import('../features/promotion/PromotionPage'), middleware: open },
  { path: 'responsible', load: () => import('../features/content/ResponsiblePage'), middleware: open },
  { path: 'restriction', load: () => import('../features/content/RestrictionPage'), middleware: [] },
  { path: 'sign-up', load: () => import('../features/auth/SignUpPage'), middleware: ['restriction', 'guest'] },
  { path: 'terms', load: () => import('../features/content/TermsPage'), middleware: open },
  { path: 'threedsecure', load: () => import('../features/payment/ThreeDSecurePage'), middleware: open },
  { path: 'user-management', load: () => import('../features/account/UserManagementPage'), middleware: ['restriction', 'auth'] },
  { path: 'welcome', load: () => import('../features/welcome/WelcomePage'), middleware: open },
];

/** The page definition serving a locale-neutral path ('/faq/3' -> 'faq/:id'). */
export function matchPage(path: string, pages: readonly PageDef[] = PAGES): PageDef | undefined {
  const parts = path.split(/[?#]/)[0].split('/').filter(Boolean);
  return pages.find((page) => {
    const pattern = page.path.split('/').filter(Boolean);
    return pattern.length === parts.length && pattern.every((seg, i) => seg.startsWith(':') || seg === parts[i]);
  });
}
