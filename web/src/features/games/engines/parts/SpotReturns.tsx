import { useGameKit } from '../../play/GameKit';
import { useEngineText } from './strings';

/** What each spot the player staked returned ("Banker: 10.00 → 19.50"), or that it was lost. */
export function SpotReturns<K extends string>({
  spots,
  staked,
  wins,
  labels,
  currency,
  label,
}: {
  spots: readonly K[];
  staked: Record<K, number>;
  wins: Record<K, number>;
  labels: Record<K, string>;
  currency: string;
  /** The list's accessible name. */
  label: string;
}) {
  const t = useEngineText();
  const kit = useGameKit();
  return (
    <ul className="engine-details" aria-label={label}>
      {spots
        .filter((k) => staked[k] > 0)
        .map((k) => (
          <li key={k}>
            {t('layout.betLine', { bet: labels[k], stake: kit.cents(staked[k], currency) })} {wins[k] > 0 ? <strong>{kit.cents(wins[k], currency)}</strong> : t('layout.lost')}
          </li>
        ))}
    </ul>
  );
}
