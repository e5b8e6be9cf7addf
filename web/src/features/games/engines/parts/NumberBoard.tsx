import { useRef, useState, type KeyboardEvent } from 'react';

interface Props {
  /** Numbers 1..count. */
  count: number;
  columns: number;
  label: string;
  /** Names a number for screen readers (its state is told by aria-pressed). */
  name: (n: number) => string;
  picked: readonly number[];
  /** Drawn numbers of the last round, and those of them the player had picked. */
  drawn?: readonly number[];
  onToggle: (n: number) => void;
  /** No more picks: unpicked numbers are disabled. */
  full: boolean;
  disabled: boolean;
}

/**
 * A board of numbers to pick (keno, lotto): toggle buttons in a grid, one tab stop, the arrow
 * keys (and Home, End) moving between numbers. The last draw shows on it: drawn, and hit.
 */
export function NumberBoard({ count, columns, label, name, picked, drawn = [], onToggle, full, disabled }: Props) {
  const [focus, setFocus] = useState(1);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const move = (e: KeyboardEvent, n: number) => {
    const step: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: columns, ArrowUp: -columns };
    let next: number | null = null;
    if (e.key in step) next = n + step[e.key];
    else if (e.key === 'Home') next = 1;
    else if (e.key === 'End') next = count;
    if (next === null) return;
    e.preventDefault();
    if (next < 1 || next > count) return;
    setFocus(next);
    refs.current[next]?.focus();
  };

  return (
    <div className="engine-board" role="group" aria-label={label} style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
      {Array.from({ length: count }, (_, i) => i + 1).map((n) => {
        const on = picked.includes(n);
        const wasDrawn = drawn.includes(n);
        return (
          <button
            key={n}
            ref={(el) => {
              refs.current[n] = el;
            }}
            type="button"
            tabIndex={n === focus ? 0 : -1}
            aria-pressed={on}
            aria-label={name(n)}
            className={`${wasDrawn ? 'is-drawn' : ''} ${wasDrawn && on ? 'is-hit' : ''}`}
            // Disabled buttons keep their place in the roving order: aria-disabled, not disabled.
            aria-disabled={disabled || (full && !on) ? true : undefined}
            onClick={() => {
              setFocus(n);
              if (!disabled && !(full && !on)) onToggle(n);
            }}
            onKeyDown={(e) => move(e, n)}
          >
            {n}
          </button>
        );
      })}
    </div>
  );
}
