import { memo } from 'react';

/**
 * A game symbol drawn with the project's art (`GameUrl.art`, the lobby thumbnails' pictures too):
 * the inner markup of an SVG whose view box is `0 0 64 64`, coloured with `currentColor`, so it
 * takes the text colour of where it stands (the theme, the light or dark mode, a winning cell).
 * Decorative: whoever draws it names the symbol.
 *
 * The markup is set as HTML on purpose: it is the server's own constants
 * (`casino_core::games::catalog::art`, sent by `front/get_game_url`), never a player's text, and
 * their tests allow shape elements only (no script, event handler, link or style).
 */
export const SymbolArt = memo(function SymbolArt({ markup }: { markup: string }) {
  return <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className="symbol-art" dangerouslySetInnerHTML={{ __html: markup }} />;
});
