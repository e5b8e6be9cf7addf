import type { ReactNode } from 'react';
import type { LiveResult } from '../../../api/generated/api';
import { usePlayText } from '../play/strings';

/** The table's latest results, newest first, each drawn by `mark` (the ball, the road's letter). */
export function LiveHistory({ results, mark }: { results: LiveResult[] | undefined; mark: (result: LiveResult) => ReactNode }) {
  const t = usePlayText();
  return (
    <section className="live-history-box" aria-label={t('live.history')}>
      <h2 className="h6 mb-1">{t('live.history')}</h2>
      {results && results.length > 0 ? (
        <ol className="live-history">
          {results.map((r, i) => (
            <li key={i}>{mark(r)}</li>
          ))}
        </ol>
      ) : (
        <p className="small text-body-secondary mb-0">{t('live.historyEmpty')}</p>
      )}
    </section>
  );
}
