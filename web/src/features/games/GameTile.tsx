import { memo, type CSSProperties } from 'react';
import type { GameSummary } from '../../api/generated/api';
import { LiveTileStatus } from './LiveTileStatus';

/** The words of a tile in the page's language, made once per language for every tile. */
export interface TileText {
  /** The RTP as a percentage in the page's language (`"96.12"` -> `96,12 %`). */
  rtp: (rtp: string) => string;
  /** The RTP badge (`RTP 96,12 %`). */
  rtpBadge: (rtp: string) => string;
  /** The link's accessible name: name, studio, RTP and badges. */
  label: (game: GameSummary, rtp: string, badges: string[]) => string;
  isNew: string;
  live: string;
}

const rtpFormats = new Map<string, Intl.NumberFormat>();

/**
 * An RTP (`"96.12"`) as a percentage in `lang` (`96,12 %`). The lobby and its tiles paint before
 * casino-core's module is wanted (it loads lazily, and a signed-out visitor of the lobby never
 * needs it), so this one figure is written by the browser's CLDR data: `money.test.ts` holds
 * casino-core's `format_percent` and this format identical in every language of the site. The
 * decimal string goes to `Intl` as a string, exactly, never through a float. The formatter is
 * made once per language: a page's first number format costs some 25 ms of locale data.
 */
export function formatRtp(lang: string, rtp: string): string {
  let percent = rtpFormats.get(lang);
  if (!percent) {
    percent = new Intl.NumberFormat(lang, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    rtpFormats.set(lang, percent);
  }
  // Intl's percent style takes a fraction: `96.12E-2` is read as the exact decimal 0.9612.
  return /^\d+(\.\d+)?$/.test(rtp.trim()) ? percent.format(`${rtp.trim()}E-2` as unknown as number) : rtp;
}

const COLOR = /^#[0-9a-f]{6}$/i;

/** The theme's two colours as the placeholder's gradient (CSS custom properties, set through the CSSOM). */
function gradient(colors: string[]): CSSProperties | undefined {
  const [from, to] = colors;
  if (!from || !COLOR.test(from)) return undefined;
  return { '--g1': from, '--g2': to && COLOR.test(to) ? to : from } as CSSProperties;
}

/**
 * One game of the lobby: its thumbnail over a gradient of its colours (seen while the image
 * loads), its name, studio, RTP and New/Live badges; the whole tile is one link to the game.
 * The game being played (the player's "more games" strip) has a highlighted border and
 * `aria-current`. In the lobby a live table's card also says where the table stands
 * (`liveStatus`). Memoised: appending a page renders only the new tiles. The lobby handles the clicks of all tiles
 * in one listener, so a tile holds no router state.
 */
export const GameTile = memo(function GameTile({ game, href, text, current = false, liveStatus = false }: { game: GameSummary; href: string; text: TileText; current?: boolean; liveStatus?: boolean }) {
  const rtp = text.rtp(game.rtp);
  const badges: string[] = [];
  if (game.is_new) badges.push(text.isNew);
  if (game.live) badges.push(text.live);
  return (
    <li className={current ? 'game-cell game-cell-current' : 'game-cell'}>
      <a className="game-tile" href={href} data-tile="" aria-label={text.label(game, rtp, badges)} aria-current={current ? 'page' : undefined}>
        <span className="game-thumb" style={gradient(game.colors)}>
          <img src={game.thumbnail} alt="" width={240} height={180} loading="lazy" decoding="async" />
          {badges.length > 0 ? (
            <span className="game-badges">
              {game.is_new ? <span className="game-badge game-badge-new">{text.isNew}</span> : null}
              {game.live ? <span className="game-badge game-badge-live">{text.live}</span> : null}
            </span>
          ) : null}
          <span className="game-rtp">{text.rtpBadge(rtp)}</span>
        </span>
        <span className="game-meta">
          <span className="game-name">{game.name}</span>
          <span className="game-provider">{game.provider_name}</span>
          {liveStatus && game.live ? <LiveTileStatus gameId={game.id} /> : null}
        </span>
      </a>
    </li>
  );
});
