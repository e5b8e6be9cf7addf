import { useEffect, useRef } from 'react';
import { TextAreaField } from '../../components/Field';
import { useContentPreview } from './api/previewContent';
import { ContentImageUpload } from './ContentImageUpload';
import { pictureMarkdown, type ContentKind } from './contentItems';
import { editorId, type EditorControls } from './editorFields';

interface Props extends EditorControls {
  kind: ContentKind;
  /** The editor's texts (`staffContent.content.editor.…`). */
  e: (key: string, params?: Record<string, string>) => string;
}

/**
 * A page's or an FAQ answer's Markdown, with the pictures put into it where the cursor was, and
 * its live preview beside it (below it on narrow screens) as the site will show it.
 */
export function MarkdownBodyFields({ kind, e, values, bind, change, touch }: Props) {
  const preview = useContentPreview(values.body, values.locale);

  // Where a picture goes in the text: the cursor's place when the text was last left (null: it
  // never was, the picture goes at the end). The text as last set, for answers that come later.
  const cursorRef = useRef<number | null>(null);
  const bodyRef = useRef(values.body);
  useEffect(() => {
    bodyRef.current = values.body;
  }, [values.body]);
  const insertPicture = (path: string, file: File) => {
    const { body, cursor } = pictureMarkdown(bodyRef.current, cursorRef.current, path, file.name);
    bodyRef.current = body;
    cursorRef.current = cursor;
    change('body', body);
  };
  const keepCursor = (event: { currentTarget: HTMLTextAreaElement }) => {
    cursorRef.current = event.currentTarget.selectionEnd;
  };

  return (
    <>
      <div className="col-12 col-lg-6">
        <TextAreaField
          {...bind('body')}
          label={kind === 'faq' ? e('answer') : e('body')}
          hint={e('bodyHint')}
          lang={values.locale}
          rows={18}
          required
          className="content-markdown"
          onSelect={keepCursor}
          onBlur={(event) => {
            keepCursor(event);
            touch('body');
          }}
        />
        <ContentImageUpload
          id={editorId('picture')}
          label={e('insertImage')}
          hint={e('insertImageHint')}
          doneText={(name) => e('inserted', { name })}
          onUploaded={insertPicture}
          className="mt-3"
        />
      </div>
      <div className="col-12 col-lg-6">
        <h4 className="h6 form-label mb-2">
          {e('preview')}
        </h4>
        <div className="content-preview" aria-busy={preview.pending}>
          {preview.failed ? <p className="text-body-secondary small mb-0">{e('previewFailed')}</p> : null}
          {!preview.failed && preview.html === null ? <p className="text-body-secondary small mb-0">{e('previewEmpty')}</p> : null}
          {!preview.failed && preview.html !== null ? (
            <div lang={values.locale}>
              {values.title.trim() !== '' ? <p className="h5 content-preview-title">{values.title}</p> : null}
              {/* Rendered and sanitised by the server (ammonia), exactly as the site shows it. */}
              <div className="content-body" dangerouslySetInnerHTML={{ __html: preview.html }} />
            </div>
          ) : null}
        </div>
      </div>
    </>
  );
}
