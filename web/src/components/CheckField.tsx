import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldError, useFieldIds } from './Field';

type CheckFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode;
  className?: string;
  error?: string;
};

/** A labelled checkbox with its validation message. */
export function CheckField({ label, className = 'col-12', id, error, ...input }: CheckFieldProps) {
  const { fieldId, errorId, aria } = useFieldIds(id, error);
  return (
    <div className={className}>
      <div className="form-check">
        <input id={fieldId} type="checkbox" className={error ? 'form-check-input is-invalid' : 'form-check-input'} {...aria} {...input} />
        <label className="form-check-label" htmlFor={fieldId}>
          {label}
        </label>
        <FieldError id={errorId} error={error} />
      </div>
    </div>
  );
}
