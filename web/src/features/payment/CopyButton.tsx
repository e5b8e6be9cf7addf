import { useTranslation } from 'react-i18next';

interface Props {
  value: string;
  /** What is copied, for the button's accessible name ("Copy: Reference"). */
  what: string;
  /** Told whether the value is on the clipboard now. */
  onResult: (copied: boolean) => void;
  className?: string;
}

/** Puts a value on the clipboard; the caller announces the result in its live region. */
export function CopyButton({ value, what, onResult, className = 'btn btn-outline-secondary btn-sm' }: Props) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(value);
      onResult(true);
    } catch {
      onResult(false);
    }
  };
  return (
    <button type="button" className={className} onClick={() => void copy()} aria-label={t('deposit.copyWhat', { what })}>
      <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
        <rect x="8" y="8" width="12" height="12" rx="2" />
        <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
      </svg>
      <span className="ms-1">{t('deposit.copy')}</span>
    </button>
  );
}
