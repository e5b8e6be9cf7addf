import { useId, type InputHTMLAttributes } from 'react';

type FieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; className?: string };

/** A labelled Bootstrap form control. */
export function Field({ label, className = 'col-12', id, ...input }: FieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <div className={className}>
      <label htmlFor={fieldId} className="form-label">
        {label}
      </label>
      <input id={fieldId} className="form-control" {...input} />
    </div>
  );
}
