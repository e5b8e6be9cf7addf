import { PlayingCard } from '../../play/controls';
import { useEngineText } from './strings';

/**
 * A hand: its name (and total or category), then its cards, each named for screen readers.
 * With `turn`, the cards dealt now (`turn(i)` their place in the deal; `i` counts the cards
 * shown, then the face-down ones) come from the shoe.
 */
export function CardRow({
  label,
  cards,
  extra,
  faceDown = 0,
  turn,
}: {
  label: string;
  cards: string[];
  extra?: string;
  faceDown?: number;
  turn?: (i: number) => number | undefined;
}) {
  return (
    <section className="engine-hand" aria-label={label}>
      <p className="engine-hand-label">
        {label}
        {extra ? <span className="engine-hand-extra"> · {extra}</span> : null}
      </p>
      <div className="play-cards">
        {cards.map((c, i) => (
          <PlayingCard key={`${c}-${i}`} code={c} dealIndex={turn?.(i)} />
        ))}
        {Array.from({ length: faceDown }, (_, i) => (
          <FaceDown key={`down-${i}`} dealIndex={turn?.(cards.length + i)} />
        ))}
      </div>
    </section>
  );
}

/** A card not shown yet; with `dealIndex`, dealt face down (as `PlayingCard` deals). */
export function FaceDown({ dealIndex }: { dealIndex?: number }) {
  const t = useEngineText();
  const dealt = dealIndex !== undefined;
  return (
    <span
      className={dealt ? 'play-card play-card-back is-dealt' : 'play-card play-card-back'}
      style={dealt ? { ['--deal-delay' as string]: `calc(${dealIndex} * 180ms * var(--deal-scale, 1))` } : undefined}
      role="img"
      aria-label={t('card.back')}
    >
      <span aria-hidden="true">?</span>
    </span>
  );
}
