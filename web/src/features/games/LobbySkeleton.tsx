const TILES = Array.from({ length: 12 }, (_, i) => i);

/** Grey tiles where games are coming, with the loading text for screen readers. */
export function LobbySkeleton({ label }: { label: string }) {
  return (
    <div className="lobby-skeleton" role="status">
      <span className="visually-hidden">{label}</span>
      <ul className="game-grid" aria-hidden="true">
        {TILES.map((i) => (
          <li key={i} className="game-cell">
            <span className="game-tile is-skeleton">
              <span className="game-thumb skeleton-block" />
              <span className="game-meta">
                <span className="skeleton-line skeleton-block" />
                <span className="skeleton-line short skeleton-block" />
              </span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
