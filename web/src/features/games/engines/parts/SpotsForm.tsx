import { useId } from 'react';
import { Field } from '../../../../components/Field';
import { usePlayText } from '../../play/strings';
import type { useAmounts } from './useAmounts';
import { useEngineText } from './strings';

/**
 * The bet form of a table with several spots (player, banker, tie...): one amount per spot,
 * empty for no bet, the table's limits per spot as the hint, and the engine's refusal of the
 * whole bet above the button.
 */
export function SpotsForm<K extends string>({
  spots,
  amounts,
  labels,
  currency,
  limits,
  busy,
  canSubmit = true,
  submit,
  onSubmit,
}: {
  spots: readonly K[];
  amounts: ReturnType<typeof useAmounts<K>>;
  labels: Record<K, string>;
  currency: string;
  /** The hint under each field (the limits of one spot). */
  limits: string;
  busy: boolean;
  /** False while the bet cannot be sent yet (a live table between windows): the amounts stay editable. */
  canSubmit?: boolean;
  submit: string;
  onSubmit: () => void;
}) {
  const t = useEngineText();
  const tp = usePlayText();
  const id = useId();
  return (
    <form
      className="engine-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <fieldset className="row g-2 engine-spots" disabled={busy}>
        <legend className="form-label">{t('spots.legend', { currency: currency === 'FUN' ? tp('controls.funCurrency') : currency })}</legend>
        {spots.map((k) => (
          <Field
            key={k}
            id={`${id}-${k}`}
            className="col-12 col-sm-4"
            label={labels[k]}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            value={amounts.values[k]}
            error={amounts.errors[k]}
            onChange={(e) => amounts.set(k, e.target.value)}
          />
        ))}
        <p className="form-text col-12 mt-1 mb-0">{limits}</p>
      </fieldset>
      {amounts.failure ? (
        <p className="alert alert-danger mb-0" role="alert">
          {amounts.failure}
        </p>
      ) : null}
      <button type="submit" className="btn btn-secondary" disabled={busy || !canSubmit}>
        {submit}
      </button>
    </form>
  );
}
