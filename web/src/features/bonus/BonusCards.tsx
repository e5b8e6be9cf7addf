import { useTranslation } from 'react-i18next';
import type { PlayerBonusView } from '../../api/generated/api';
import { SummaryList } from '../../components/ConfirmDialog';
import { LocaleLink } from '../../components/LocaleLink';
import type { Rules } from '../../core/rules';
import { openAccountTab } from '../../lib/accountTabs';
import { formatMoment, formatMoney } from '../../lib/money';
import '../../styles/bonuses.scss';

// How a bonus shows: in the player's bonuses tab (with the player's actions) and in the back
// office's view of a player's bonuses (read-only: the actions are left out). Their `bonuses.…`
// texts come with `ensureBonusStrings`.

/**
 * A bonus waiting to be claimed: its figures, the deadline to claim it, its terms, and the claim
 * (when `onClaim` is given). A bonus taken with a deposit (the weekly or monthly bonus) has no
 * amount yet: the player's action leads to the deposit tab with it chosen.
 */
export function ClaimableBonus({
  bonus,
  rules,
  busy = false,
  disabled = false,
  onClaim,
}: {
  bonus: PlayerBonusView;
  rules: Rules | null;
  busy?: boolean;
  disabled?: boolean;
  onClaim?: () => void;
}) {
  const { t } = useTranslation();
  const money = (amount: string) => formatMoney(rules, amount, bonus.currency);
  const titleId = `bonus-offer-title-${bonus.id}`;
  const claimBy: [string, string] = [t('bonuses.claimBy'), rules ? formatMoment(rules, bonus.expires_at) : '…'];
  return (
    <div className="card mb-2">
      <div className="card-body">
        <h4 className="h6 mb-2" id={titleId}>
          {bonus.title}
        </h4>
        {bonus.with_deposit ? (
          <>
            <SummaryList rows={[claimBy]} />
            <p className="small text-body-secondary">{t('bonuses.withDepositNote')}</p>
          </>
        ) : (
          <SummaryList rows={[[t('bonuses.claimAmount'), money(bonus.amount)], [t('bonuses.wagering'), money(bonus.wagering_required)], claimBy]} />
        )}
        <BonusTermsText terms={bonus.terms} />
        {onClaim && bonus.with_deposit ? (
          <LocaleLink to="/user-management" state={openAccountTab('deposit', bonus.campaign_id)} className="btn btn-secondary mt-3" aria-describedby={titleId}>
            {t('bonuses.takeWithDeposit')}
          </LocaleLink>
        ) : null}
        {onClaim && !bonus.with_deposit ? (
          <button type="button" className="btn btn-secondary mt-3" onClick={onClaim} disabled={disabled} aria-busy={busy} aria-describedby={titleId}>
            {busy ? <span className="spinner spinner-sm me-2" aria-hidden="true" /> : null}
            {busy ? t('bonuses.claimBusy') : t('bonuses.claim')}
          </button>
        ) : null}
      </div>
    </div>
  );
}

/** A code bonus waiting for the next deposit: its title, its amount when already known, its terms. */
export function QueuedBonus({ bonus, rules }: { bonus: PlayerBonusView; rules: Rules | null }) {
  const { t } = useTranslation();
  return (
    <div className="card mb-2">
      <div className="card-body">
        <div className="d-flex flex-wrap justify-content-between gap-2 mb-2">
          <h4 className="h6 mb-0">{bonus.title}</h4>
          <span className="badge bonus-status bonus-status-queued">{t('bonuses.status.queued')}</span>
        </div>
        {/* A bonus that is a share of the deposit is worked out when the deposit comes: no amount yet. */}
        {Number(bonus.amount) > 0 ? <SummaryList rows={[[t('bonuses.queuedAmount'), formatMoney(rules, bonus.amount, bonus.currency)]]} /> : null}
        <BonusTermsText terms={bonus.terms} />
      </div>
    </div>
  );
}

