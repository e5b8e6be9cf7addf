import { useEffect, useState } from 'react';
import { loadRules, type Rules } from './rules';

/** casino-core in the page (null until loaded, or if it cannot be). */
export function useRulebook(): Rules | null {
  return useRulebookLoad().rules;
}

/** casino-core in the page, and whether it could not be loaded (offline on a first visit). */
export function useRulebookLoad(): { rules: Rules | null; failed: boolean } {
  const { module, failed } = useWasmModule(loadRules);
  return { rules: module, failed };
}

/** A WebAssembly module of casino-core (its loader shares one load), null until it is here. */
export function useWasmModule<T>(load: () => Promise<T>): { module: T | null; failed: boolean } {
  const [state, setState] = useState<{ module: T | null; failed: boolean }>({ module: null, failed: false });
  useEffect(() => {
    let live = true;
    load().then(
      (module) => live && setState({ module, failed: false }),
      () => live && setState({ module: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [load]);
  return state;
}

/** An ISO date (`YYYY-MM-DD`) in the site's date format (`YYYY.MM.DD`, casino-core's `format_date`). */
export function formatIsoDate(rules: Rules | null, iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!rules || !m) return iso;
  return rules.format_date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))).value ?? iso;
}
