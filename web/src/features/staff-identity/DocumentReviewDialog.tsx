import { useState } from 'react';
import type { Failure } from '../../api/errors';
import type { KycQueueItem } from '../../api/generated/api';
import { ConfirmDialog, SummaryList } from '../../components/ConfirmDialog';
import { TextAreaField } from '../../components/Field';
import type { Rules } from '../../core/rules';
import { ensureStaffStrings } from '../../i18n/sharedStrings';
import { useErrorText } from '../../i18n/useErrorText';
import { useTranslationWith } from '../../i18n/useTranslationWith';
import { useDocumentKindName } from '../../lib/documentKinds';
import type { Decision } from './api/reviewDocument';
import { ensureStaffIdentityStrings } from './strings';

interface Props {
  decision: Decision;
  item: KycQueueItem;
  rules: Rules;
  busy: boolean;
  /** Why the last attempt failed without an answer (confirming again retries). */
  failure: Failure | null;
  /** The server's refusal of the reason, shown under it until it is changed. */
  reasonFailure: Failure | null;
  /** The reason was changed (the server's refusal of it no longer stands). */
  onReasonChange: () => void;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

const REASON_ID = 'admin-document-reason';

/**
 * The confirmation of a decision about a document: what it is and whose, and for a refusal or a
 * request for another picture, the reason the player will read (required: casino-core's
 * `required` rule says so before anything is sent; its length, 5 to 500 characters, is the
 * server's to say, under the field).
 */
export function DocumentReviewDialog({ decision, item, rules, busy, failure, reasonFailure, onReasonChange, onConfirm, onClose }: Props) {
  const { t } = useTranslationWith(ensureStaffIdentityStrings, ensureStaffStrings);
  const { text } = useErrorText();
  const kinds = useDocumentKindName();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const needsReason = decision !== 'approve';
  const local = needsReason ? rules.required(reason).error : undefined;
  const reasonError = (tried ? local : undefined) ?? reasonFailure ?? undefined;

  const confirm = () => {
    setTried(true);
    if (local) {
      document.getElementById(REASON_ID)?.focus();
      return;
    }
    onConfirm(needsReason ? reason.trim() : '');
  };

  const key = `staffIdentity.documents.decisions.${decision}`;
  return (
    <ConfirmDialog
      title={t(`${key}.title`)}
      confirmLabel={t(`${key}.button`)}
      busyLabel={t('staff.working')}
      backLabel={t('staff.back')}
      busy={busy}
      danger={decision === 'reject'}
      failure={failure ? text(failure.code, failure.params) : null}
      onConfirm={confirm}
      onClose={onClose}
    >
      <SummaryList
        rows={[
          [t('staffIdentity.documents.fields.player'), `${item.username} (${item.full_name})`],
          [t('staffIdentity.documents.fields.document'), kinds.title(item.kind)],
        ]}
      />
      <p className="mt-3 mb-0">{t(`${key}.lead`)}</p>
      {needsReason ? (
        <div className="row mt-2">
          <TextAreaField
            id={REASON_ID}
            label={t('staffIdentity.documents.reason')}
            hint={t('staffIdentity.documents.reasonHint')}
            value={reason}
            rows={3}
            required
            error={reasonError ? text(reasonError.code, reasonError.params) : undefined}
            onChange={(e) => {
              setReason(e.target.value);
              onReasonChange();
            }}
          />
        </div>
      ) : null}
    </ConfirmDialog>
  );
}
