import { PlayingCard } from '../../play/controls';
import { useEngineText } from './strings';

/** A hand: its name (and total or category), then its cards, each named for screen readers. */
export function CardRow({ label, cards, extra, faceDown = 0 }: { label: string; cards: string[]; extra?: string; faceDown?: number }) {
  return (
    <section className="engine-hand" aria-label={label}>
      <p className="engine-hand-label">
        {label}
        {extra ? <span className="engine-hand-extra"> · {extra}</span> : null}
      </p>
      <div className="play-cards">
        {cards.map((c, i) => (
          <PlayingCard key={`${c}-${i}`} code={c} />
        ))}
        {Array.from({ length: faceDown }, (_, i) => (
          <FaceDown key={`down-${i}`} />
        ))}
      </div>
    </section>
  );
}

/** A card not shown yet. */
export function FaceDown() {
  const t = useEngineText();
  return (
    <span className="play-card play-card-back" role="img" aria-label={t('card.back')}>
      <span aria-hidden="true">?</span>
    </span>
  );
}
