import type { Failure } from '../../api/errors';
import { ensureStaffStrings } from '../../i18n/sharedStrings';
import { useErrorText } from '../../i18n/useErrorText';
import { useTranslationWith } from '../../i18n/useTranslationWith';

/**
 * What a section of the staff area says while its first reading runs (a spinner, announced) or
 * once it failed (why, and a button to try again).
 */
export function ReadingState({ loading, failure, onRetry }: { loading: boolean; failure: Failure | null; onRetry: () => void }) {
  const { t } = useTranslationWith(ensureStaffStrings);
  const { text } = useErrorText();
  return (
    <>
      {failure ? (
        <div>
          <p className="alert alert-danger" role="alert">
            {text(failure.code, failure.params)}
          </p>
          <button type="button" className="btn btn-secondary" onClick={onRetry}>
            {t('staff.retry')}
          </button>
        </div>
      ) : null}
      {loading ? (
        <div className="d-flex align-items-center gap-2 py-3" role="status">
          <span className="spinner" aria-hidden="true" />
          <span>{t('staff.loading')}</span>
        </div>
      ) : null}
    </>
  );
}
