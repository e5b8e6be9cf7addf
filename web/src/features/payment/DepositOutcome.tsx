import { useTranslation } from 'react-i18next';
import type { Failure } from '../../api/errors';
import type { TransactionView, WireInstructions as Wire } from '../../api/generated/api';
import { useErrorText } from '../../i18n/useErrorText';
import { LocaleLink } from '../../components/LocaleLink';
import { openAccountTab } from '../../lib/accountTabs';
import { isZeroAmount } from '../../lib/money';
import { THREEDS_WINDOW } from './threeds';

/** What the last deposit came to, shown under the form. */
export type Outcome =
  | { kind: 'done'; ok: boolean; transaction: TransactionView }
  | { kind: 'pending'; code: 'threeds_started' | 'deposit_pending'; transaction: TransactionView; challengeUrl?: string }
  | { kind: 'wire'; transaction: TransactionView; wire: Wire }
  | { kind: 'redirecting' }
  | { kind: 'error'; failure: Failure; popupBlocked?: boolean };

/**
 * The outcome of the last deposit: progress and success announced politely (with the bonus a
 * completed deposit credited, and the way to it), failures as alerts.
 */
export function DepositOutcome({ outcome, money }: { outcome: Outcome | null; money: (amount: string, currency: string) => string }) {
  const { t } = useTranslation();
  const { text } = useErrorText();
  const amountText = (tx: TransactionView) => money(tx.amount, tx.currency);
  let status: { text: string; tone: 'success' | 'info'; detail?: string; spinner?: boolean; bonus?: string } | null = null;
  let failure: { text: string; detail?: string } | null = null;

  if (outcome?.kind === 'done') {
    const amount = amountText(outcome.transaction);
    const { bonus, currency } = outcome.transaction;
    const credited = bonus && !isZeroAmount(bonus) ? t('deposit.bonusCredited', { amount: money(bonus, currency) }) : undefined;
    if (outcome.ok) status = { text: text('deposit_complete', { amount }), tone: 'success', bonus: credited };
    else failure = { text: text('deposit_failed', { amount }) };
  } else if (outcome?.kind === 'pending') {
    const amount = amountText(outcome.transaction);
    status =
      outcome.code === 'threeds_started'
        ? { text: text('threeds_started'), tone: 'info', detail: t('deposit.threedsWait'), spinner: true }
        : { text: text('deposit_pending', { amount }), tone: 'info', detail: t('deposit.pendingWait'), spinner: true };
  } else if (outcome?.kind === 'wire') {
    status = { text: text('deposit_pending', { amount: amountText(outcome.transaction) }), tone: 'info' };
  } else if (outcome?.kind === 'error') {
    failure = { text: text(outcome.failure.code, outcome.failure.params), detail: outcome.popupBlocked ? t('deposit.popupHelp') : undefined };
  }

  return (
    <>
      {/* Always there (a live region must exist before what it announces); empty, it takes no gutter. */}
      <div className={status ? 'col-12' : 'col-12 mt-0'} role="status">
        {status ? (
          <div className={`alert alert-${status.tone} mb-0 d-flex gap-2 align-items-start`}>
            {status.spinner ? <span className="spinner spinner-sm mt-1 flex-shrink-0" aria-hidden="true" /> : null}
            <div>
              <p className="mb-0">{status.text}</p>
              {status.detail ? <p className="mb-0 small">{status.detail}</p> : null}
              {status.bonus ? (
                <p className="mb-0 mt-1">
                  {status.bonus}{' '}
                  <LocaleLink to="/user-management" state={openAccountTab('bonuses')}>
                    {t('deposit.seeBonus')}
                  </LocaleLink>
                </p>
              ) : null}
              {outcome?.kind === 'pending' && outcome.challengeUrl ? (
                <a className="small" href={outcome.challengeUrl} target={THREEDS_WINDOW}>
                  {t('deposit.reopen')}
                </a>
              ) : null}
            </div>
          </div>
        ) : null}
      </div>
      {failure ? (
        <div className="col-12" role="alert">
          <div className="alert alert-danger mb-0">
            <p className="mb-0">{failure.text}</p>
            {failure.detail ? <p className="mb-0 mt-1 small">{failure.detail}</p> : null}
          </div>
        </div>
      ) : null}
    </>
  );
}
