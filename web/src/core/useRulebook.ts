import { useEffect, useState } from 'react';
import { loadRules, type Rules } from './rules';

/** casino-core in the page (null until loaded, or if it cannot be). */
export function useRulebook(): Rules | null {
  const [rules, setRules] = useState<Rules | null>(null);
  useEffect(() => {
    let live = true;
    loadRules().then(
      (r) => live && setRules(r),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return rules;
}

/** An ISO date (`YYYY-MM-DD`) in the site's date format (`YYYY.MM.DD`, casino-core's `format_date`). */
export function formatIsoDate(rules: Rules | null, iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!rules || !m) return iso;
  return rules.format_date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))).value ?? iso;
}
