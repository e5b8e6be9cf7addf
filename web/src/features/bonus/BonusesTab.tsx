import { Suspense, use, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureOf, statusOf, type Failure } from '../../api/errors';
import type { BonusCodeAnswer, PlayerBonusView } from '../../api/generated/api';
import { ConfirmDialog, SummaryList } from '../../components/ConfirmDialog';
import { Loading } from '../../components/Loading';
import { LocaleLink } from '../../components/LocaleLink';
import { OutcomeRegion } from '../../components/OutcomeRegion';
import type { Rules } from '../../core/rules';
import { useRulebook } from '../../core/useRulebook';
import { useErrorText } from '../../i18n/useErrorText';
import { openAccountTab } from '../../lib/accountTabs';
import { useRefreshBalance } from '../../lib/balance';
import { formatMoment, formatMoney } from '../../lib/money';
import { useCancelBonus, useClaimBonus, usePlayerBonuses } from './api/usePlayerBonuses';
import { BonusCodeForm } from './BonusCodeForm';
import { ReferralCard } from './ReferralCard';
import { ensureBonusStrings } from './strings';
import '../../styles/bonuses.scss';

/**
 * The bonuses tab of the account area: the bonuses waiting to be claimed (the weekly cashback);
 * the code bonuses waiting for the next deposit; the active bonus with its wagering progress, its
 * figures, its terms and its expiry, and a cancellation that first shows what it removes (the
 * server's cash-out quote, casino-core's `cashout_quote`); the bonus code form; the referral link
 * ("refer a friend"); then the ended bonuses.
 */
export function BonusesTab() {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<Loading label={t('account.loadingTab')} />}>
      <Bonuses />
    </Suspense>
  );
}

