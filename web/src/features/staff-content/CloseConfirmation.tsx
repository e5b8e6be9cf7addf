import { useEffect, useRef } from 'react';
import { ensureStaffStrings } from '../../i18n/sharedStrings';
import { useTranslationWith } from '../../i18n/useTranslationWith';
import { useEscapeToCancel } from '../../lib/staff/useEscapeToCancel';
import { ensureStaffContentStrings } from './strings';

interface ConfirmationProps {
  /** What players will see. */
  message: string;
  busy: boolean;
  onConfirm: () => void;
  onBack: () => void;
}

/**
 * The step before closing the site, in place of the form's button: it takes the focus when it
 * opens; Escape or "Keep it open" goes back to the form.
 */
export function CloseConfirmation({ message, busy, onConfirm, onBack }: ConfirmationProps) {
  const { t } = useTranslationWith(ensureStaffContentStrings, ensureStaffStrings);
  const rootRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), []);
  useEscapeToCancel(rootRef, onBack, busy);
  return (
    <div
      ref={rootRef}
      role="group"
      aria-labelledby="admin-settings-close-title"
      aria-describedby="admin-settings-close-lead"
      className="col-12"
    >
      <div className="alert alert-warning mb-0">
        <h3 id="admin-settings-close-title" ref={titleRef} tabIndex={-1} className="h6 mb-1">
          {t('staffContent.settings.confirm.title')}
        </h3>
        <p id="admin-settings-close-lead" className="mb-3">
          {t('staffContent.settings.confirm.lead', { message })}
        </p>
        <div className="d-flex flex-wrap gap-2">
          <button type="button" className="btn btn-danger" onClick={onConfirm} disabled={busy}>
            {busy ? <span className="spinner spinner-sm me-2" aria-hidden="true" /> : null}
            {busy ? t('staff.working') : t('staffContent.settings.confirm.submit')}
          </button>
          <button type="button" className="btn btn-outline-secondary" onClick={onBack} disabled={busy}>
            {t('staffContent.settings.confirm.back')}
          </button>
        </div>
      </div>
    </div>
  );
}
