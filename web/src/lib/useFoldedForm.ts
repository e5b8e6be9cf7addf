import { useEffect, useRef, useState } from 'react';

/**
 * A form folded behind a button (the staff file stays short): `toggle` opens or closes it and
 * clears the last outcome (`onToggle`), `cancel` closes it with the focus back on the button,
 * `finish` closes it and moves the focus to the outcome region once the form is gone.
 */
export function useFoldedForm(onToggle: () => void) {
  const [open, setOpen] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const [focusOutcome, setFocusOutcome] = useState(0);
  useEffect(() => {
    if (focusOutcome > 0) outcomeRef.current?.focus();
  }, [focusOutcome]);

  const toggle = () => {
    onToggle();
    setOpen((o) => !o);
  };
  const cancel = () => {
    setOpen(false);
    openerRef.current?.focus();
  };
  const finish = () => {
    setOpen(false);
    setFocusOutcome((n) => n + 1);
  };
  return { open, openerRef, outcomeRef, toggle, cancel, finish };
}
