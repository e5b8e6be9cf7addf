import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldError, FieldHint, useFieldIds } from './Field';

type CheckFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode;
  className?: string;
  error?: string;
  /** A help text under the checkbox (read with it by screen readers). */
  hint?: ReactNode;
};

/** A labelled checkbox with its validation message. */
export function CheckField({ label, className = 'col-12', id, error, hint, ...input }: CheckFieldProps) {
  const { fieldId, errorId, hintId, aria } = useFieldIds(id, error, hint);
  return (
    <div className={className}>
      <div className="form-check">
        <input id={fieldId} type="checkbox" className={error ? 'form-check-input is-invalid' : 'form-check-input'} {...aria} {...input} />
        <label className="form-check-label" htmlFor={fieldId}>
          {label}
        </label>
        <FieldError id={errorId} error={error} />
        <FieldHint id={hintId} hint={hint} />
      </div>
    </div>
  );
}
