import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureOf } from '../../api/errors';
import { Loading } from '../../components/Loading';
import { useLocalePath } from '../../components/useLocale';
import { useRulebook } from '../../core/useRulebook';
import { useErrorText } from '../../i18n/useErrorText';
import { formatMoney } from '../../lib/money';
import { useReferral } from './api/getReferral';

/**
 * "Refer a friend" in the bonuses tab: the player's link to the sign-up page (`?ref=CODE`, in the
 * page's language), a button that copies it, what a friend brings (the bonus once the friend is
 * verified and has deposited; it then waits in the tab's claimable bonuses), and the figures so
 * far. The link is also in a read-only field, selected whole on focus, for when copying fails.
 */
export function ReferralCard() {
  const { t } = useTranslation();
  const { text } = useErrorText();
  const rules = useRulebook();
  const to = useLocalePath();
  const referral = useReferral();
  const [copied, setCopied] = useState('');
  const linkId = useId();

  let body;
  if (referral.isPending) {
    body = <Loading label={t('bonuses.referral.loading')} small />;
  } else if (referral.isError) {
    const f = failureOf(referral.error);
    body = (
      <>
        <p className="alert alert-danger" role="alert">
          {text(f.code, f.params)}
        </p>
        <button type="button" className="btn btn-secondary" onClick={() => void referral.refetch()}>
          {t('bonuses.retry')}
        </button>
      </>
    );
  } else {
    const view = referral.data;
    const link = `${window.location.origin}${to('/sign-up')}?ref=${encodeURIComponent(view.code)}`;
    const copy = async () => {
      // Emptied first, so that a second copy is announced again.
      setCopied('');
      try {
        if (!navigator.clipboard) throw new Error('no clipboard');
        await navigator.clipboard.writeText(link);
        setCopied(t('bonuses.referral.copied'));
      } catch {
        setCopied(t('bonuses.referral.copyFailed'));
      }
    };
    body = (
      <>
        <p>{t('bonuses.referral.lead', { bonus: formatMoney(rules, view.bonus, view.currency) })}</p>
        <label htmlFor={linkId} className="form-label">
          {t('bonuses.referral.link')}
        </label>
        <div className="d-flex flex-wrap gap-2 referral-link-row">
          <input
            id={linkId}
            type="text"
            className="form-control referral-link"
            readOnly
            value={link}
            spellCheck={false}
            autoComplete="off"
            onFocus={(e) => e.target.select()}
          />
          <button type="button" className="btn btn-outline-secondary" onClick={() => void copy()}>
            {t('bonuses.referral.copy')}
          </button>
        </div>
        <p className="small mt-2 mb-3" role="status" aria-live="polite">
          {copied}
        </p>
        <ul className="list-unstyled mb-0 referral-figures">
          <li>{t('bonuses.referral.friends', { friends: view.friends })}</li>
          <li>{t('bonuses.referral.rewarded', { rewarded: view.rewarded })}</li>
        </ul>
      </>
    );
  }

  return (
    <section className="mb-4 referral" aria-labelledby="referral-title">
      <h3 className="h5" id="referral-title">
        {t('bonuses.referral.title')}
      </h3>
      <div className="card">
        <div className="card-body">{body}</div>
      </div>
    </section>
  );
}
