import { useFieldIds } from './Field';

/** One choice of a radio group: its value and its label. */
export interface RadioChoice<T extends string> {
  value: T;
  label: string;
}

/**
 * A required choice among a few, as radios under a legend. Its failure is said under it, tied
 * to the group, which takes the focus on a failed submit (`tabIndex` -1).
 */
export function RadioGroupField<T extends string>({
  id,
  name,
  legend,
  choices,
  chosen,
  error,
  onChoose,
}: {
  id: string;
  name: string;
  legend: string;
  choices: RadioChoice<T>[];
  chosen: string;
  error?: string;
  onChoose: (value: T) => void;
}) {
  const { fieldId, errorId, aria } = useFieldIds(id, error);
  return (
    <fieldset id={fieldId} className="col-12" role="radiogroup" aria-labelledby={`${fieldId}-legend`} aria-required="true" tabIndex={-1} {...aria}>
      <legend id={`${fieldId}-legend`} className="form-label">
        {legend}
      </legend>
      {choices.map(({ value, label }) => (
        <div key={value} className="form-check">
          <input
            className={error ? 'form-check-input is-invalid' : 'form-check-input'}
            type="radio"
            name={name}
            id={`${fieldId}-${value}`}
            value={value}
            checked={chosen === value}
            onChange={() => onChoose(value)}
          />
          <label className="form-check-label" htmlFor={`${fieldId}-${value}`}>
            {label}
          </label>
        </div>
      ))}
      {error ? (
        <div id={errorId} className="invalid-feedback d-block" role="alert">
          {error}
        </div>
      ) : null}
    </fieldset>
  );
}
