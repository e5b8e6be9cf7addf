import { useId, useState, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
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
function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list === '' ? undefined : list;
}

/** A control's id (given or generated) and the ARIA attributes tying it to its hint and error. */
export function useFieldIds(id: string | undefined, error?: string, hint?: ReactNode) {
  const generated = useId();
  const fieldId = id ?? generated;
  const errorId = `${fieldId}-error`;
  const hintId = `${fieldId}-hint`;
  const aria = {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(hint ? hintId : false, error ? errorId : false),
  } as const;
  return { fieldId, errorId, hintId, aria };
}

/** A control's validation message, announced when it appears. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <div id={id} className="invalid-feedback" role="alert">
      {error}
    </div>
  ) : null;
}

/** A lasting help text under a control. */
export function FieldHint({ id, hint }: { id: string; hint?: ReactNode }) {
  return hint ? (
    <div id={id} className="form-text">
      {hint}
    </div>
  ) : null;
}

/** A labelled Bootstrap form control with its validation message. */
export function Field({ label, className = 'col-12', id, error, hint, ...input }: FieldProps) {
  const { fieldId, errorId, hintId, aria } = useFieldIds(id, error, hint);
  return (
    <div className={className}>
      <label htmlFor={fieldId} className="form-label">
        {label}
      </label>
      <input id={fieldId} className={error ? 'form-control is-invalid' : 'form-control'} {...aria} {...input} />
      <FieldError id={errorId} error={error} />
      <FieldHint id={hintId} hint={hint} />
    </div>
  );
}

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  className?: string;
  error?: string;
  hint?: ReactNode;
};

/** A labelled multi-line text (a message) with its validation message, like `Field`. */
export function TextAreaField({ label, className = 'col-12', id, error, hint, rows = 5, ...textarea }: TextAreaFieldProps) {
  const { fieldId, errorId, hintId, aria } = useFieldIds(id, error, hint);
  return (
    <div className={className}>
      <label htmlFor={fieldId} className="form-label">
        {label}
      </label>
      <textarea id={fieldId} rows={rows} className={error ? 'form-control is-invalid' : 'form-control'} {...aria} {...textarea} />
      <FieldError id={errorId} error={error} />
      <FieldHint id={hintId} hint={hint} />
    </div>
  );
}

type PasswordFieldProps = Omit<FieldProps, 'type'> & {
  /** Accessible name of the show-password toggle (pressed while the password shows). */
  revealLabel: string;
};

/** A password control with a button that shows what was typed (fewer typos on a phone). */
export function PasswordField({ label, className = 'col-12', id, error, hint, revealLabel, ...input }: PasswordFieldProps) {
  const { fieldId, errorId, hintId, aria } = useFieldIds(id, error, hint);
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
          {...aria}
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
        <FieldError id={errorId} error={error} />
      </div>
      <FieldHint id={hintId} hint={hint} />
    </div>
  );
}
