import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ensureErrors } from '../i18n/i18n';
import { loadRules, type Outcome, type Rules } from './rules';

/** A field's rule: given the module and the form's values, the outcome for that field. */
export type FieldRule<V> = (rules: Rules, values: V) => Outcome;

/**
 * Validates form fields with casino-core's rules as the player types (after a field was first
 * left), and renders each failure's message from the shared catalogue in the page's language.
 */
export function useRules<V extends Record<string, string>>(fieldRules: { [K in keyof V]?: FieldRule<V> }) {
  const { t, i18n } = useTranslation('errors');
  const [rules, setRules] = useState<Rules | null>(null);
  const [messagesIn, setMessagesIn] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});

  useEffect(() => {
    let live = true;
    const lang = i18n.language;
    ensureErrors(i18n, lang).then(
      () => live && setMessagesIn(lang),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [i18n, i18n.language]);

  useEffect(() => {
    let live = true;
    loadRules().then(
      (r) => live && setRules(r),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);

  const errorOf = useCallback(
    (field: keyof V, values: V): string | undefined => {
      const rule = fieldRules[field];
      if (!rule || !rules || messagesIn === null) return undefined;
      const error = rule(rules, values).error;
      return error ? t(error.code, error.params) : undefined;
    },
    [fieldRules, rules, messagesIn, t],
  );

  /** Messages of the fields shown so far (all of them once `showAll` is called). */
  const errors = (values: V): Partial<Record<keyof V, string>> => {
    const out: Partial<Record<keyof V, string>> = {};
    for (const field of Object.keys(fieldRules) as (keyof V)[]) {
      if (touched[field]) out[field] = errorOf(field, values);
    }
    return out;
  };

  const touch = (field: keyof V) => setTouched((s) => (s[field] ? s : { ...s, [field]: true }));
  const showAll = () =>
    setTouched(Object.fromEntries(Object.keys(fieldRules).map((f) => [f, true])) as Record<keyof V, boolean>);
  /** True when every field passes (false while the module is still loading). */
  const allValid = (values: V) =>
    rules !== null && messagesIn !== null && (Object.keys(fieldRules) as (keyof V)[]).every((f) => errorOf(f, values) === undefined);

  return { ready: rules !== null && messagesIn !== null, failed, errors, touch, showAll, allValid };
}

/** Today's date in the player's time zone, as rules take it (`YYYY-MM-DD`). */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
