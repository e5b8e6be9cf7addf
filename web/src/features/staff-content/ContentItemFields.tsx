import { Field } from '../../components/Field';
import { SelectField } from '../../components/SelectField';
import { CONTENT_LOCALES, isPlaced, type ContentKind } from './contentItems';
import { editorId, type EditorControls, type EditorMode } from './editorFields';

interface Props extends Pick<EditorControls, 'values' | 'bind'> {
  mode: EditorMode;
  kind: ContentKind;
  /** The item's name (a mail is shown by what it is for). */
  name: string;
  /** The FAQ groups already written in the item's language (suggestions). */
  groups: readonly string[];
  /** The editor's texts (`staffContent.content.editor.…`). */
  e: (key: string) => string;
  /** The language's own name. */
  language: string;
}

/** Which item it is and where it goes: its slug, its language, its place (FAQ, slides), its group or kicker, and its title. */
export function ContentItemFields({ mode, kind, name, groups, e, language, values, bind }: Props) {
  const slugLabel = kind === 'faq' ? e('slugFaq') : kind === 'slide' ? e('slugSlide') : kind === 'mail' ? e('slugMail') : e('slugPage');
  const titleLabel = kind === 'faq' ? e('question') : kind === 'mail' ? e('subject') : e('title');
  const slugHint = mode !== 'new' ? undefined : kind === 'faq' ? e('slugFaqHint') : e('slugSlideHint');
  const third = 'col-12 col-sm-6 col-lg-4';
  return (
    <>
      {kind === 'mail' ? (
        // Which mail, by what it is for: its slug is the site's own name for it.
        <Field id={editorId('slug')} name="slug" label={slugLabel} value={name} error={bind('slug').error} readOnly className={third} />
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
        <Field id={editorId('locale')} name="locale" label={e('language')} value={language} error={bind('locale').error} readOnly className={third} />
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
            list={groups.length > 0 ? editorId('groups') : undefined}
            lang={values.locale}
            autoComplete="off"
            required
            className={third}
          />
          {groups.length > 0 ? (
            <datalist id={editorId('groups')}>
              {groups.map((g) => (
                <option key={g} value={g} />
              ))}
            </datalist>
          ) : null}
        </>
      ) : null}
      {kind === 'slide' ? (
        <Field {...bind('section')} label={e('kicker')} lang={values.locale} autoComplete="off" className="col-12 col-lg-6" />
      ) : null}
      <Field
        {...bind('title')}
        label={titleLabel}
        lang={values.locale}
        autoComplete="off"
        required
        className={kind === 'slide' ? 'col-12 col-lg-6' : 'col-12'}
      />
    </>
  );
}
