import { Suspense, use } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerBonusList } from '../../api/generated/api';
import { Loading } from '../../components/Loading';
import { useRulebook } from '../../core/useRulebook';
import { ActiveBonus, BonusHistory, ClaimableBonus, QueuedBonus } from './BonusCards';
import { ensureBonusStrings } from './strings';
import { useTranslationWith } from '../../i18n/useTranslationWith';
import { ensureAccountStrings } from '../../i18n/sharedStrings';

/**
 * A player's bonuses as the staff read them (the back office): the active bonus with its
 * wagering progress, the bonuses waiting to be claimed, those waiting for the next deposit, then
 * the ended ones; the bonuses tab's cards, without the player's actions (claim, cancel).
 */
export function PlayerBonusesView({ bonuses }: { bonuses: PlayerBonusList }) {
  const { t } = useTranslationWith(ensureAccountStrings);
  return (
    <Suspense fallback={<Loading label={t('account.loadingTab')} />}>
      <View bonuses={bonuses} />
    </Suspense>
  );
}

function View({ bonuses }: { bonuses: PlayerBonusList }) {
  const { t, i18n } = useTranslation();
  use(ensureBonusStrings(i18n, i18n.language));
  const rules = useRulebook();
  const { active, claimable, queued, history } = bonuses;
  return (
    <div className="bonuses-tab">
      {active ? <ActiveBonus bonus={active} rules={rules} /> : <p className="empty-state text-center mb-3">{t('bonuses.staff.noActive')}</p>}
      {claimable.length > 0 ? (
        <section className="mb-3" aria-labelledby="staff-bonus-claimable-title">
          <h3 className="h5" id="staff-bonus-claimable-title">
            {t('bonuses.staff.claimable')}
          </h3>
          <ul className="list-unstyled mb-0">
            {claimable.map((b) => (
              <li key={b.id}>
                <ClaimableBonus bonus={b} rules={rules} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {queued.length > 0 ? (
        <section className="mb-3" aria-labelledby="staff-bonus-queued-title">
          <h3 className="h5" id="staff-bonus-queued-title">
            {t('bonuses.staff.queued')}
          </h3>
          <ul className="list-unstyled mb-0">
            {queued.map((b) => (
              <li key={b.id}>
                <QueuedBonus bonus={b} rules={rules} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <h3 className="h5 mt-3">{t('bonuses.history')}</h3>
      <BonusHistory history={history} rules={rules} />
    </div>
  );
}
