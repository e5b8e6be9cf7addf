import { useTranslation } from 'react-i18next';
import type { DocumentsView } from '../../api/generated/api';
import { useRulebook } from '../../core/useRulebook';
import { useDocumentKindName } from '../../lib/documentKinds';
import { useTransactionLabels } from '../../lib/transactionLabels';
import { formatMoney } from '../../lib/money';
import { useStore } from '../../store/store';

/**
 * Where the player stands: the verification level; while the identity is not verified, the date
 * the documents are due (casino-core's date format) and the kinds still to send; apart, the kinds
 * asked only for larger withdrawals, with the amount above which they are; and the KYC team's
 * promise of an answer within 24 hours of a document.
 */
export function VerificationStatus({ view }: { view: DocumentsView }) {
  const { t } = useTranslation();
  const rules = useRulebook();
  const labels = useTransactionLabels();
  const kinds = useDocumentKindName();
  const verified = view.verification !== 'none';
  const due = view.due_at !== null && !verified ? (rules?.format_date(view.due_at).value ?? '…') : null;
  const { state } = useStore();
  const currency = (state.user?.player && state.user.player.currency) || 'EUR';
  const forLarger = view.missing_for_larger;
  const identity = view.missing.filter((kind) => !forLarger.includes(kind));

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
        {identity.length > 0 ? (
          <KindList id="kyc-missing-title" title={t('kyc.status.missing')} kinds={identity.map(kinds.title)} />
        ) : !verified ? (
          <p className="mb-2">{t('kyc.status.allSent')}</p>
        ) : null}
        {forLarger.length > 0 ? (
          <KindList
            id="kyc-larger-title"
            title={t('kyc.status.missingExtra', { amount: formatMoney(rules, view.larger_above, currency) })}
            kinds={forLarger.map(kinds.title)}
          />
        ) : null}
        <p className="small text-body-secondary mb-0">{t('kyc.status.promise')}</p>
      </div>
    </section>
  );
}

function KindList({ id, title, kinds }: { id: string; title: string; kinds: string[] }) {
  return (
    <>
      <p className="mb-1" id={id}>
        {title}
      </p>
      <ul className="mb-2" aria-labelledby={id}>
        {kinds.map((kind) => (
          <li key={kind}>{kind}</li>
        ))}
      </ul>
    </>
  );
}
