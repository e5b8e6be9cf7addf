import { useEffect, useState } from 'react';
import { loadRules, type Rules } from './rules';

/** casino-core in the page (null until loaded, or if it cannot be). */
export function useRulebook(): Rules | null {
  return useRulebookLoad().rules;
}

/** casino-core in the page, and whether it could not be loaded (offline on a first visit). */
export function useRulebookLoad(): { rules: Rules | null; failed: boolean } {
  const [load, setLoad] = useState<{ rules: Rules | null; failed: boolean }>({ rules: null, failed: false });
  useEffect(() => {
    let live = true;
    loadRules().then(
      (rules) => live && setLoad({ rules, failed: false }),
      () => live && setLoad({ rules: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, []);
  return load;
}

/** An ISO date (`YYYY-MM-DD`) in the site's date format (`YYYY.MM.DD`, casino-core's `format_date`). */
export function formatIsoDate(rules: Rules | null, iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!rules || !m) return iso;
  return rules.format_date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))).value ?? iso;
}
