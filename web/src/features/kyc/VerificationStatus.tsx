import { useTranslation } from 'react-i18next';
import type { DocumentsView } from '../../api/generated/api';
import { useRulebook } from '../../core/useRulebook';
import { useDocumentKindName } from '../../lib/documentKinds';
import { useTransactionLabels } from '../../lib/transactionLabels';

/**
 * Where the player stands: the verification level; while the identity is not verified, the date
 * the documents are due (casino-core's date format) and the kinds still to send; and the KYC
 * team's promise of an answer within 24 hours of a document.
 */
export function VerificationStatus({ view }: { view: DocumentsView }) {
  const { t } = useTranslation();
  const rules = useRulebook();
  const labels = useTransactionLabels();
  const kinds = useDocumentKindName();
  const verified = view.verification !== 'none';
  const due = view.due_at !== null && !verified ? (rules?.format_date(view.due_at).value ?? '…') : null;

  return (
    <section className="card narrow" aria-labelledby="kyc-status-title">
      <div className="card-body">
        <h3 className="h5" id="kyc-status-title">
          {t('kyc.status.title')}
        </h3>
        <p className="mb-2">
          {t('kyc.status.level')} <strong>{labels.verification(view.verification)}</strong>
        </p>
        {verified ? <p className="mb-2">{t(view.verification === 'enhanced' ? 'kyc.status.enhanced' : 'kyc.status.verified')}</p> : null}
        {!verified ? <p className="mb-2">{t('kyc.status.why')}</p> : null}
        {due ? <p className="fw-semibold mb-2">{t('kyc.status.due', { date: due })}</p> : null}
        {view.missing.length > 0 ? (
          <>
            <p className="mb-1" id="kyc-missing-title">
              {verified ? t('kyc.status.missingExtra') : t('kyc.status.missing')}
            </p>
            <ul className="mb-2" aria-labelledby="kyc-missing-title">
              {view.missing.map((kind) => (
                <li key={kind}>{kinds.title(kind)}</li>
              ))}
            </ul>
          </>
        ) : !verified ? (
          <p className="mb-2">{t('kyc.status.allSent')}</p>
        ) : null}
        <p className="small text-body-secondary mb-0">{t('kyc.status.promise')}</p>
      </div>
    </section>
  );
}
