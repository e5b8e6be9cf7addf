import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { loadRules, type RuleFailure, type Rules } from './rules';

export type FormValues = Record<string, string | boolean>;
export type Failures<V> = Partial<Record<Extract<keyof V, string>, RuleFailure>>;

export interface RuleFormOptions<V extends FormValues> {
  initial: V | (() => V);
  /** casino-core's verdict on the whole form: the failing fields only. */
  check: (rules: Rules, values: V) => Failures<V>;
}

/**
 * State of a form checked by casino-core (WebAssembly) as the player types. A field's rule failure
 * shows once the field was first left or a submit was attempted; a failure the server reported
 * for a field (or an availability check) shows until the player changes that field. On a failed
 * submit the first invalid control, in page order, gets the focus.
 */
export function useRuleForm<V extends FormValues>({ initial, check }: RuleFormOptions<V>) {
  type Name = Extract<keyof V, string>;
  const [rules, setRules] = useState<Rules | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [values, setValues] = useState<V>(initial);
  // The latest values, for answers that arrive later (an availability check of a changed value is stale).
  const current = useRef<V>(values);
  const [touched, setTouched] = useState<Partial<Record<Name, boolean>>>({});
  const [showAll, setShowAll] = useState(false);
  const [reported, setReported] = useState<Failures<V>>({});
  const [focusRequest, setFocusRequest] = useState(0);
  // The form element's id: a failed submit focuses its first invalid control.
  const formId = useId();

  useEffect(() => {
    let live = true;
    loadRules().then(
      (r) => live && setRules(r),
      () => live && setLoadFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (focusRequest === 0) return;
    document.getElementById(formId)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest, formId]);

  const local = useMemo<Failures<V>>(() => (rules ? check(rules, values) : {}), [rules, values, check]);

  /** The failure to show under a field, if any. */
  const failureOf = (name: Name): RuleFailure | undefined =>
    ((touched[name] || showAll) ? local[name] : undefined) ?? reported[name];

  const set = useCallback((name: Name, value: V[Name]) => {
    current.current = { ...current.current, [name]: value };
    setValues((v) => ({ ...v, [name]: value }));
    setReported((r) => {
      if (!(name in r)) return r;
      const next = { ...r };
      delete next[name];
      return next;
    });
  }, []);

  const touch = useCallback((name: Name) => setTouched((s) => (s[name] ? s : { ...s, [name]: true })), []);

  /** Failures reported by the server (or a check) for some fields; `replace` drops earlier ones. */
  const report = useCallback((failures: Failures<V>, replace = false) => {
    setReported((r) => (replace ? { ...failures } : { ...r, ...failures }));
  }, []);

  const clearReported = useCallback((name: Name) => {
    setReported((r) => {
      if (!(name in r)) return r;
      const next = { ...r };
      delete next[name];
      return next;
    });
  }, []);

  /** Whether `name` still holds `value` (for answers about a value that arrive later). */
  const holds = useCallback((name: Name, value: V[Name]) => current.current[name] === value, []);

  const focusFirstInvalid = useCallback(() => setFocusRequest((n) => n + 1), []);

  /**
   * Shows every field's message and answers whether the form may be sent; when not, the first
   * invalid field gets the focus. Waits for the rulebook if it is still loading.
   */
  const validate = async (): Promise<boolean> => {
    setShowAll(true);
    let r = rules;
    if (!r) {
      try {
        r = await loadRules();
      } catch {
        return true; // no rulebook here (offline first visit): the server checks the same rules
      }
    }
    const failing = Object.keys(check(r, values)).length > 0 || Object.keys(reported).length > 0;
    if (failing) focusFirstInvalid();
    return !failing;
  };

  /** Back to the first state (after a successful submit that keeps the form on screen). */
  const reset = useCallback((next: V) => {
    current.current = next;
    setValues(next);
    setTouched({});
    setShowAll(false);
    setReported({});
  }, []);

  return {
    values,
    set,
    touch,
    failureOf,
    report,
    clearReported,
    holds,
    validate,
    focusFirstInvalid,
    reset,
    /** The `id` the form element must carry. */
    formId,
    /** The rulebook is loaded. */
    ready: rules !== null,
    /** The rulebook could not be loaded (offline on a first visit): the server still checks. */
    loadFailed,
    /** The current rule failures, shown or not (for checks that wait until a field passes). */
    local,
  };
}
