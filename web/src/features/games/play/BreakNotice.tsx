import { useTranslation } from 'react-i18next';
import type { PlayBreak } from '../../../api/generated/api';
import type { Rules } from '../../../core/rules';
import { useErrorText } from '../../../i18n/useErrorText';
import { formatMoment } from '../../../lib/money';
import { PLAY_NS } from './strings';

/**
 * The break a player is on, said before any bet: the refusal a real-money bet would get, with its
 * end, and what stays open meanwhile (fun play).
 */
export function BreakNotice({ onBreak, rules }: { onBreak: PlayBreak; rules: Rules }) {
  const { t } = useTranslation(PLAY_NS);
  const { text } = useErrorText();
  return (
    <div className="alert alert-danger player-break" role="alert">
      <p className="fw-semibold mb-1">{text(onBreak.code, { until: formatMoment(rules, onBreak.until) })}</p>
      <p className="mb-0">{t('player.breakFunOnly')}</p>
    </div>
  );
}
