import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useFormik, type FormikErrors, type FormikTouched } from 'formik';
import { loadRules, type RuleFailure, type Rules } from './rules';
import { useRulebookLoad } from './useRulebook';

export type FormValues = Record<string, string | boolean>;
export type Failures<V> = Partial<Record<Extract<keyof V, string>, RuleFailure>>;

export interface CoreFormikOptions<V extends FormValues> {
  initial: V | (() => V);
  /** casino-core's verdict on the whole form: the failing fields only. */
  check: (rules: Rules, values: V) => Failures<V>;
  /** Sends a form that passed the rules (and has no failure the server reported still standing). */
  onSubmit: (values: V) => Promise<void> | void;
}

/**
 * A Formik form checked by casino-core (WebAssembly). Formik holds the values, which fields were
 * left, the submit attempts and the sending state; its `validate` runs `check` with the rulebook.
 *
 * What players rely on: a field's rule failure shows once the field was left or a submit was
 * attempted; a failure the server reported for a field (or an availability check) shows until the
 * player changes that field; on a failed submit the first invalid control, in page order, gets the
 * focus. If the rulebook cannot load (offline on a first visit) the form is sent and the server,
 * which runs the same rules, answers.
 */
export function useCoreFormik<V extends FormValues>({ initial, check, onSubmit }: CoreFormikOptions<V>) {
  type Name = Extract<keyof V, string>;
  const { rules, failed: loadFailed } = useRulebookLoad();
  const [initialValues] = useState<V>(initial);
  const [reported, setReported] = useState<Failures<V>>({});
  const [sending, setSending] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  // The form element's id: a failed submit focuses its first invalid control.
  const formId = useId();

  useEffect(() => {
    if (focusRequest === 0) return;
    document.getElementById(formId)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest, formId]);

  // Whether the last submit attempt passed the rules (Formik calls `onSubmit` only then).
  const passed = useRef(false);
  const formik = useFormik<V>({
    initialValues,
    // Formik validates on submit; the messages come from the current values below, so they never
    // lag a keystroke behind the field.
    validateOnChange: false,
    validateOnBlur: false,
    validate: async (values) => {
      let r = rules;
      if (!r) {
        try {
          r = await loadRules();
        } catch {
          return {}; // no rulebook here (offline first visit): the server checks the same rules
        }
      }
      // A failure the server reported stands until the player changes that field.
      return { ...reported, ...check(r, values) } as FormikErrors<V>;
    },
    onSubmit: async (values) => {
      passed.current = true;
      setSending(true);
      try {
        await onSubmit(values);
      } finally {
        setSending(false);
      }
    },
  });
  const { values, touched, submitCount, setFieldValue, setFieldTouched, setTouched, validateForm, resetForm, submitForm } = formik;

  // The latest values, for answers that arrive later (an availability check of a changed value is stale).
  const current = useRef<V>(values);
  useEffect(() => {
    current.current = values;
  }, [values]);

  /** The rule failures of the current values, shown or not (for checks that wait until a field passes). */
  const local = useMemo<Failures<V>>(() => (rules ? check(rules, values) : {}), [rules, values, check]);

  /** The failure to show under a field, if any. */
  const failureOf = (name: Name): RuleFailure | undefined =>
    ((touched[name] || submitCount > 0) ? local[name] : undefined) ?? reported[name];

  const clearReported = useCallback((name: Name) => {
    setReported((r) => {
      if (!(name in r)) return r;
      const next = { ...r };
      delete next[name];
      return next;
    });
  }, []);

  const set = useCallback(
    (name: Name, value: V[Name]) => {
      current.current = { ...current.current, [name]: value };
      void setFieldValue(name, value, false);
      clearReported(name);
    },
    [setFieldValue, clearReported],
  );

  const touch = useCallback((name: Name) => void setFieldTouched(name, true, false), [setFieldTouched]);

  /** Failures reported by the server (or a check) for some fields; `replace` drops earlier ones. */
  const report = useCallback((failures: Failures<V>, replace = false) => {
    setReported((r) => (replace ? { ...failures } : { ...r, ...failures }));
  }, []);

  const focusFirstInvalid = useCallback(() => setFocusRequest((n) => n + 1), []);

  /**
   * The server's failures for some fields, said under them with the focus on the first; answers
   * false when there are none (the failure is about the whole form).
   */
  const reportFields = useCallback(
    (failures: Failures<V>): boolean => {
      if (Object.keys(failures).length === 0) return false;
      report(failures);
      focusFirstInvalid();
      return true;
    },
    [report, focusFirstInvalid],
  );

  /** Whether `name` still holds `value` (for answers about a value that arrive later). */
  const holds = useCallback((name: Name, value: V[Name]) => current.current[name] === value, []);

  /**
   * The form's `onSubmit`: one attempt at a time; a refused one focuses the first invalid field.
   * Answers whether the form passed the rules and was sent.
   */
  const handleSubmit = async (event?: FormEvent): Promise<boolean> => {
    event?.preventDefault();
    if (formik.isSubmitting) return false;
    passed.current = false;
    await submitForm();
    if (!passed.current) focusFirstInvalid();
    return passed.current;
  };

  /**
   * Shows every field's message without sending (for a submit that must decide at once, before
   * the rulebook is there); a failing form focuses its first invalid field.
   */
  const reveal = async (): Promise<void> => {
    await setTouched(Object.fromEntries(Object.keys(values).map((k) => [k, true])) as FormikTouched<V>, false);
    const failures = await validateForm();
    if (Object.keys(failures).length > 0) focusFirstInvalid();
  };

  /** Back to the first state (after a successful submit that keeps the form on screen). */
  const reset = useCallback(
    (next: V) => {
      current.current = next;
      resetForm({ values: next });
      setReported({});
    },
    [resetForm],
  );

  return {
    values,
    set,
    touch,
    failureOf,
    report,
    reportFields,
    clearReported,
    holds,
    handleSubmit,
    reveal,
    focusFirstInvalid,
    reset,
    /** The `id` the form element must carry. */
    formId,
    /** The form passed the rules and is being sent. */
    busy: sending,
    /** The rulebook is loaded. */
    ready: rules !== null,
    /** The rulebook, once loaded (for what the form derives from it, such as a default choice). */
    rules,
    /** The rulebook could not be loaded (offline on a first visit): the server still checks. */
    loadFailed,
    local,
  };
}
