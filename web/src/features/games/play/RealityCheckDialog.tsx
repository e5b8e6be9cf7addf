import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import type { SessionSummary } from '../../../api/generated/api';
import { LocaleLink } from '../../../components/LocaleLink';
import { FOCUSABLE } from '../../../components/Modal';
import { useRulebook } from '../../../core/useRulebook';
import { openAccountTab } from '../../../lib/accountTabs';
import { formatMoney, formatSignedMoney } from '../../../lib/money';
import { formatHoursMinutes } from '../../../lib/units';
import { usePlayText } from './strings';

interface RealityCheckDialogProps {
  /** The session's summary, read again when the dialog opened. */
  summary: UseQueryResult<SessionSummary>;
  /** When the dialog opened (Unix ms): the figures shown are read after it. */
  openedAt: number;
  /** When the session began, as known before the dialog read the summary again. */
  startedAt: number;
  onKeep: () => void;
  onStop: () => void;
}

/**
 * The reality check itself: how long the player has played since signing in and what the
 * session moved (rounds, stakes, what they paid back, the net result stated plainly, with neither
 * praise nor colour). It never hurries: no countdown, and the focus goes to the dialog rather
 * than to a button, so a key held down for the game behind it decides nothing. While it is open,
 * no key reaches the page behind it; Escape keeps playing.
 */
export function RealityCheckDialog({ summary, openedAt, startedAt, onKeep, onStop }: RealityCheckDialogProps) {
  const t = usePlayText();
  const lang = useTranslation().i18n.language;
  const rules = useRulebook();
  const titleId = useId();
  const bodyId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const keepRef = useRef(onKeep);
  useEffect(() => {
    keepRef.current = onKeep;
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    dialog.focus();
    document.body.classList.add('modal-open');
    // On the window, while capturing: no listener of the page (a game's shortcuts, the expanded
    // layout's Escape) hears a key while the dialog is open. The dialog's own buttons and link
    // still work: a key activates them by its default action, not by a listener.
    const onKey = (event: KeyboardEvent) => {
      event.stopPropagation();
      const inside = event.target instanceof Node && dialog.contains(event.target) && event.target !== dialog;
      if (event.type !== 'keydown') {
        if (!inside) event.preventDefault();
      } else if (event.key === 'Escape') {
        event.preventDefault();
        keepRef.current();
      } else if (event.key === 'Tab') {
        trapTab(event, dialog);
      } else if (!inside) {
        event.preventDefault();
      }
    };
    const types = ['keydown', 'keypress', 'keyup'] as const;
    for (const type of types) window.addEventListener(type, onKey, true);
    return () => {
      for (const type of types) window.removeEventListener(type, onKey, true);
      document.body.classList.remove('modal-open');
    };
  }, []);

  const fresh = !summary.isFetching && summary.data !== undefined && summary.dataUpdatedAt >= openedAt ? summary.data : null;
  const failed = !fresh && !summary.isFetching && summary.isError && summary.errorUpdatedAt >= openedAt;
  const since = fresh?.started_at ?? startedAt;
  const money = (amount: string) => formatMoney(rules, amount, fresh?.currency ?? '');

  return (
    <div className="app-modal-backdrop" role="presentation">
      <div
        className="app-modal card shadow-lg reality-check"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        tabIndex={-1}
        ref={dialogRef}
      >
        <div className="card-header">
          <h2 id={titleId} className="h5 mb-0">
            {t('reality.title')}
          </h2>
        </div>
        <div className="card-body">
          <div id={bodyId}>
            <p>{t('reality.elapsed', { time: formatHoursMinutes(lang, openedAt - since) })}</p>
            {fresh ? (
              <ul className="list-unstyled mb-3">
                <li>{t('reality.rounds', { rounds: new Intl.NumberFormat(lang).format(fresh.rounds) })}</li>
                <li>{t('reality.staked', { amount: money(fresh.staked) })}</li>
                <li>{t('reality.returned', { amount: money(fresh.returned) })}</li>
                <li className="fw-semibold">{t('reality.net', { amount: formatSignedMoney(rules, fresh.net, fresh.currency) })}</li>
              </ul>
            ) : failed ? null : (
              <p className="d-flex align-items-center gap-2" role="status">
                <span className="spinner spinner-sm" aria-hidden="true" />
                <span>{t('reality.loading')}</span>
              </p>
            )}
            {fresh ? <p className="small text-body-secondary">{t('reality.scope')}</p> : null}
          </div>
          {failed ? (
            <div className="mb-3">
              <p className="alert alert-warning mb-2" role="alert">
                {t('reality.failed')}
              </p>
              <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => void summary.refetch()}>
                {t('reality.retry')}
              </button>
            </div>
          ) : null}
          <p>{t('reality.question')}</p>
          <div className="d-flex flex-wrap gap-2 justify-content-end">
            <button type="button" className="btn btn-outline-secondary" onClick={onKeep}>
              {t('reality.keep')}
            </button>
            <button type="button" className="btn btn-secondary" onClick={onStop}>
              {t('reality.stop')}
            </button>
          </div>
          <p className="mt-3 mb-0 text-end">
            <LocaleLink to="/user-management" state={openAccountTab('bets')}>
              {t('reality.history')}
            </LocaleLink>
          </p>
        </div>
      </div>
    </div>
  );
}

/** Tab and Shift+Tab go round the dialog's controls and never leave it. */
function trapTab(event: KeyboardEvent, dialog: HTMLElement) {
  const items = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
  if (items.length === 0) {
    event.preventDefault();
    return;
  }
  const head = items[0];
  const tail = items[items.length - 1];
  const active = document.activeElement;
  if (!dialog.contains(active) || active === dialog) {
    event.preventDefault();
    (event.shiftKey ? tail : head).focus();
  } else if (event.shiftKey && active === head) {
    event.preventDefault();
    tail.focus();
  } else if (!event.shiftKey && active === tail) {
    event.preventDefault();
    head.focus();
  }
}
