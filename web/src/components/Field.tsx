import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { EyeIcon, EyeOffIcon } from './Icons';

type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  className?: string;
  /** The message of the rule the value fails, shown under the control and announced. */
  error?: string;
  /** A lasting help text under the control (read with it by screen readers). */
  hint?: ReactNode;
};

/** Ids of the texts that describe a control: its hint, then its error. */
export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list === '' ? undefined : list;
}

/** A labelled Bootstrap form control with its validation message. */
export function Field({ label, className = 'col-12', id, error, hint, ...input }: FieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const errorId = `${fieldId}-error`;
  const hintId = `${fieldId}-hint`;
  return (
    <div className={className}>
      <label htmlFor={fieldId} className="form-label">
        {label}
      </label>
      <input
        id={fieldId}
        className={error ? 'form-control is-invalid' : 'form-control'}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint ? hintId : false, error ? errorId : false)}
        {...input}
      />
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

type PasswordFieldProps = Omit<FieldProps, 'type'> & {
  /** Accessible name of the show-password toggle (pressed while the password shows). */
  revealLabel: string;
};

/** A password control with a button that shows what was typed (fewer typos on a phone). */
export function PasswordField({ label, className = 'col-12', id, error, hint, revealLabel, ...input }: PasswordFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const errorId = `${fieldId}-error`;
  const hintId = `${fieldId}-hint`;
  const [visible, setVisible] = useState(false);
  return (
    <div className={className}>
      <label htmlFor={fieldId} className="form-label">
        {label}
      </label>
      <div className={error ? 'input-group has-validation' : 'input-group'}>
        <input
          id={fieldId}
          type={visible ? 'text' : 'password'}
          className={error ? 'form-control is-invalid' : 'form-control'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hint ? hintId : false, error ? errorId : false)}
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          {...input}
        />
        <button
          type="button"
          className="btn btn-outline-secondary btn-reveal"
          aria-label={revealLabel}
          aria-pressed={visible}
          aria-controls={fieldId}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />}
        </button>
        {error ? (
          <div id={errorId} className="invalid-feedback" role="alert">
            {error}
          </div>
        ) : null}
      </div>
      {hint ? (
        <div id={hintId} className="form-text">
          {hint}
        </div>
      ) : null}
    </div>
  );
}