function Bonuses() {
  const { t, i18n } = useTranslation();
  use(ensureBonusStrings(i18n, i18n.language));
  const { text } = useErrorText();
  const rules = useRulebook();
  const bonuses = usePlayerBonuses();
  const cancel = useCancelBonus();
  const claim = useClaimBonus();
  const refreshBalance = useRefreshBalance();
  const [cancelling, setCancelling] = useState<PlayerBonusView | null>(null);
  const [cancelFailure, setCancelFailure] = useState<Failure | null>(null);
  const [outcome, setOutcome] = useState<{ success?: string; failure?: Failure } | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const money = (amount: string, currency: string) => formatMoney(rules, amount, currency);

  const confirmCancel = () => {
    if (!cancelling || cancel.isPending) return;
    setCancelFailure(null);
    cancel.mutate(cancelling.id, {
      onSuccess: (ended) => {
        setOutcome({ success: t('bonuses.cancelled', { amount: money(ended.forfeited, ended.currency) }) });
        setCancelling(null);
        refreshBalance();
        void bonuses.refetch().then(() => outcomeRef.current?.focus());
      },
      onError: (e) => {
        if (statusOf(e) === 0) {
          setCancelFailure(failureOf(e));
          return;
        }
        setOutcome({ failure: failureOf(e) });
        setCancelling(null);
        void bonuses.refetch();
      },
    });
  };

  const confirmClaim = (offer: PlayerBonusView) => {
    if (claim.isPending) return;
    setOutcome(null);
    claim.mutate(offer.id, {
      onSuccess: (claimed) => {
        setOutcome({ success: t('bonuses.claimed', { amount: money(claimed.amount, claimed.currency) }) });
        refreshBalance();
        void bonuses.refetch().then(() => outcomeRef.current?.focus());
      },
      onError: (e) => {
        setOutcome({ failure: failureOf(e) });
        // The offer may be gone (claimed elsewhere, expired): then its button is gone too.
        void bonuses.refetch().then((r) => {
          if (!r.data?.claimable.some((c) => c.id === offer.id)) outcomeRef.current?.focus();
        });
      },
    });
  };

  // What the code gave ('bonus code applied', or queued for the next deposit), in the catalogue's
  // words (the server's sentence for a code the catalogue does not know yet); the bonus then
  // shows in the lists above, which the outcome heads.
  const codeApplied = (answer: BonusCodeAnswer) => {
    setOutcome({ success: i18n.exists(answer.code, { ns: 'errors' }) ? text(answer.code) : answer.message });
    refreshBalance();
    void bonuses.refetch().then(() => outcomeRef.current?.focus());
  };

  if (bonuses.isPending) return <Loading label={t('bonuses.loading')} />;
  if (bonuses.isError) {
    const f = failureOf(bonuses.error);
    return (
      <div className="py-2">
        <p className="alert alert-danger" role="alert">
          {text(f.code, f.params)}
        </p>
        <button type="button" className="btn btn-secondary" onClick={() => void bonuses.refetch()}>
          {t('bonuses.retry')}
        </button>
      </div>
    );
  }
  const { active, claimable, queued, history } = bonuses.data;

  return (
    <div className="bonuses-tab">
      <OutcomeRegion ref={outcomeRef} success={outcome?.success} failure={outcome?.failure ? text(outcome.failure.code, outcome.failure.params) : null} />
      {claimable.length > 0 ? (
        <section className="mb-4" aria-labelledby="bonus-claimable-title">
          <h3 className="h5" id="bonus-claimable-title">
            {t('bonuses.claimableTitle')}
          </h3>
          <ul className="list-unstyled bonus-claimable mb-0">
            {claimable.map((b) => (
              <li key={b.id}>
                <ClaimableBonus
                  bonus={b}
                  rules={rules}
                  busy={claim.isPending && claim.variables === b.id}
                  disabled={claim.isPending}
                  onClaim={() => confirmClaim(b)}
                />
              </li>
            ))}
          </ul>
          {active ? <p className="text-body-secondary small mb-0">{t('bonuses.claimOneAtATime')}</p> : null}
        </section>
      ) : null}
      {queued.length > 0 ? (
        <section className="mb-4" aria-labelledby="bonus-queued-title">
          <h3 className="h5" id="bonus-queued-title">
            {t('bonuses.queuedTitle')}
          </h3>
          <ul className="list-unstyled bonus-queued mb-0">
            {queued.map((b) => (
              <li key={b.id}>
                <QueuedBonus bonus={b} rules={rules} />
              </li>
            ))}
          </ul>
          <p className="text-body-secondary small">{t('bonuses.queuedNote')}</p>
          <LocaleLink to="/user-management" state={openAccountTab('deposit')} className="btn btn-secondary">
            {t('bonuses.queuedDeposit')}
          </LocaleLink>
        </section>
      ) : null}
      {active ? (
        <ActiveBonus bonus={active} rules={rules} onCancel={() => setCancelling(active)} />
      ) : (
        <div className="empty-state text-center mb-4">
          <p>{t('bonuses.none')}</p>
          <div className="d-flex flex-wrap gap-2 justify-content-center">
            <LocaleLink to="/promotion" className="btn btn-outline-secondary">
              {t('bonuses.seePromotions')}
            </LocaleLink>
            <LocaleLink to="/user-management" state={openAccountTab('deposit')} className="btn btn-secondary">
              {t('bonuses.makeDeposit')}
            </LocaleLink>
          </div>
        </div>
      )}

      <BonusCodeForm onSubmitting={() => setOutcome(null)} onApplied={codeApplied} />

      <ReferralCard />

      <h3 className="h5 mt-4">{t('bonuses.history')}</h3>
      {history.length === 0 ? (
        <p className="text-body-secondary">{t('bonuses.noHistory')}</p>
      ) : (
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
      )}

      {cancelling?.quote ? (
        <ConfirmDialog
          title={t('bonuses.cancelTitle')}
          confirmLabel={t('bonuses.cancelConfirm')}
          busyLabel={t('bonuses.cancelBusy')}
          backLabel={t('bonuses.keep')}
          busy={cancel.isPending}
          failure={cancelFailure ? text(cancelFailure.code, cancelFailure.params) : null}
          danger
          onConfirm={confirmCancel}
          onClose={() => setCancelling(null)}
        >
          <p>{t('bonuses.cancelLead')}</p>
          <SummaryList
            rows={[
              [t('bonuses.quoteKeep'), money(cancelling.quote.keep, cancelling.currency)],
              [t('bonuses.quoteForfeit'), money(cancelling.quote.forfeit, cancelling.currency)],
            ]}
          />
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

/** A bonus waiting to be claimed: its figures, the deadline to claim it, its terms, and the claim. */
function ClaimableBonus({
  bonus,
  rules,
  busy,
  disabled,
  onClaim,
}: {
  bonus: PlayerBonusView;
  rules: Rules | null;
  busy: boolean;
  disabled: boolean;
  onClaim: () => void;
}) {
  const { t } = useTranslation();
  const money = (amount: string) => formatMoney(rules, amount, bonus.currency);
  const titleId = `bonus-offer-title-${bonus.id}`;
  return (
    <div className="card mb-2">
      <div className="card-body">
        <h4 className="h6 mb-2" id={titleId}>
          {bonus.title}
        </h4>
        <SummaryList
          rows={[
            [t('bonuses.claimAmount'), money(bonus.amount)],
            [t('bonuses.wagering'), money(bonus.wagering_required)],
            [t('bonuses.claimBy'), rules ? formatMoment(rules, bonus.expires_at) : '…'],
          ]}
        />
        <BonusTermsText terms={bonus.terms} />
        <button type="button" className="btn btn-secondary mt-3" onClick={onClaim} disabled={disabled} aria-busy={busy} aria-describedby={titleId}>
          {busy ? <span className="spinner spinner-sm me-2" aria-hidden="true" /> : null}
          {busy ? t('bonuses.claimBusy') : t('bonuses.claim')}
        </button>
      </div>
    </div>
  );
}

/** A code bonus waiting for the next deposit: its title, its amount when already known, its terms. */
function QueuedBonus({ bonus, rules }: { bonus: PlayerBonusView; rules: Rules | null }) {
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

/** The active bonus: wagering progress, figures, expiry, terms, and the way out. */
function ActiveBonus({ bonus, rules, onCancel }: { bonus: PlayerBonusView; rules: Rules | null; onCancel: () => void }) {
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
        <p className="text-body-secondary small mt-3 mb-2">{t('bonuses.cashoutNote')}</p>
        <button type="button" className="btn btn-outline-danger" onClick={onCancel}>
          {t('bonuses.cancel')}
        </button>
      </div>
    </section>
  );
}

/** A bonus's terms, folded: the player opens them when they want to read them. */
function BonusTermsText({ terms }: { terms: string }) {
  const { t } = useTranslation();
  if (!terms) return null;
  return (
    <details className="mt-3">
      <summary>{t('bonuses.terms')}</summary>
      <p className="mt-2 mb-0 bonus-terms">{terms}</p>
    </details>
  );
}
