import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { failureOf, type Failure } from '../../api/errors';
import { FieldError, FieldHint, useFieldIds } from '../../components/Field';
import { useRulebook } from '../../core/useRulebook';
import { useErrorText } from '../../i18n/useErrorText';
import { useUploadContentImage } from './api/uploadContentImage';


export interface ContentImageUploadProps {
  id: string;
  label: string;
  hint: string;
  /** What is said once a picture is in, from its file name. */
  doneText: (fileName: string) => string;
  /** The picture is kept: `path` is where the site serves it. */
  onUploaded: (path: string, file: File) => void;
  className?: string;
}

/**
 * A labelled file input sending the chosen picture to the server at once. While it is sent, and
 * once it is in, a status under the input says so; a refusal (not a picture, too large) is said
 * under it through the errors catalogue. The input stays usable meanwhile: each picture sent is
 * handed over when its answer comes.
 */
export function ContentImageUpload({ id, label, hint, doneText, onUploaded, className = 'col-12' }: ContentImageUploadProps) {
  const { t } = useTranslation();
  const { text } = useErrorText();
  const upload = useUploadContentImage();
  // The pictures casino-core takes (the server tells them by their first bytes, and refuses a
  // bigger one too): a file too big is not sent.
  const limits = useRulebook()?.form_limits();
  const [sending, setSending] = useState(0);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const error = failure ? text(failure.code, failure.params) : undefined;
  const { fieldId, errorId, hintId, aria } = useFieldIds(id, error, hint);

  // An answer that comes after the editor closed changes nothing.
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = ''; // the same file can be chosen again
    if (!file) return;
    setFailure(null);
    setDone(null);
    if (limits && file.size > limits.image_max_bytes) {
      setFailure({ code: 'image_too_large', params: {} });
      return;
    }
    setSending((n) => n + 1);
    try {
      const image = await upload.mutateAsync(file);
      if (!live.current) return;
      onUploaded(image.path, file);
      setDone(doneText(file.name));
    } catch (e) {
      if (live.current) setFailure(failureOf(e));
    } finally {
      if (live.current) setSending((n) => n - 1);
    }
  };

  return (
    <div className={className}>
      <label htmlFor={fieldId} className="form-label">
        {label}
      </label>
      <input
        id={fieldId}
        type="file"
        accept={limits?.image_media_types.join(',')}
        className={error ? 'form-control is-invalid' : 'form-control'}
        {...aria}
        onChange={(event) => void onChange(event)}
      />
      <FieldError id={errorId} error={error} />
      <div className={sending > 0 || done ? 'form-text' : undefined} role="status">
        {sending > 0 ? (
          <>
            <span className="spinner spinner-sm me-2" aria-hidden="true" />
            {t('staffContent.content.editor.uploading')}
          </>
        ) : (
          done
        )}
      </div>
      <FieldHint id={hintId} hint={hint} />
    </div>
  );
}