/** The active bonus: wagering progress, figures, expiry, terms, and the way out (when `onCancel` is given). */
export function ActiveBonus({ bonus, rules, onCancel }: { bonus: PlayerBonusView; rules: Rules | null; onCancel?: () => void }) {
  const { t } = useTranslation();
  const money = (amount: string) => formatMoney(rules, amount, bonus.currency);
  const labelId = `bonus-progress-${bonus.id}`;
  return (
    <section className="card mb-3 active-bonus" aria-labelledby={`bonus-title-${bonus.id}`}>
      <div className="card-body">
        <div className="d-flex flex-wrap justify-content-between gap-2 mb-2">
          <h3 className="h5 mb-0" id={`bonus-title-${bonus.id}`}>
            {bonus.title}
          </h3>
          <span className="badge bonus-status bonus-status-active">{t('bonuses.status.active')}</span>
        </div>
        <p className="mb-1" id={labelId}>
          {t('bonuses.progress', { wagered: money(bonus.wagered), required: money(bonus.wagering_required), percent: bonus.progress })}
        </p>
        <div
          className="bonus-progress mb-3"
          role="progressbar"
          aria-labelledby={labelId}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={bonus.progress}
        >
          <div className="bonus-progress-bar" style={{ width: `${bonus.progress}%` }} />
        </div>
        <SummaryList
          rows={[
            [t('bonuses.balance'), money(bonus.balance)],
            [t('bonuses.amount'), money(bonus.amount)],
            [t('bonuses.deposit'), money(bonus.deposit)],
            [t('bonuses.left'), bonus.quote ? money(bonus.quote.wagering_left) : '—'],
            [t('bonuses.maxBet'), bonus.max_bet ? money(bonus.max_bet) : t('bonuses.noMaxBet')],
            [t('bonuses.expires'), rules ? formatMoment(rules, bonus.expires_at) : '…'],
          ]}
        />
        <BonusTermsText terms={bonus.terms} />
        {onCancel ? (
          <>
            <p className="text-body-secondary small mt-3 mb-2">{t('bonuses.cashoutNote')}</p>
            <button type="button" className="btn btn-outline-danger" onClick={onCancel}>
              {t('bonuses.cancel')}
            </button>
          </>
        ) : null}
      </div>
    </section>
  );
}

/** The ended bonuses, newest first: what each gave, what became real money, what was removed. */
export function BonusHistory({ history, rules }: { history: PlayerBonusView[]; rules: Rules | null }) {
  const { t } = useTranslation();
  const money = (amount: string, currency: string) => formatMoney(rules, amount, currency);
  if (history.length === 0) return <p className="text-body-secondary">{t('bonuses.noHistory')}</p>;
  return (
    <ul className="list-unstyled bonus-history">
      {history.map((b) => (
        <li key={b.id} className="card mb-2">
          <div className="card-body py-2">
            <div className="d-flex flex-wrap justify-content-between gap-2">
              <strong>{b.title}</strong>
              <span className={`badge bonus-status bonus-status-${b.status}`}>{t(`bonuses.status.${b.status}`)}</span>
            </div>
            <SummaryList
              rows={[
                [t('bonuses.amount'), money(b.amount, b.currency)],
                [t('bonuses.converted'), money(b.converted, b.currency)],
                [t('bonuses.forfeited'), money(b.forfeited, b.currency)],
                [t('bonuses.ended'), b.ended_at !== null && rules ? formatMoment(rules, b.ended_at) : '—'],
              ]}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** A bonus's terms, folded: the reader opens them when they want to read them. */
export function BonusTermsText({ terms }: { terms: string }) {
  const { t } = useTranslation();
  if (!terms) return null;
  return (
    <details className="mt-3">
      <summary>{t('bonuses.terms')}</summary>
      <p className="mt-2 mb-0 bonus-terms">{terms}</p>
    </details>
  );
}
