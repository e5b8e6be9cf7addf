import { Suspense, useMemo } from 'react';
import { failureOf } from '../../api/errors';
import { Loading } from '../../components/Loading';
import { loadBonusMath } from '../../core/bonus';
import { documentRules } from '../../core/documents';
import { useWasmModule } from '../../core/useRulebook';
import { useErrorText } from '../../i18n/useErrorText';
import { useTranslationWith } from '../../i18n/useTranslationWith';
import { ensureAccountStrings, ensureTransactionStrings } from '../../i18n/sharedStrings';
import { useDocuments } from './api/getDocuments';
import { DocumentList } from './DocumentList';
import { ensureKycStrings } from './strings';
import { UploadForm } from './UploadForm';
import { VerificationStatus } from './VerificationStatus';
import '../../styles/documents.scss';

/**
 * Identity verification in the account area: where the player stands (verified or not, the due
 * date, what is still to send, the KYC team's 24-hour promise), one form to send a document (its
 * file checked in the page by casino-core's own rules, compiled to WebAssembly with the account
 * area's other rules, before anything is sent), and the documents sent with the team's answers.
 */
export function DocumentsTab() {
  const { t } = useTranslationWith(ensureAccountStrings);
  return (
    <Suspense fallback={<Loading label={t('account.loadingTab')} />}>
      <Documents />
    </Suspense>
  );
}

function Documents() {
  // The tab's words come with it (see ./strings), and the verification level's name with them
  // (a transaction label: lib/transactionLabels), not once the documents are read.
  const { t } = useTranslationWith(ensureKycStrings, ensureTransactionStrings);
  const { text } = useErrorText();
  const documents = useDocuments();
  // The documents' rules: the form waits for them (they load with the reading), unless they
  // cannot load (offline on a first visit), when the server, which runs the same rules, answers.
  const { module: math, failed: mathFailed } = useWasmModule(loadBonusMath);
  const rules = useMemo(() => documentRules(math), [math]);

  if (documents.isError && !documents.data) {
    const f = failureOf(documents.error);
    return (
      <div className="py-2">
        <p className="alert alert-danger" role="alert">
          {text(f.code, f.params)}
        </p>
        <button type="button" className="btn btn-secondary" onClick={() => void documents.refetch()}>
          {t('kyc.retry')}
        </button>
      </div>
    );
  }
  if (!documents.data || (!math && !mathFailed)) return <Loading label={t('kyc.loading')} />;
  const view = documents.data;

  return (
    <div className="documents-tab d-grid gap-4">
      <VerificationStatus view={view} />
      <UploadForm view={view} rules={rules} onUploaded={documents.refresh} />
      <DocumentList view={view} busy={documents.isFetching} />
    </div>
  );
}
