import { useEffect, useRef, useState, type FormEvent } from 'react';
import { failureOf, fieldFailures, type Failure } from '../../api/errors';
import type { ContentDraft, ContentVersion } from '../../api/generated/api';
import { TextAreaField } from '../../components/Field';
import { FormFailure } from '../../components/staff/FormFailure';
import { SaveOrCancel } from '../../components/staff/SaveOrCancel';
import { useCoreFormik } from '../../core/useCoreFormik';
import { useErrorText } from '../../i18n/useErrorText';
import { useEscapeToCancel } from '../../lib/staff/useEscapeToCancel';
import { useSaveContent } from './api/updateTemplate';
import { ContentItemFields } from './ContentItemFields';
import type { ContentKind } from './contentItems';
import { CHECKS, editorId as f, shownOf, type ContentValues, type EditorControls, type EditorMode, type Name } from './editorFields';
import { MarkdownBodyFields } from './MarkdownBodyFields';
import { SlideFields } from './SlideFields';
import { useEditorWords } from './useEditorWords';

export type { EditorMode } from './editorFields';

export interface ContentEditorProps {
  mode: EditorMode;
  /** The words the fields start with (a version's, the source's of a translation, or none). */
  draft: ContentDraft;
  /** The item's name in the heading (its title, or its slug while it has none). */
  name: string;
  /** Edit: the version shown, which saving follows. */
  version?: number;
  /** Translate: the language the words come from (null: none has this item yet). */
  sourceLocale?: string | null;
  /** The FAQ groups already written in the item's language (suggestions). */
  groups?: readonly string[];
  /** A mail: the placeholders its text must keep (the server's list), said beside the text. */
  placeholders?: readonly string[];
  onSaved: (version: ContentVersion) => void;
  onCancel: () => void;
}

/**
 * One language's version of a page, an FAQ entry, a home slide or a mail, saved as its next
 * version (or its first, for a new item or a translation). Opens in place with the focus on its
 * heading; Escape or Cancel closes it. Pages and FAQ answers are Markdown, previewed beside the
 * text (below it on narrow screens) as the site will show them; a mail is plain text, sent as it
 * is typed, with the placeholders it must keep said under it. The server names each failing
 * field, said under it with the focus on the first.
 */
export function ContentEditor({ mode, draft, name, version, sourceLocale = null, groups = [], placeholders = [], onSaved, onCancel }: ContentEditorProps) {
  const { text } = useErrorText();
  const save = useSaveContent();
  const [failure, setFailure] = useState<Failure | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const rootRef = useRef<HTMLElement>(null);
  // The section opens the editor on its own kinds only.
  const kind = draft.kind as ContentKind;
  const shown = shownOf(kind);

  const form = useCoreFormik<ContentValues>({
    initial: () => ({ ...draft }),
    check: CHECKS[mode],
    onSubmit: async (values) => {
      try {
        onSaved(await save.mutateAsync({ draft: { ...values }, create: mode !== 'edit' }));
      } catch (error) {
        const own = failureOf(error);
        // A new item whose slug is taken in this language: said under the slug.
        const fields = mode === 'new' && own.code === 'content_exists' ? { slug: own } : fieldFailures(error);
        const isShown = (field: string) => (shown as readonly string[]).includes(field);
        const placed = Object.fromEntries(Object.entries(fields).filter(([field]) => isShown(field)));
        // A field this kind does not show (none expected): its message is said for the whole form.
        const unplaced = Object.entries(fields).find(([field]) => !isShown(field))?.[1];
        const reported = form.reportFields(placed);
        if (unplaced) setFailure(unplaced);
        else if (!reported) setFailure(own);
      }
    },
  });
  const busy = form.busy;
  const v = form.values;

  useEffect(() => headingRef.current?.focus(), []);

  useEscapeToCancel(rootRef, onCancel, busy);

  const onSubmit = (event: FormEvent) => {
    setFailure(null);
    void form.handleSubmit(event);
  };

  const errorOf = (field: Name) => {
    const failed = form.failureOf(field);
    return failed ? text(failed.code, failed.params) : undefined;
  };
  const change = (field: Name, value: string) => {
    form.set(field, value);
    setFailure(null);
  };

  /** The props of a control bound to `field`. */
  const bind = (field: Name) => ({
    id: f(field),
    name: field,
    value: v[field],
    error: errorOf(field),
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
    onBlur: () => form.touch(field),
  });
  const controls: EditorControls = { values: v, bind, change, touch: form.touch };
  const { e, language, heading, lead } = useEditorWords({ mode, kind, name, locale: v.locale, version, sourceLocale });
  const headingId = f('heading');

  return (
    <section ref={rootRef} className="border-top pt-3 mt-3" aria-labelledby={headingId}>
      <form className="row g-3" onSubmit={onSubmit} noValidate id={form.formId} aria-busy={busy}>
        <div className="col-12">
          <h3 id={headingId} ref={headingRef} tabIndex={-1} className="h5 mb-1">
            {heading}
          </h3>
          <p className="text-body-secondary small mb-0">{lead}</p>
        </div>

        <ContentItemFields mode={mode} kind={kind} name={name} groups={groups} e={e} language={language} values={v} bind={bind} />

        {kind === 'page' || kind === 'faq' ? <MarkdownBodyFields kind={kind} e={e} {...controls} /> : null}
        {kind === 'mail' ? (
          // Plain text, sent as typed: no Markdown, no preview, no picture.
          <TextAreaField
            {...bind('body')}
            label={e('mailBody')}
            hint={placeholders.length > 0 ? e('placeholdersHint', { placeholders: placeholders.join(', ') }) : undefined}
            lang={v.locale}
            rows={14}
            required
          />
        ) : null}
        {kind === 'slide' ? <SlideFields e={e} {...controls} /> : null}

        <FormFailure failure={failure} />
        <SaveOrCancel busy={busy} label={e('submit')} onCancel={onCancel} />
      </form>
    </section>
  );
}
