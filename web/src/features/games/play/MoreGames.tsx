import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { GameSummary } from '../../../api/generated/api';
import { useLocale } from '../../../components/useLocale';
import { useCategoryGames } from '../api/getGames';
import { whenIdle } from '../../../lib/scheduling';
import { formatRtp, GameTile, type TileText } from '../GameTile';
import '../games.scss';
import { gamePlayerPath } from './paths';
import { PLAY_NS } from './strings';

/**
 * More games of the same category under the player, the one being played among them with a
 * highlighted border. Plain links: a click opens the game in
 * place, a middle click in a new tab.
 */
export function MoreGames({ game, mode }: { game: GameSummary; mode: string }) {
  const { t, i18n } = useTranslation(PLAY_NS);
  const locale = useLocale();
  const navigate = useNavigate();
  const listRef = useRef<HTMLUListElement>(null);
  const category = game.categories[0] ?? null;
  const read = useCategoryGames(category);
  const lang = i18n.language;
  // The strip is below the game: it waits until the browser is idle after the game's start-up,
  // and makes the number format it needs there, in a task of its own.
  const [idle, setIdle] = useState(false);
  useEffect(
    () =>
      whenIdle(() => {
        formatRtp(lang, '0');
        setIdle(true);
      }),
    [lang],
  );
  const games = useMemo(() => {
    if (read.isError) return [game];
    if (!read.data) return null;
    // The game played is always in the strip, first if the page did not bring it.
    const others = read.data.filter((g) => g.id !== game.id);
    return read.data.some((g) => g.id === game.id) ? read.data : [game, ...others.slice(0, 7)];
  }, [game, read.data, read.isError]);

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const onClick = (event: MouseEvent) => {
      const tile = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-tile]');
      if (!tile || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      navigate(tile.getAttribute('href') ?? '/');
    };
    list.addEventListener('click', onClick);
    return () => list.removeEventListener('click', onClick);
  }, [navigate, games, idle]);
  const text = useMemo<TileText>(() => {
    return {
      rtp: (rtp) => formatRtp(lang, rtp),
      rtpBadge: (rtp) => t('more.rtp', { value: rtp }),
      label: (g, rtp, badges) => [t('more.tile', { name: g.name, provider: g.provider_name, rtp }), ...badges].join(', '),
      isNew: t('more.new'),
      live: t('more.live'),
    };
  }, [t, lang]);

  if (!idle || !games || games.length === 0) return null;
  return (
    <section className="play-more" aria-labelledby="play-more-title">
      <h2 id="play-more-title" className="h5">
        {t('more.title')}
      </h2>
      <ul ref={listRef} className="game-grid play-more-grid">
        {games.map((g) => (
          <GameTile key={g.id} game={g} href={gamePlayerPath(locale, g.id, mode === 'fun' ? 'fun' : undefined)} text={text} current={g.id === game.id} />
        ))}
      </ul>
    </section>
  );
}
