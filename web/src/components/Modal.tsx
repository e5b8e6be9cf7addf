import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CloseIcon } from './Icons';

/** What can take the focus inside a dialog (its focus trap goes round them). */
export const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface ModalProps {
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  /** A form of two columns (registration) rather than one. */
  wide?: boolean;
}

/** An accessible modal dialog: focus moves in and is trapped, Escape and the backdrop close it, focus returns. */
export function Modal({ title, closeLabel, onClose, children, wide = false }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current;
    const first = dialog?.querySelector<HTMLElement>('input, select, textarea') ?? dialog?.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus();
    document.body.classList.add('modal-open');
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        closeRef.current();
        return;
      }
      if (event.key !== 'Tab' || !dialog) return;
      const items = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
      if (items.length === 0) return;
      const head = items[0];
      const tail = items[items.length - 1];
      if (event.shiftKey && document.activeElement === head) {
        event.preventDefault();
        tail.focus();
      } else if (!event.shiftKey && document.activeElement === tail) {
        event.preventDefault();
        head.focus();
      } else if (!dialog.contains(document.activeElement)) {
        event.preventDefault();
        head.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.classList.remove('modal-open');
      previous?.focus?.();
    };
  }, []);

  return (
    <div className="app-modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()} role="presentation">
      <div className={`app-modal card shadow-lg${wide ? ' app-modal-wide' : ''}`} role="dialog" aria-modal="true" aria-labelledby={titleId} ref={dialogRef}>
        <div className="card-header d-flex align-items-center justify-content-between">
          <h2 id={titleId} className="h5 mb-0">
            {title}
          </h2>
          <button type="button" className="btn btn-icon" onClick={onClose} aria-label={closeLabel}>
            <CloseIcon size={20} />
          </button>
        </div>
        <div className="card-body">{children}</div>
      </div>
    </div>
  );
}
