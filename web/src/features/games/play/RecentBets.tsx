import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RoundView } from '../../../api/generated/api';
import { useLocale } from '../../../components/useLocale';
import { formatMoment } from '../../../lib/money';
import { verifyPath } from './paths';
import { useGameKit } from './GameKit';
import { PLAY_NS } from './strings';

/** The rounds of this visit, newest first, each with what it staked and won and a Verify link. */
export function RecentBets({ rounds }: { rounds: RoundView[] }) {
  const { t } = useTranslation(PLAY_NS);
  const kit = useGameKit();
  const locale = useLocale();
  if (rounds.length === 0) return <p className="text-body-secondary mb-0">{t('recent.empty')}</p>;
  return (
    <ul className="play-recent" aria-label={t('recent.title')}>
      {rounds.map((r) => {
        const when = formatMoment(kit.rules, r.created_at);
        return (
          <li key={r.id} className="play-recent-row">
            <div>
              <span className="play-recent-when">{when}</span>
              <span className="play-recent-amounts">
                {t('recent.bet', { amount: kit.money(r.stake, r.currency) })} · {t('recent.win', { amount: kit.money(r.win, r.currency) })}
                {r.finished ? null : ` · ${t('recent.open')}`}
              </span>
            </div>
            <Link className="btn btn-sm btn-outline-secondary" to={verifyPath(locale, r)} aria-label={t('recent.verifyOf', { when })}>
              {t('recent.verify')}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
