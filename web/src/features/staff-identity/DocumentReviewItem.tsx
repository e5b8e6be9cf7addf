import type { KycQueueItem } from '../../api/generated/api';
import { SummaryList } from '../../components/ConfirmDialog';
import { DocumentPicture } from '../../components/DocumentPicture';
import type { Rules } from '../../core/rules';
import { formatIsoDate } from '../../core/useRulebook';
import { useTranslationWith } from '../../i18n/useTranslationWith';
import { useDocumentKindName } from '../../lib/documentKinds';
import { formatMoment } from '../../lib/money';
import { formatFileSize, formatHours, formatWait } from '../../lib/units';
import { DECISIONS, type Decision } from './api/reviewDocument';
import { ensureStaffIdentityStrings } from './strings';

interface Props {
  item: KycQueueItem;
  rules: Rules;
  /** When the queue was read: the document's wait is counted to then. */
  readAt: number;
  promiseHours: number;
  onDecide: (decision: Decision) => void;
}

/** How a document is named in its row's buttons and dialogs: "ana, Identity document (front), 2026.11.24 12:00:00". */
export function useDocumentRowName() {
  const kinds = useDocumentKindName();
  return (item: KycQueueItem, rules: Rules) => [item.username, kinds.title(item.kind), formatMoment(rules, item.uploaded_at)].join(', ');
}

/**
 * One document waiting for the KYC team: whose and what it is, how long it has waited against
 * the promise (and a "late" badge past it), the registered details to compare with the picture,
 * the picture itself with its pixel size, and the three decisions.
 */
export function DocumentReviewItem({ item, rules, readAt, promiseHours, onDecide }: Props) {
  const { t, i18n } = useTranslationWith(ensureStaffIdentityStrings);
  const kinds = useDocumentKindName();
  const rowName = useDocumentRowName();
  const lang = i18n.language;
  const titleId = `admin-document-${item.id}`;
  const field = (name: string) => t(`staffIdentity.documents.fields.${name}`);
  const format = item.media_type.replace(/^image\//, '').toUpperCase();
  const details: [string, string][] = [
    [field('name'), item.full_name],
    [field('birthDate'), formatIsoDate(rules, item.birth_date)],
    [field('address'), item.address],
    ...(item.issued_on ? ([[field('issuedOn'), formatIsoDate(rules, item.issued_on)]] as [string, string][]) : []),
    [field('picture'), t('staffIdentity.documents.pictureSize', { width: item.width, height: item.height, format, size: formatFileSize(lang, item.size_bytes) })],
  ];

  return (
    <article className="card" aria-labelledby={titleId}>
      <div className="card-body row g-3">
        <div className="col-12">
          <h3 id={titleId} className="h6 mb-1 d-flex flex-wrap align-items-center gap-2">
            <span>{t('staffIdentity.documents.itemTitle', { username: item.username, document: kinds.title(item.kind) })}</span>
            {item.late ? (
              <>
                {' '}
                <span className="badge document-late">{t('staffIdentity.documents.late')}</span>
              </>
            ) : null}
          </h3>
          <p className="small text-body-secondary mb-0">
            {t('staffIdentity.documents.waited', {
              waited: formatWait(lang, readAt - item.uploaded_at),
              promise: formatHours(lang, promiseHours),
              due: formatMoment(rules, item.due_at),
            })}
          </p>
        </div>
        <div className="col-12 col-lg-7">
          <DocumentPicture
            id={item.id}
            alt={t('staffIdentity.documents.pictureAlt', { username: item.username, document: kinds.name(item.kind) })}
            loadingLabel={t('staffIdentity.documents.loadingPicture')}
          />
        </div>
        <div className="col-12 col-lg-5">
          <h4 className="h6">{t('staffIdentity.documents.registered')}</h4>
          <SummaryList rows={details} />
        </div>
        <div className="col-12 d-flex flex-wrap gap-2">
          {DECISIONS.map((decision) => (
            <button
              key={decision}
              type="button"
              className={decision === 'approve' ? 'btn btn-sm btn-secondary' : decision === 'reject' ? 'btn btn-sm btn-outline-danger' : 'btn btn-sm btn-outline-secondary'}
              aria-label={t(`staffIdentity.documents.decisions.${decision}.of`, { row: rowName(item, rules) })}
              onClick={() => onDecide(decision)}
            >
              {t(`staffIdentity.documents.decisions.${decision}.button`)}
            </button>
          ))}
        </div>
      </div>
    </article>
  );
}
