import { useId } from 'react';
import { useGameKit } from '../../play/GameKit';
import { useEngineText } from './strings';

// The usual chip denominations, in cents; a table offers those between its limits.
const LADDER = [10, 20, 50, 100, 200, 500, 1000, 2500, 5000, 10_000, 25_000, 50_000, 100_000];
const MAX_CHIPS = 6;

/** The chips a table offers: its minimum, then the usual denominations above it up to its maximum. */
export function chipValues(min: number, max: number): number[] {
  const low = Math.max(min, 1);
  return [low, ...LADDER.filter((c) => c > low && c <= max)].slice(0, MAX_CHIPS);
}

/** The chip value each click places on the layout: a group of radio buttons (arrow keys move). */
export function ChipSelector({ chips, value, onChange, currency, disabled }: { chips: number[]; value: number; onChange: (cents: number) => void; currency: string; disabled: boolean }) {
  const t = useEngineText();
  const kit = useGameKit();
  const name = useId();
  return (
    <fieldset className="engine-chips" disabled={disabled}>
      <legend className="form-label">{t('chips.legend')}</legend>
      <div className="engine-chip-row">
        {chips.map((c) => (
          <label key={c} className={`engine-chip ${c === value ? 'is-selected' : ''}`}>
            <input type="radio" className="visually-hidden" name={name} value={c} checked={c === value} onChange={() => onChange(c)} />
            <span aria-hidden="true">{kit.games.cents_text(c).replace(/\.00$/, '')}</span>
            <span className="visually-hidden">{kit.cents(c, currency)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
