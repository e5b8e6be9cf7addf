import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

type CheckFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode;
  className?: string;
  error?: string;
};

/** A labelled checkbox with its validation message. */
export function CheckField({ label, className = 'col-12', id, error, ...input }: CheckFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const errorId = `${fieldId}-error`;
  return (
    <div className={className}>
      <div className="form-check">
        <input
          id={fieldId}
          type="checkbox"
          className={error ? 'form-check-input is-invalid' : 'form-check-input'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        <label className="form-check-label" htmlFor={fieldId}>
          {label}
        </label>
        {error ? (
          <div id={errorId} className="invalid-feedback" role="alert">
            {error}
          </div>
        ) : null}
      </div>
    </div>
  );
}
