import { localizePath, stripLocale, type Locale } from '../i18n/locales';

export interface GuardContext {
  loggedIn: boolean;
  countryCode: string | null;
  countryBlackList: readonly string[];
  /** The server found the visitor's address in the network blacklist. */
  ipBlacklisted: boolean;
  locale: Locale;
  pathname: string;
}

/** A guard answers null to let the visitor in, or the path to send them to. */
export type Guard = (ctx: GuardContext) => string | null;

export const guards: Record<string, Guard> = {
  /** Protected pages: visitors who are not logged in go to the locale's root. */
  auth: (ctx) => (ctx.loggedIn ? null : localizePath('/', ctx.locale)),
  /** Guest-only pages (registration): logged-in players go home. */
  guest: (ctx) => (ctx.loggedIn ? localizePath('/', ctx.locale) : null),
  /**
   * Visitors from a blacklisted country or network go to /restriction (the lookup arrives later).
   */
  restriction: (ctx) => {
    if (stripLocale(ctx.pathname) === '/restriction') return null;
    if (ctx.ipBlacklisted) return localizePath('/restriction', ctx.locale);
    if (!ctx.countryCode) return null;
    const code = ctx.countryCode.toUpperCase();
    return ctx.countryBlackList.some((c) => c.toUpperCase() === code) ? localizePath('/restriction', ctx.locale) : null;
  },
};

export type GuardOutcome = { kind: 'allow' } | { kind: 'redirect'; to: string } | { kind: 'error'; status: number; name: string };

/** Runs named guards in order; an unknown name is a server-side style error (500). */
export function runGuards(names: readonly string[], ctx: GuardContext, registry: Record<string, Guard> = guards): GuardOutcome {
  for (const name of names) {
    const guard = Object.hasOwn(registry, name) ? registry[name] : undefined;
    if (!guard) return { kind: 'error', status: 500, name };
    const to = guard(ctx);
    if (to !== null && to !== ctx.pathname) return { kind: 'redirect', to };
  }
  return { kind: 'allow' };
}
