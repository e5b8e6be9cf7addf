import { useEffect, useRef, useState, type FormEvent } from 'react';
import { failureOf, fieldFailures, type Failure } from '../../api/errors';
import type { ContentDraft, ContentVersion } from '../../api/generated/api';
import { Field, TextAreaField } from '../../components/Field';
import { OutcomeRegion } from '../../components/OutcomeRegion';
import { SelectField } from '../../components/SelectField';
import type { Rules } from '../../core/rules';
import { useCoreFormik, type Failures } from '../../core/useCoreFormik';
import { useErrorText } from '../../i18n/useErrorText';
import { useTranslationWith } from '../../i18n/useTranslationWith';
import { useContentPreview, useSaveContent } from './api/useSiteContent';
import { ContentImageUpload } from './ContentImageUpload';
import { CONTENT_LOCALES, isPlaced, languageName, pictureMarkdown, type ContentKind } from './contentItems';
import { useEscapeToCancel } from './useEscapeToCancel';
import { ensureStaffStrings } from './strings';

/** The fields of a draft, by the names the server gives its failures. */
type Name = keyof ContentDraft;
type ContentValues = ContentDraft & Record<string, string>;

/** The fields each kind of item shows (the others are sent as they are). */
const SHOWN: Record<string, readonly Name[]> = {
  page: ['slug', 'locale', 'title', 'body'],
  faq: ['slug', 'locale', 'section', 'position', 'title', 'body'],
  slide: ['slug', 'locale', 'position', 'section', 'title', 'body', 'action', 'link', 'image'],
  mail: ['slug', 'locale', 'title', 'body'],
};
const shownOf = (kind: string) => SHOWN[kind] ?? SHOWN.page;

/** What the editor does: the next version of a shown item, a translation, or a new item. */
export type EditorMode = 'edit' | 'translate' | 'new';

/**
 * casino-core's `content_failures` asks for these; its lengths, numbers and paths are the
 * server's to say (it names every failing field).
 */
