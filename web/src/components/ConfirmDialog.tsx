import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from './Modal';

interface ConfirmDialogProps {
  title: string;
  /** What is about to happen (a summary the player or administrator checks). */
  children: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  backLabel: string;
  busy: boolean;
  /** Why the last attempt failed (announced); confirming again retries. */
  failure?: string | null;
  danger?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * A confirmation step before a call that moves money: the modal dialog of the site (focus moves
 * in and is trapped, Escape closes it, focus returns), which cannot be closed while the call runs.
 */
export function ConfirmDialog({ title, children, confirmLabel, busyLabel, backLabel, busy, failure, danger, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <Modal title={title} closeLabel={t('a11y.close')} onClose={close}>
      <div aria-busy={busy}>{children}</div>
      {failure ? (
        <p className="alert alert-danger mt-3 mb-0" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="d-flex flex-wrap gap-2 justify-content-end mt-3">
        <button type="button" className="btn btn-outline-secondary" onClick={close} disabled={busy}>
          {backLabel}
        </button>
        <button type="button" className={danger ? 'btn btn-danger' : 'btn btn-secondary'} onClick={onConfirm} disabled={busy}>
          {busy ? <span className="spinner spinner-sm me-2" aria-hidden="true" /> : null}
          {busy ? busyLabel : confirmLabel}
        </button>
      </div>
    </Modal>
  );
}

/** Label and value pairs of a summary (a dialog's or a detail view's). */
export function SummaryList({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="profile-list summary-list mb-0">
      {rows.map(([label, value]) => (
        <div key={label} className="profile-row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
