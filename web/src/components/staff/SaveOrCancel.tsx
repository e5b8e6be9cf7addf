import { ensureStaffStrings } from '../../i18n/sharedStrings';
import { useTranslationWith } from '../../i18n/useTranslationWith';

/** An in-place staff form's buttons: save (saying it works while the call runs) and cancel. */
export function SaveOrCancel({ busy, label, onCancel }: { busy: boolean; label: string; onCancel: () => void }) {
  const { t } = useTranslationWith(ensureStaffStrings);
  return (
    <div className="col-12 d-flex flex-wrap gap-2">
      <button type="submit" className="btn btn-secondary" disabled={busy}>
        {busy ? <span className="spinner spinner-sm me-2" aria-hidden="true" /> : null}
        {busy ? t('staff.working') : label}
      </button>
      <button type="button" className="btn btn-outline-secondary" onClick={onCancel} disabled={busy}>
        {t('staff.cancel')}
      </button>
    </div>
  );
}
