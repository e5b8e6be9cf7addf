import { ChipSelector } from './ChipSelector';
import { useEngineText } from './strings';

/**
 * Under a chip layout: the chip value, the engine's total (or why it refuses the layout), the
 * refusal of a bet, and the buttons: place the bet, remove the last chip, clear.
 */
export function LayoutFooter({
  layout,
  chips,
  chip,
  onChip,
  currency,
  busy,
  submit,
  onSubmit,
  canSubmit = true,
}: {
  layout: { spots: readonly unknown[]; total: { text?: string; error?: string } | null; failure: string | null; undo: () => void; clear: () => void };
  chips: number[];
  chip: number;
  onChip: (cents: number) => void;
  currency: string;
  busy: boolean;
  submit: string;
  onSubmit: () => void;
  /** False keeps the submit button disabled while chips can still be placed (a closed live window). */
  canSubmit?: boolean;
}) {
  const t = useEngineText();
  const empty = layout.spots.length === 0;
  return (
    <>
      <div className="engine-controls">
        <ChipSelector chips={chips} value={chip} onChange={onChip} currency={currency} disabled={busy} />
      </div>
      <p className="layout-total" aria-live="polite">
        {layout.total === null ? t('layout.empty') : layout.total.error ? layout.total.error : t('layout.total', { amount: layout.total.text, chips: layout.spots.length })}
      </p>
      {layout.failure ? (
        <p className="alert alert-danger mb-0" role="alert">
          {layout.failure}
        </p>
      ) : null}
      <div className="engine-actions">
        <button type="button" className="btn btn-secondary" disabled={busy || empty || !canSubmit} onClick={onSubmit}>
          {submit}
        </button>
        <button type="button" className="btn btn-outline-secondary" disabled={busy || empty} onClick={layout.undo}>
          {t('layout.undo')}
        </button>
        <button type="button" className="btn btn-outline-secondary" disabled={busy || empty} onClick={layout.clear}>
          {t('layout.clear')}
        </button>
      </div>
    </>
  );
}
