import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { describedBy } from './Field';

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  className?: string;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
};

/** A labelled select with its validation message, like `Field`. */
export function SelectField({ label, className = 'col-12', id, error, hint, children, ...select }: SelectFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const errorId = `${fieldId}-error`;
  const hintId = `${fieldId}-hint`;
  return (
    <div className={className}>
      <label htmlFor={fieldId} className="form-label">
        {label}
      </label>
      <select
        id={fieldId}
        className={error ? 'form-select is-invalid' : 'form-select'}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint ? hintId : false, error ? errorId : false)}
        {...select}
      >
        {children}
      </select>
      {error ? (
        <div id={errorId} className="invalid-feedback" role="alert">
          {error}
        </div>
      ) : null}
      {hint ? (
        <div id={hintId} className="form-text">
          {hint}
        </div>
      ) : null}
    </div>
  );
}
