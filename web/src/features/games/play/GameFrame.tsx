import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameSummary } from '../../../api/generated/api';
import { useVisitReading } from '../../../lib/visitReading';
import { PLAY_NS } from './strings';

/** What the frame shows of a game: the server puts it into the page it answers (page data). */
export type FrameGame = Pick<GameSummary, 'id' | 'name' | 'provider_name'>;

/** The page-data key of a game's frame (server/src/http/page_data.rs writes it). */
export const frameKey = (id: string) => `game:frame:${id}`;

/** The game the server said this page shows, if it said (never fetched: the game's own load is). */
export function useFrameGame(id: string): FrameGame | undefined {
  return useVisitReading<{ data: FrameGame } | null>(frameKey(id), async () => null)?.data;
}

/** A visitor followed a real-money link: real money needs an account. */
export function AskedReal() {
  const { t } = useTranslation(PLAY_NS);
  return <p className="alert alert-info small">{t('player.realNeedsSignIn')}</p>;
}

/**
 * The game page before its engine and round have arrived: the page's bar (the game's name, its
 * studio, the play mode) and the game's picture where the game will be. The page is rendered this
 * way at build time and filled in by the server, so a phone paints the game's page at once
 * instead of a spinner, and the picture is the page's largest paint. The stage is as tall as the
 * screen: what comes below it never shows and then jumps away.
 */
export function GameFrame({ game, bar, askedReal }: { game: FrameGame; bar: ReactNode; askedReal: boolean }) {
  const { t } = useTranslation(PLAY_NS);
  return (
    <div className="game-player game-frame">
      {bar}
      {askedReal ? <AskedReal /> : null}
      <div className="player-body">
        <section className="player-stage game-frame-stage" aria-label={t('player.stage')}>
          <img className="game-frame-picture" src={`/api/thumbnails/${game.id}.svg`} alt="" width="400" height="300" />
          <div className="d-flex align-items-center justify-content-center gap-2 py-3" role="status">
            <span className="spinner spinner-sm" aria-hidden="true" />
            <span>{t('player.loading')}</span>
          </div>
        </section>
      </div>
    </div>
  );
}
