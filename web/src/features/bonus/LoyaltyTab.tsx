import { Suspense, use, useState, type FormEvent } from 'react';
import { wholePercent } from '../../lib/percent';
import { useTranslation } from 'react-i18next';
import { failureOf, fieldFailures, type Failure } from '../../api/errors';
import { newIdempotencyKey } from '../../api/idempotency';
import { Field } from '../../components/Field';
import { FormOutcome, SubmitButton } from '../../components/FormFooter';
import { Loading } from '../../components/Loading';
import type { Rules } from '../../core/rules';
import { useCoreFormik, type Failures } from '../../core/useCoreFormik';
import { useRulebook } from '../../core/useRulebook';
import { useErrorText } from '../../i18n/useErrorText';
import { useTranslationWith } from '../../i18n/useTranslationWith';
import { ensureAccountStrings } from '../../i18n/sharedStrings';
import { useRefreshBalance } from '../../lib/balance';
import { formatMoney } from '../../lib/money';
import { useLoyalty } from './api/getLoyalty';
import { redeemLoyalty } from './api/redeemLoyalty';
import { ensureBonusStrings } from './strings';

interface Redeem extends Record<string, string> {
  points: string;
}

const EMPTY: Redeem = { points: '' };

/** casino-core's rule for the points typed: a whole multiple of 1000. */
const check = (rules: Rules, v: Redeem): Failures<Redeem> => {
  const error = rules.loyalty_points(v.points).error;
  return error ? { points: error } : {};
};

/**
 * The loyalty tab: the points the player has (one per euro of real-money stakes) and a form that
 * exchanges multiples of 1000 for a loyalty bonus; the bonus then shows in the bonuses tab.
 */
export function LoyaltyTab() {
  const { t } = useTranslationWith(ensureAccountStrings);
  return (
    <Suspense fallback={<Loading label={t('account.loadingTab')} />}>
      <Loyalty />
    </Suspense>
  );
}

function Loyalty() {
  const { t, i18n } = useTranslation();
  use(ensureBonusStrings(i18n, i18n.language));
  const { text } = useErrorText();
  const rules = useRulebook();
  const loyalty = useLoyalty();
  const refreshBalance = useRefreshBalance();
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  // One key per attempt: a retry after a lost answer is the same redemption.
  const [attemptKey, setAttemptKey] = useState<string | null>(null);
  const form = useCoreFormik<Redeem>({
    initial: EMPTY,
    check,
    onSubmit: async (values) => {
      const key = attemptKey ?? newIdempotencyKey();
      setAttemptKey(key);
      try {
        const answer = await redeemLoyalty({ points: values.points.trim(), idempotency_key: key });
        setAttemptKey(null);
        form.reset(EMPTY);
        setDone(`${answer.message} (${formatMoney(rules, answer.bonus, answer.currency)})`);
        refreshBalance();
        void loyalty.refetch();
      } catch (e) {
        if (!form.reportFields(fieldFailures(e) as Failures<Redeem>)) setFailure(failureOf(e));
      }
    },
  });

  if (loyalty.isPending) return <Loading label={t('bonuses.loyalty.loading')} />;
  if (loyalty.isError) {
    const f = failureOf(loyalty.error);
    return (
      <div className="py-2">
        <p className="alert alert-danger" role="alert">
          {text(f.code, f.params)}
        </p>
        <button type="button" className="btn btn-secondary" onClick={() => void loyalty.refetch()}>
          {t('bonuses.retry')}
        </button>
      </div>
    );
  }
  const view = loyalty.data;
  const f = form.failureOf('points');

  const onSubmit = (event: FormEvent) => {
    setDone(null);
    setFailure(null);
    void form.handleSubmit(event);
  };

  return (
    <div className="loyalty-tab">
      <div className="card mb-3">
        <div className="card-body">
          <p className="h3 mb-1 loyalty-points">{t('bonuses.loyalty.points', { points: view.points })}</p>
          <p className="text-body-secondary mb-0">
            {t('bonuses.loyalty.rule', { step: view.step, value: formatMoney(rules, view.step_value, view.currency) })}{' '}
            {t('bonuses.loyalty.lowEdge', { below: wholePercent(i18n.language, view.low_edge_below), weight: wholePercent(i18n.language, view.low_edge_weight) })}
          </p>
        </div>
      </div>
      <form className="card narrow" onSubmit={onSubmit} noValidate id={form.formId} aria-busy={form.busy}>
        <div className="card-body row g-3">
          <Field
            label={t('bonuses.loyalty.redeemLabel')}
            id="loyalty-points"
            name="points"
            value={form.values.points}
            error={f ? text(f.code, f.params) : undefined}
            hint={t('bonuses.loyalty.redeemHint', { step: view.step })}
            inputMode="numeric"
            autoComplete="off"
            required
            onChange={(e) => {
              setAttemptKey(null);
              form.set('points', e.target.value);
            }}
            onBlur={() => form.touch('points')}
          />
          <FormOutcome success={done} failure={failure ? text(failure.code, failure.params) : null} />
          <SubmitButton busy={form.busy} label={t('bonuses.loyalty.redeem')} busyLabel={t('bonuses.loyalty.redeeming')} />
        </div>
      </form>
    </div>
  );
}
