import type { Failure } from '../../api/errors';
import type { AdminTransactionView } from '../../api/generated/api';
import { ConfirmDialog, SummaryList } from '../../components/ConfirmDialog';
import type { Rules } from '../../core/rules';
import { ensureStaffStrings } from '../../i18n/sharedStrings';
import { useErrorText } from '../../i18n/useErrorText';
import { useTranslationWith } from '../../i18n/useTranslationWith';
import { formatMoney } from '../../lib/money';
import { useTransactionLabels } from '../../lib/transactionLabels';
import type { Variant } from './api/useAdminQueue';
import type { Action } from './api/useQueueAction';
import { DETAIL_OF, isDanger } from './queueDetails';
import { ensureStaffPaymentsStrings } from './strings';

interface Props {
  variant: Variant;
  action: Action;
  item: AdminTransactionView;
  rules: Rules;
  busy: boolean;
  /** Why the last attempt got no answer (confirming again retries). */
  failure: Failure | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** The confirmation of an administrator's decision on a queued transaction: whose, how much, by what means, where. */
export function QueueDecisionDialog({ variant, action, item, rules, busy, failure, onConfirm, onClose }: Props) {
  const { t } = useTranslationWith(ensureStaffPaymentsStrings, ensureStaffStrings);
  const { text } = useErrorText();
  const labels = useTransactionLabels();
  const col = (name: string) => t(`staffPayments.columns.${name}`);
  const tx = item.transaction;
  return (
    <ConfirmDialog
      title={t(`staffPayments.actions.${action}.title`)}
      confirmLabel={t(`staffPayments.actions.${action}.button`)}
      busyLabel={t('staff.working')}
      backLabel={t('staff.back')}
      busy={busy}
      danger={isDanger(action)}
      failure={failure ? text(failure.code, failure.params) : null}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <SummaryList
        rows={[
          [col('player'), item.username],
          [col('amount'), formatMoney(rules, tx.amount, tx.currency)],
          [col('method'), labels.provider(tx.provider)],
          [col(DETAIL_OF[variant].column), DETAIL_OF[variant].of(tx)],
        ]}
      />
      <p className="mt-3 mb-0">{t(`staffPayments.actions.${action}.lead`)}</p>
    </ConfirmDialog>
  );
}
