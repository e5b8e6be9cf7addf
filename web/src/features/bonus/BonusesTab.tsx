import { Suspense, use, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureOf, statusOf, type Failure } from '../../api/errors';
import type { BonusCodeAnswer, PlayerBonusView } from '../../api/generated/api';
import { ConfirmDialog, SummaryList } from '../../components/ConfirmDialog';
import { Loading } from '../../components/Loading';
import { LocaleLink } from '../../components/LocaleLink';
import { OutcomeRegion } from '../../components/OutcomeRegion';
import { useRulebook } from '../../core/useRulebook';
import { useErrorText } from '../../i18n/useErrorText';
import { useTranslationWith } from '../../i18n/useTranslationWith';
import { ensureAccountStrings } from '../../i18n/sharedStrings';
import { openAccountTab } from '../../lib/accountTabs';
import { useRefreshBalance } from '../../lib/balance';
import { formatMoney } from '../../lib/money';
import { useCancelBonus } from './api/cancelBonus';
import { useClaimBonus } from './api/claimBonus';
import { usePlayerBonuses } from './api/getPlayerBonuses';
import { ActiveBonus, BonusHistory, ClaimableBonus, QueuedBonus } from './BonusCards';
import { BonusCodeForm } from './BonusCodeForm';
import { ReferralCard } from './ReferralCard';
import { ensureBonusStrings } from './strings';

/**
 * The bonuses tab of the account area: the bonuses waiting to be claimed (the weekly cashback);
 * the code bonuses waiting for the next deposit; the active bonus with its wagering progress, its
 * figures, its terms and its expiry, and a cancellation that first shows what it removes (the
 * server's cash-out quote, casino-core's `cashout_quote`); the bonus code form; the referral link
 * ("refer a friend"); then the ended bonuses.
 */
export function BonusesTab() {
  const { t } = useTranslationWith(ensureAccountStrings);
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
      <BonusHistory history={history} rules={rules} />

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
