import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './Icons';
import { LocaleLink } from './LocaleLink';
import { dismissToast, useToasts, type Toast } from '../lib/toasts';

/** How long good news stays; a failure stays until dismissed (it asks for something). */
const SHOWN_MS = 10_000;

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation();
  // Hovered or focused: the player is reading it, or about to follow its link.
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (toast.tone === 'error' || held) return;
    const timer = window.setTimeout(() => dismissToast(toast.id), SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [toast, held]);
  return (
    <div
      className={`app-toast app-toast-${toast.tone}`}
      data-testid="toast"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <div className="app-toast-body">
        <p className="mb-0">{t(toast.key, toast.values ?? {})}</p>
        {toast.link ? (
          <LocaleLink to={toast.link.to} state={toast.link.state} className="app-toast-link" onClick={() => dismissToast(toast.id)}>
            {t(toast.link.labelKey)}
          </LocaleLink>
        ) : null}
      </div>
      <button type="button" className="btn btn-icon app-toast-close" aria-label={t('toast.dismiss')} onClick={() => dismissToast(toast.id)}>
        <CloseIcon size={16} />
      </button>
    </div>
  );
}

/**
 * The page's notifications, at the top right under the header (on a phone, across the top), clear
 * of a game's stake and spin controls below. Two live regions that are always in the page, so a
 * screen reader announces what arrives: news politely, a failure at once. Regions without a role:
 * an empty status or alert would be one more landmark-like element for every page's readers.
 */
export function Toaster() {
  const toasts = useToasts();
  const news = toasts.filter((toast) => toast.tone !== 'error');
  const failures = toasts.filter((toast) => toast.tone === 'error');
  return (
    <div className="app-toasts">
      <div aria-live="polite" className="app-toast-list" data-testid="toasts-polite">
        {news.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </div>
      <div aria-live="assertive" className="app-toast-list" data-testid="toasts-assertive">
        {failures.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </div>
    </div>
  );
}
