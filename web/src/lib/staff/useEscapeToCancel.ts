import { useEffect, useRef, type RefObject } from 'react';

/**
 * Escape cancels an in-place form (not while it is being saved), wherever the focus is inside
 * `root`. The latest `onCancel` is used, so the caller need not memoise it.
 */
export function useEscapeToCancel(root: RefObject<HTMLElement | null>, onCancel: () => void, busy: boolean): void {
  const cancelRef = useRef(onCancel);
  useEffect(() => {
    cancelRef.current = busy ? () => undefined : onCancel;
  });
  useEffect(() => {
    const element = root.current;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      cancelRef.current();
    };
    element?.addEventListener('keydown', onKey);
    return () => element?.removeEventListener('keydown', onKey);
  }, [root]);
}
