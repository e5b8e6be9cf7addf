import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useLocalePath } from '../../../components/useLocale';
import { nextRealityCheck, useRealityCheckMinutes, useSessionSummary } from '../../../lib/realityCheck';
import { RealityCheckDialog } from './RealityCheckDialog';

const MINUTE = 60_000;

/**
 * Real-money play with its reality check: at the session's start (the last sign-in) plus a whole
 * number of the player's intervals, the first such moment after the page opened, the game stops
 * behind a dialog of what the session moved. Keep playing brings the next one an interval later;
 * stop playing goes back to the lobby. The player may choose never (responsible gaming tab).
 */
export function RealityCheck({ children }: { children: ReactNode }) {
  const [minutes] = useRealityCheckMinutes();
  const summary = useSessionSummary();
  const { refetch } = summary;
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const [pageOpenedAt] = useState(() => Date.now());
  /** When the dialog opened (Unix ms), null while the game is played. */
  const [openedAt, setOpenedAt] = useState<number | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  // The session's start; if it cannot be read, the page's opening: the check still comes (and
  // reads the summary again).
  const startedAt = summary.data?.started_at ?? (summary.isError ? pageOpenedAt : null);

  useEffect(() => {
    if (openedAt !== null || minutes === null || startedAt === null) return;
    const now = Date.now();
    const due = nextRealityCheck(startedAt, minutes * MINUTE, now);
    const timer = window.setTimeout(() => {
      // Kept before the game becomes inert (which takes the focus away from it).
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setOpenedAt(Date.now());
      void refetch();
    }, due - now);
    return () => window.clearTimeout(timer);
  }, [openedAt, minutes, startedAt, refetch]);

  // The dialog closed: the focus goes back where it was in the game.
  useEffect(() => {
    if (openedAt !== null) return;
    returnFocus.current?.focus();
    returnFocus.current = null;
  }, [openedAt]);

  const keep = useCallback(() => setOpenedAt(null), []);
  const stop = () => navigate(localePath('/online-casino'));

  return (
    <>
      <div className="reality-check-scope" inert={openedAt !== null}>
        {children}
      </div>
      {openedAt !== null && startedAt !== null ? (
        <RealityCheckDialog summary={summary} openedAt={openedAt} startedAt={startedAt} onKeep={keep} onStop={stop} />
      ) : null}
    </>
  );
}
