/**
 * Build-time rendering of the public pages (SSR build, run by scripts/prerender.mjs): the HTML a
 * visitor without the service worker sees before the JavaScript has run, so the first paint does
 * not wait for React. The client renders the same tree over it (see main.tsx).
 */
import { renderToString } from 'react-dom/server';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { AppRoutes } from '../app/routes';
import { preloadPage } from '../app/chunkReload';
import { matchPage, PAGES } from '../app/pages';
import { createI18n } from '../i18n/i18n';
import { LOCALES, localeFromPath, localizePath, stripLocale } from '../i18n/locales';
import { createQueryClient } from '../lib/queryClient';
import { StoreProvider } from '../store/store';
import { takeRenderedTitle } from '../components/usePageTitle';
import { forgetVisitReadings, putVisitReading } from '../lib/visitReading';
import { contentKeys } from '../lib/contentReading';
import { frameKey, type FrameGame } from '../features/games/play/GameFrame';
import type { ContentPage, PlayerView, Slider } from '../api/generated/api';
import type { User } from '../store/store';

/**
 * The marks the server replaces with the content it holds when it answers a rendered page
 * (server/src/http/page_data.rs): the build has no database, so a content page is rendered
 * around marks, never around text that could be stale.
 */
export const MARK = {
  title: '%%CONTENT_TITLE%%',
  html: '%%CONTENT_HTML%%',
  slide: (field: string) => `%%SLIDE_${field.toUpperCase()}%%`,
  game: { id: '%%GAME_ID%%', name: '%%GAME_NAME%%', provider: '%%GAME_PROVIDER%%' },
};

/**
 * The game page is rendered once per language, as the frame of any game (GameFrame.tsx), at
 * `online-casino/_game`: the server answers `online-casino/<id>` with it, the game's marks filled
 * in. The `_` keeps the frame itself from being a page anyone can open.
 */
export const GAME_FRAME = 'online-casino/_game';

/** Content pages by route, and their slug. */
const CONTENT_PAGES = ['terms', 'privacy', 'refund-policy', 'responsible', 'about-us', 'why-choose-us'];

/** The marked readings a page renders around (none for pages without editable content). */
function markContent(route: string, lang: string): void {
  forgetVisitReadings();
  if (CONTENT_PAGES.includes(route)) {
    const page: ContentPage = { slug: route, locale: lang, title: MARK.title, html: MARK.html, id: '', version: 0, updated_at: 0 };
    putVisitReading(contentKeys.page(route, lang), { data: page });
  } else if (route === GAME_FRAME) {
    const game: FrameGame = { id: MARK.game.id, name: MARK.game.name, provider_name: MARK.game.provider };
    putVisitReading(frameKey(GAME_FRAME.split('/')[1]), { data: game });
  } else if (route === '') {
    // The router writes a link's path from the root: the mark starts with '/', as links do. The
    // first slide's picture, if it has one, comes with the app (pictures are lazy and hidden on
    // phones anyway).
    const [id, kicker, title, text, action] = ['id', 'kicker', 'title', 'text', 'action'].map(MARK.slide);
    const slide = { id, kicker, title, text, action, link: `/${MARK.slide('link')}`, image: '' };
    putVisitReading(contentKeys.slider(lang), { data: { slides: [slide] } satisfies Slider });
  }
}

export interface RenderedPage {
  /** The URL path ('/', '/en/faq'). */
  path: string;
  lang: string;
  title: string;
  description: string;
  /** The markup that goes inside `#root`. */
  html: string;
  /** Source files the page starts with (its chunk, its locale file), to preload from the HTML. */
  modules: string[];
}

/**
 * Pages whose content depends on their query (the 3-D Secure return, the tokens of the activation
 * and reset links). The verifier is not one: the round its query names fills the form once the
 * engines are here, and until then it shows the same title and wait either way.
 */
const QUERY_PAGES = new Set(['threedsecure', 'reset-password', 'welcome']);

/**
 * Pages behind the `auth` guard rendered as a signed-in player's frame: the header with the
 * account's links (no name, no balance yet) and the page's own frame, its data still to come. The
 * server answers anyone with it; the app then sends a visitor who is not signed in home, as it
 * does from the shell.
 */
const SIGNED_IN_FRAMES = new Set(['user-management']);

/** The player of a signed-in frame: signed in, nothing known of him yet. */
const FRAME_USER: User = { player: { username: '' } as PlayerView, scope: ['player'] };

/** Routes that start with the game player's texts (the frame of a game, the verifier). */
const PLAY_ROUTES = new Set([GAME_FRAME, 'provably-fair']);

/**
 * Pages worth rendering ahead: every locale's public pages without parameters. Pages behind the
 * `auth` guard depend on who is signed in, and query pages on their query.
 */
export function prerenderPaths(): string[] {
  const pages = PAGES.filter(
    // Guest pages (sign-up, sign-in) too: the app renders over the page (it does not hydrate), so a
    // signed-in visitor is sent home as soon as it starts, as without the rendered page.
    (p) =>
      !p.path.includes(':') && (!p.middleware.includes('auth') || SIGNED_IN_FRAMES.has(p.path)) && !QUERY_PAGES.has(p.path),
  );
  return LOCALES.flatMap((locale) => [...pages.map((p) => p.path), GAME_FRAME].map((path) => localizePath(`/${path}`, locale)));
}

export async function renderPage(path: string): Promise<RenderedPage> {
  const locale = localeFromPath(path);
  const i18n = await createI18n(locale);
  const page = matchPage(stripLocale(path));
  // With the page's module already here its lazy component renders at once, so the markup is
  // complete in one pass (streaming would add inline scripts, which the CSP refuses).
  if (page) await (await preloadPage(page.load)).prepare?.(i18n);
  const route = stripLocale(path).replace(/^\/+/, '');
  markContent(route, locale.lang);
  const user = SIGNED_IN_FRAMES.has(route) ? FRAME_USER : null;
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <StoreProvider initial={{ language: locale.lang, user }}>
          <StaticRouter location={path}>
            <AppRoutes />
          </StaticRouter>
        </StoreProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  const modules = [`src/i18n/locales/${locale.lang}.json`, ...(page ? [`src/${page.module}.tsx`] : [])];
  // Their texts are the game player's (prepared above): the app needs them before it starts.
  if (PLAY_ROUTES.has(route)) modules.push(`src/features/games/play/i18n/${locale.lang}.json`);
  return { path, lang: locale.lang, title: takeRenderedTitle(), description: i18n.t('meta.description'), html, modules };
}