function requiredFailures(mode: EditorMode) {
  return (rules: Rules, v: ContentValues): Failures<ContentValues> => {
    const names: Name[] = ['title', 'position'];
    if (mode === 'new') names.push('slug');
    if (v.kind !== 'slide') names.push('body');
    if (v.kind === 'faq') names.push('section');
    if (v.kind === 'slide') names.push('action', 'link');
    const failures: Failures<ContentValues> = {};
    for (const name of names) {
      const error = rules.required(v[name]).error;
      if (error) failures[name] = error;
    }
    return failures;
  };
}
const CHECKS: Record<EditorMode, ReturnType<typeof requiredFailures>> = {
  edit: requiredFailures('edit'),
  translate: requiredFailures('translate'),
  new: requiredFailures('new'),
};

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
  const { t } = useTranslationWith(ensureStaffStrings);
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
  const markdown = kind === 'page' || kind === 'faq';
  const preview = useContentPreview(v.body, v.locale, markdown);

  useEffect(() => headingRef.current?.focus(), []);

  useEscapeToCancel(rootRef, onCancel, busy);

  const onSubmit = (event: FormEvent) => {
    setFailure(null);
    void form.handleSubmit(event);
  };

  const errorOf = (field: Name) => {
    const f = form.failureOf(field);
    return f ? text(f.code, f.params) : undefined;
  };
  const change = (field: Name, value: string) => {
    form.set(field, value);
    setFailure(null);
  };

  // Where a picture goes in the text: the cursor's place when the text was last left (null: it
  // never was, the picture goes at the end). The text as last set, for answers that come later.
  const cursorRef = useRef<number | null>(null);
  const bodyRef = useRef(v.body);
  useEffect(() => {
    bodyRef.current = v.body;
  }, [v.body]);
  const insertPicture = (path: string, file: File) => {
    const { body, cursor } = pictureMarkdown(bodyRef.current, cursorRef.current, path, file.name);
    bodyRef.current = body;
    cursorRef.current = cursor;
    change('body', body);
  };
  const keepCursor = (event: { currentTarget: HTMLTextAreaElement }) => {
    cursorRef.current = event.currentTarget.selectionEnd;
  };

  const f = (field: string) => `content-editor-${field}`;
  /** The props of a control bound to `field`. */
  const bind = (field: Name) => ({
    id: f(field),
    name: field,
    value: v[field],
    error: errorOf(field),
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
    onBlur: () => form.touch(field),
  });
  const e = (key: string, params: Record<string, string> = {}) => t(`staff.content.editor.${key}`, params);
  const language = languageName(v.locale);
  const headingId = f('heading');
  const heading =
    mode === 'edit'
      ? t('staff.content.editOf', { title: name, language })
      : mode === 'translate'
        ? sourceLocale
          ? t('staff.content.translateOf', { title: name, language })
          : kind === 'mail'
            ? t('staff.content.writeMailOf', { name, language })
            : t('staff.content.writeOf', { slug: name, language })
        : kind === 'faq'
          ? t('staff.content.newFaq')
          : t('staff.content.newSlide');
  const lead =
    mode === 'edit'
      ? e('editLead', { version: String(version ?? 0), next: String((version ?? 0) + 1) })
      : mode === 'translate'
        ? sourceLocale
          ? e('translateLead', { source: languageName(sourceLocale) })
          : kind === 'mail'
            ? e('writeMailLead')
            : e('writeLead')
        : e('newLead');
  const slugLabel = kind === 'faq' ? e('slugFaq') : kind === 'slide' ? e('slugSlide') : kind === 'mail' ? e('slugMail') : e('slugPage');
  const titleLabel = kind === 'faq' ? e('question') : kind === 'mail' ? e('subject') : e('title');
  const slugHint = mode !== 'new' ? undefined : kind === 'faq' ? e('slugFaqHint') : e('slugSlideHint');
  const third = 'col-12 col-sm-6 col-lg-4';

  return (
    <section ref={rootRef} className="border-top pt-3 mt-3" aria-labelledby={headingId}>
      <form className="row g-3" onSubmit={onSubmit} noValidate id={form.formId} aria-busy={busy}>
        <div className="col-12">
          <h3 id={headingId} ref={headingRef} tabIndex={-1} className="h5 mb-1">
            {heading}
          </h3>
          <p className="text-body-secondary small mb-0">{lead}</p>
        </div>

        {kind === 'mail' ? (
          // Which mail, by what it is for: its slug is the site's own name for it.
          <Field id={f('slug')} name="slug" label={slugLabel} value={name} error={errorOf('slug')} readOnly className={third} />
        ) : (
          <Field
            {...bind('slug')}
            label={slugLabel}
            hint={slugHint}
            readOnly={mode !== 'new'}
            inputMode={kind === 'faq' ? 'numeric' : undefined}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            required
            className={third}
          />
        )}
        {mode === 'new' ? (
          <SelectField {...bind('locale')} label={e('language')} className={third}>
            {CONTENT_LOCALES.map((l) => (
              <option key={l.lang} value={l.lang} lang={l.lang}>
                {l.name}
              </option>
            ))}
          </SelectField>
        ) : (
          <Field id={f('locale')} name="locale" label={e('language')} value={language} error={errorOf('locale')} readOnly className={third} />
        )}
        {isPlaced(kind) ? (
          <Field
            {...bind('position')}
            label={e('position')}
            hint={e('positionHint')}
            inputMode="numeric"
            autoComplete="off"
            required
            className={third}
          />
        ) : null}
        {kind === 'faq' ? (
          <>
            <Field
              {...bind('section')}
              label={e('group')}
              hint={e('groupHint')}
              list={groups.length > 0 ? f('groups') : undefined}
              lang={v.locale}
              autoComplete="off"
              required
              className={third}
            />
            {groups.length > 0 ? (
              <datalist id={f('groups')}>
                {groups.map((g) => (
                  <option key={g} value={g} />
                ))}
              </datalist>
            ) : null}
          </>
        ) : null}
        {kind === 'slide' ? (
          <Field {...bind('section')} label={e('kicker')} lang={v.locale} autoComplete="off" className="col-12 col-lg-6" />
        ) : null}
        <Field
          {...bind('title')}
          label={titleLabel}
          lang={v.locale}
          autoComplete="off"
          required
          className={kind === 'slide' ? 'col-12 col-lg-6' : 'col-12'}
        />

        {markdown ? (
          <>
            <div className="col-12 col-lg-6">
              <TextAreaField
                {...bind('body')}
                label={kind === 'faq' ? e('answer') : e('body')}
                hint={e('bodyHint')}
                lang={v.locale}
                rows={18}
                required
                className="content-markdown"
                onSelect={keepCursor}
                onBlur={(event) => {
                  keepCursor(event);
                  form.touch('body');
                }}
              />
              <ContentImageUpload
                id={f('picture')}
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
                  <div lang={v.locale}>
                    {v.title.trim() !== '' ? <p className="h5 content-preview-title">{v.title}</p> : null}
                    {/* Rendered and sanitised by the server (ammonia), exactly as the site shows it. */}
                    <div className="content-body" dangerouslySetInnerHTML={{ __html: preview.html }} />
                  </div>
                ) : null}
              </div>
            </div>
          </>
        ) : null}
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
        {kind === 'slide' ? (
          <>
            <TextAreaField {...bind('body')} label={e('slideText')} hint={e('slideTextHint')} lang={v.locale} rows={3} />
            <Field {...bind('action')} label={e('action')} lang={v.locale} autoComplete="off" required className={third} />
            <Field
              {...bind('link')}
              label={e('link')}
              hint={e('linkHint')}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              required
              className={third}
            />
            <Field
              {...bind('image')}
              label={e('image')}
              hint={e('imageHint')}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              className="col-12 col-lg-4"
            />
            <ContentImageUpload
              id={f('image-file')}
              label={e('uploadImage')}
              hint={e('uploadImageHint')}
              doneText={(name) => e('imageSet', { name })}
              onUploaded={(path) => change('image', path)}
              className="col-12 col-sm-6 col-lg-4"
            />
            {v.image.trim().startsWith('/') ? (
              <div className="col-12 col-sm-6 col-lg-4">
                <img className="content-image-thumb" src={v.image.trim()} alt="" />
              </div>
            ) : null}
          </>
        ) : null}

        <div className={failure ? 'col-12' : 'col-12 mt-0'}>
          <OutcomeRegion failure={failure ? text(failure.code, failure.params) : null} />
        </div>
        <div className="col-12 d-flex flex-wrap gap-2">
          <button type="submit" className="btn btn-secondary" disabled={busy}>
            {busy ? <span className="spinner spinner-sm me-2" aria-hidden="true" /> : null}
            {busy ? t('admin.working') : e('submit')}
          </button>
          <button type="button" className="btn btn-outline-secondary" onClick={onCancel} disabled={busy}>
            {t('admin.cancel')}
          </button>
        </div>
      </form>
    </section>
  );
}
