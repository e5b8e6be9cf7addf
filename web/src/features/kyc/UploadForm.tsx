import { useCallback, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentsView } from '../../api/generated/api';
import { failureOf, fieldFailures, type Failure } from '../../api/errors';
import { Field } from '../../components/Field';
import { FormOutcome, SubmitButton } from '../../components/FormFooter';
import { SelectField } from '../../components/SelectField';
import type { RuleFailure } from '../../core/bonus';
import type { DocumentRules } from '../../core/documents';
import type { Rules } from '../../core/rules';
import { todayIso } from '../../core/today';
import { useCoreFormik, type Failures } from '../../core/useCoreFormik';
import { useErrorText } from '../../i18n/useErrorText';
import { useAnswerText, type Answer } from '../../lib/answers';
import { useDocumentKindName } from '../../lib/documentKinds';
import { formatFileSize } from '../../lib/units';
import { uploadDocument } from './api/uploadDocument';
import { DropZone } from './DropZone';
import { UploadProgress } from './UploadProgress';

/** The form as typed: the kind, the date on a proof of address, and the chosen file's name. */
type UploadValues = { kind: string; issued_on: string; file: string } & Record<string, string>;
const FIELDS = ['kind', 'issued_on', 'file'] as const;

interface Props {
  view: DocumentsView;
  /** casino-core's documents' rules (WebAssembly); null if they could not load (the server checks). */
  rules: DocumentRules | null;
  onUploaded: (view: DocumentsView) => void;
}

const firstKind = (view: DocumentsView) => view.missing[0] ?? view.kinds[0] ?? '';
/** Whether the player states the date printed on a document of `kind` (the server's list, from casino-core). */
const isDated = (view: DocumentsView, kind: string) => view.dated_kinds.some((k) => k === kind);

/**
 * Sends one document: its kind (the first one missing to start with), the date on a proof of
 * address, and its picture, dropped on the zone or chosen with the file input. The picture is
 * read at once and judged by casino-core's `document_failure` (format by content, size, colour,
 * resolution for that kind) and the date by `issued_on_failure`: a refusal is said under its
 * field, in the player's language, and nothing is sent. The upload then shows its progress.
 */
export function UploadForm({ view, rules, onUploaded }: Props) {
  const { t, i18n } = useTranslation();
  const { text } = useErrorText();
  const answerText = useAnswerText();
  const kinds = useDocumentKindName();
  const [chosen, setChosen] = useState<{ file: File; bytes: Uint8Array } | null>(null);
  // A new file input after each upload (a file input's value cannot be set back).
  const [inputKey, setInputKey] = useState(0);
  const [progress, setProgress] = useState<number | null>(null);
  const [saved, setSaved] = useState<Answer | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const reading = useRef(0);

  // The file's verdict for each kind, asked of the rules once per file and kind (the bytes are
  // copied into the module's memory on each call).
  const verdict = useMemo(() => {
    if (!rules || !chosen) return null;
    const seen = new Map<string, RuleFailure | null>();
    return (kind: string): RuleFailure | null => {
      if (!seen.has(kind)) seen.set(kind, rules.document_failure(kind, chosen.bytes));
      return seen.get(kind) ?? null;
    };
  }, [rules, chosen]);

  const check = useCallback(
    (core: Rules, v: UploadValues): Failures<UploadValues> => {
      const out: Failures<UploadValues> = {};
      const file = core.required(v.file).error ?? verdict?.(v.kind);
      if (file) out.file = file;
      const date = rules?.issued_on_failure(v.kind, v.issued_on, todayIso());
      if (date) out.issued_on = date;
      return out;
    },
    [rules, verdict],
  );

  const form = useCoreFormik<UploadValues>({
    initial: () => ({ kind: firstKind(view), issued_on: '', file: '' }),
    check,
    onSubmit: async (values) => {
      if (!chosen) return;
      setProgress(0);
      try {
        const meta = { kind: values.kind, issued_on: isDated(view, values.kind) ? values.issued_on.trim() : '' };
        const answer = await uploadDocument(meta, chosen.file, (sent, total) => setProgress(total > 0 ? Math.min(100, Math.round((sent * 100) / total)) : 0));
        setProgress(100);
        onUploaded(answer.documents);
        form.reset({ kind: firstKind(answer.documents), issued_on: '', file: '' });
        setChosen(null);
        setInputKey((k) => k + 1);
        setSaved(answer);
      } catch (e) {
        setProgress(null);
        const fields = fieldFailures(e);
        const ours = Object.fromEntries(FIELDS.filter((f) => fields[f]).map((f) => [f, fields[f]])) as Failures<UploadValues>;
        if (!form.reportFields(ours)) setFailure(failureOf(e));
      }
    },
  });

  /** A file chosen or dropped: read, then judged at once (the newest choice wins). */
  const choose = async (file: File) => {
    const n = ++reading.current;
    setSaved(null);
    setFailure(null);
    setProgress(null);
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (n !== reading.current) return;
    setChosen({ file, bytes });
    form.set('file', file.name);
    form.touch('file');
  };

  const onSubmit = (event: FormEvent) => {
    setSaved(null);
    setFailure(null);
    void form.handleSubmit(event);
  };

  const shown = (name: (typeof FIELDS)[number]) => {
    const f = form.failureOf(name);
    return f ? text(f.code, f.params) : undefined;
  };
  const dated = isDated(view, form.values.kind);
  const lang = i18n.language;

  return (
    <section className="narrow" aria-labelledby="kyc-upload-title">
      <h3 className="h5" id="kyc-upload-title">
        {t('kyc.upload.title')}
      </h3>
      <form className="card" onSubmit={onSubmit} noValidate id={form.formId} aria-busy={form.busy} aria-labelledby="kyc-upload-title">
        <div className="card-body row g-3">
          <SelectField
            id="kyc-kind"
            name="kind"
            label={t('kyc.upload.kind')}
            value={form.values.kind}
            error={shown('kind')}
            disabled={form.busy}
            onChange={(e) => {
              setSaved(null);
              form.set('kind', e.target.value);
            }}
          >
            {view.kinds.map((kind) => (
              <option key={kind} value={kind}>
                {kinds.title(kind)}
              </option>
            ))}
          </SelectField>
          {dated ? (
            <Field
              id="kyc-issued-on"
              name="issued_on"
              type="date"
              label={t('kyc.upload.issuedOn')}
              hint={t('kyc.upload.issuedOnHint')}
              value={form.values.issued_on}
              error={shown('issued_on')}
              disabled={form.busy}
              onChange={(e) => form.set('issued_on', e.target.value)}
              onBlur={() => form.touch('issued_on')}
            />
          ) : null}
          <div className="col-12">
            <DropZone
              key={inputKey}
              id="kyc-file"
              label={t('kyc.upload.file')}
              hint={t('kyc.upload.fileHint', { max: formatFileSize(lang, view.max_bytes) })}
              chosen={chosen ? t('kyc.upload.chosen', { name: chosen.file.name, size: formatFileSize(lang, chosen.file.size) }) : null}
              error={shown('file')}
              disabled={form.busy}
              onChoose={(file) => void choose(file)}
            />
          </div>
          {progress !== null ? <UploadProgress percent={progress} /> : null}
          <FormOutcome success={saved ? answerText(saved) : null} failure={failure ? text(failure.code, failure.params) : null} />
          <SubmitButton busy={form.busy} label={t('kyc.upload.send')} busyLabel={t('kyc.upload.sending')} />
        </div>
      </form>
    </section>
  );
}
