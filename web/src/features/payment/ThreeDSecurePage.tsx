import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { i18n as I18n } from 'i18next';
import { usePageTitle } from '../../components/usePageTitle';
import { LocaleLink } from '../../components/LocaleLink';
import { useRulebook } from '../../core/useRulebook';
import { useErrorText } from '../../i18n/useErrorText';
import { useTranslationWith } from '../../i18n/useTranslationWith';
import { openAccountTab } from '../../lib/accountTabs';
import { formatMoney } from '../../lib/money';
import { THREEDS_MESSAGE, type ThreeDsMessage } from './threeds';
import { useTransactionWatch } from './useTransactionWatch';
import { ensureThreeDSecureStrings } from './strings';

/** The window that opened this one (the deposit page), when there is one. */
function openerWindow(): Window | null {
  try {
    return window.opener && window.opener !== window ? (window.opener as Window) : null;
  } catch {
    return null;
  }
}

/** The page's texts, before a visit's first render (see `PageModule`). */
export const prepare = (i18n: I18n) => ensureThreeDSecureStrings(i18n, i18n.language);

/**
 * Return page of the card's 3-D Secure authentication (and of the processors' payment pages):
 * `?transaction=<id>`. It follows the transaction until it is no longer pending and shows the
 * outcome. In the pop-up it tells the deposit page (same origin only) and offers to close itself;
 * after a full-page redirect it leads back to the deposit tab.
 */
export default function ThreeDSecurePage() {
  const { t } = useTranslationWith(ensureThreeDSecureStrings);
  const { text } = useErrorText();
  usePageTitle(t('threeds.title'));
  const [params] = useSearchParams();
  const id = params.get('transaction');
  const rules = useRulebook();
  const { transaction, failure } = useTransactionWatch(id);
  const [opener] = useState(openerWindow);

  useEffect(() => {
    if (!transaction || !opener) return;
    const message: ThreeDsMessage = { type: THREEDS_MESSAGE, id: transaction.id, status: transaction.status };
    try {
      // The target origin keeps the result from a page of another site that opened this one.
      opener.postMessage(message, window.location.origin);
    } catch {
      // the opener went away: the deposit page, if still open, polls by itself
    }
  }, [transaction, opener]);

  let outcome: { ok: boolean; text: string } | null = null;
  if (!id) outcome = { ok: false, text: t('threeds.missing') };
  else if (failure) outcome = { ok: false, text: text(failure.code, failure.params) };
  else if (transaction) {
    const amount = formatMoney(rules, transaction.amount, transaction.currency);
    outcome =
      transaction.status === 'complete'
        ? { ok: true, text: text('deposit_complete', { amount }) }
        : { ok: false, text: text('deposit_failed', { amount }) };
  }

  return (
    <section className="text-center py-5 mx-auto narrow">
      <h1 className="h2 mb-3">{t('threeds.title')}</h1>
      <div role="status">
        {outcome === null ? (
          <>
            <div className="d-flex justify-content-center mb-3">
              <span className="spinner" aria-hidden="true" />
              <span className="visually-hidden">{t('threeds.wait')}</span>
            </div>
            <p className="lead">{t('threeds.text')}</p>
          </>
        ) : outcome.ok ? (
          <p className="alert alert-success lead">{outcome.text}</p>
        ) : null}
      </div>
      {outcome && !outcome.ok ? (
        <p className="alert alert-danger lead" role="alert">
          {outcome.text}
        </p>
      ) : null}
      {outcome ? (
        opener ? (
          <button type="button" className="btn btn-secondary" onClick={() => window.close()}>
            {t('threeds.close')}
          </button>
        ) : (
          <LocaleLink to="/user-management" className="btn btn-secondary" state={openAccountTab('deposit')}>
            {t('threeds.toDeposit')}
          </LocaleLink>
        )
      ) : null}
    </section>
  );
}
