import { useState, type DragEvent, type ReactNode } from 'react';
import { FieldError, FieldHint, useFieldIds } from '../../components/Field';

interface DropZoneProps {
  id: string;
  label: string;
  /** What the zone takes, read with the control. */
  hint: ReactNode;
  /** The chosen file's name and size, if any. */
  chosen: string | null;
  /** The rule the chosen file fails, shown under it and announced. */
  error?: string;
  disabled?: boolean;
  onChoose: (file: File) => void;
}

/**
 * A zone a picture can be dropped on, around a real file input with its visible label: the
 * keyboard (Tab, then Enter or Space) and screen readers use the input, a mouse may drop on the
 * zone. Its hint and its error are tied to the input.
 */
export function DropZone({ id, label, hint, chosen, error, disabled = false, onChoose }: DropZoneProps) {
  const { fieldId, errorId, hintId, aria } = useFieldIds(id, error, hint);
  const [dragging, setDragging] = useState(false);

  const over = (event: DragEvent<HTMLDivElement>) => {
    if (disabled) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onChoose(file);
  };

  const classes = ['document-drop-zone', dragging ? 'is-dragging' : '', error ? 'is-invalid' : ''].filter(Boolean).join(' ');
  return (
    <div className={classes} onDragEnter={over} onDragOver={over} onDragLeave={() => setDragging(false)} onDrop={drop} data-testid="document-drop-zone">
      <label htmlFor={fieldId} className="form-label fw-semibold">
        {label}
      </label>
      <input
        id={fieldId}
        name="file"
        type="file"
        accept="image/png,image/jpeg,image/gif"
        className={error ? 'form-control is-invalid' : 'form-control'}
        disabled={disabled}
        {...aria}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onChoose(file);
        }}
      />
      {chosen ? <p className="small mt-2 mb-0 text-break">{chosen}</p> : null}
      <FieldError id={errorId} error={error} />
      <FieldHint id={hintId} hint={hint} />
    </div>
  );
}
