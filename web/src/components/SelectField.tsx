import type { ReactNode, SelectHTMLAttributes } from 'react';
import { FieldError, FieldHint, useFieldIds } from './Field';

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  className?: string;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
};

/** A labelled select with its validation message, like `Field`. */
export function SelectField({ label, className = 'col-12', id, error, hint, children, ...select }: SelectFieldProps) {
  const { fieldId, errorId, hintId, aria } = useFieldIds(id, error, hint);
  return (
    <div className={className}>
      <label htmlFor={fieldId} className="form-label">
        {label}
      </label>
      <select id={fieldId} className={error ? 'form-select is-invalid' : 'form-select'} {...aria} {...select}>
        {children}
      </select>
      <FieldError id={errorId} error={error} />
      <FieldHint id={hintId} hint={hint} />
    </div>
  );
}
