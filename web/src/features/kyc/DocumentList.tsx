import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentView, DocumentsView } from '../../api/generated/api';
import { DataTable } from '../../components/DataTable';
import { DocumentPicture } from '../../components/DocumentPicture';
import { Modal } from '../../components/Modal';
import { formatIsoDate, useRulebook } from '../../core/useRulebook';
import { useDocumentKindName } from '../../lib/documentKinds';
import { formatMoment } from '../../lib/money';

/** A document's status as the KYC team left it: the word, never the colour alone. */
function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return <span className={`badge document-status document-status-${status}`}>{t(`kyc.statuses.${status}`, { defaultValue: status })}</span>;
}

/**
 * The documents sent, newest first: kind (and the date on a proof of address), when it was sent,
 * its status, the KYC agent's reason when refused or when another picture is asked for, and a
 * button that shows the picture.
 */
export function DocumentList({ view, busy }: { view: DocumentsView; busy: boolean }) {
  const { t } = useTranslation();
  const rules = useRulebook();
  const kinds = useDocumentKindName();
  const [open, setOpen] = useState<DocumentView | null>(null);
  const moment = (millis: number) => (rules ? formatMoment(rules, millis) : '…');
  const col = (name: string) => t(`kyc.list.columns.${name}`);

  return (
    <section aria-labelledby="kyc-list-title">
      <h3 className="h5" id="kyc-list-title">
        {t('kyc.list.title')}
      </h3>
      {view.documents.length === 0 ? (
        <p className="empty-state text-center mb-0">{t('kyc.list.empty')}</p>
      ) : (
        <DataTable
          busy={busy}
          caption={t('kyc.list.title')}
          columns={[
            { label: col('document') },
            { label: col('sent'), className: 'tx-when' },
            { label: col('status') },
            { label: col('reason'), className: 'tx-wrap' },
            { label: col('actions'), actions: true },
          ]}
          rows={view.documents.map((doc) => ({
            key: doc.id,
            cells: [
              <div>
                <span className="d-block">{kinds.title(doc.kind)}</span>
                {doc.issued_on ? (
                  <span className="d-block small text-body-secondary">{t('kyc.list.issuedOn', { date: formatIsoDate(rules, doc.issued_on) })}</span>
                ) : null}
              </div>,
              moment(doc.uploaded_at),
              <StatusBadge status={doc.status} />,
              doc.reason ? <span className="document-reason">{doc.reason}</span> : '',
              <button
                type="button"
                className="btn btn-sm btn-outline-secondary"
                aria-label={t('kyc.list.viewOf', { document: kinds.name(doc.kind), date: moment(doc.uploaded_at) })}
                onClick={() => setOpen(doc)}
              >
                {t('kyc.list.view')}
              </button>,
            ],
          }))}
        />
      )}
      {open ? (
        <Modal title={kinds.title(open.kind)} closeLabel={t('a11y.close')} onClose={() => setOpen(null)}>
          <DocumentPicture id={open.id} alt={t('kyc.list.pictureOf', { document: kinds.name(open.kind) })} loadingLabel={t('kyc.list.loadingPicture')} />
        </Modal>
      ) : null}
    </section>
  );
}
