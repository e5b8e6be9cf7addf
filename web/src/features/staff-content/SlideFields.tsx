import { Field, TextAreaField } from '../../components/Field';
import { ContentImageUpload } from './ContentImageUpload';
import { editorId, type EditorControls } from './editorFields';

interface Props extends Pick<EditorControls, 'values' | 'bind' | 'change'> {
  /** The editor's texts (`staffContent.content.editor.…`). */
  e: (key: string, params?: Record<string, string>) => string;
}

/** A home slide's text, its button (words and link) and its picture, uploaded or named by its path. */
export function SlideFields({ e, values, bind, change }: Props) {
  const third = 'col-12 col-sm-6 col-lg-4';
  return (
    <>
      <TextAreaField {...bind('body')} label={e('slideText')} hint={e('slideTextHint')} lang={values.locale} rows={3} />
      <Field {...bind('action')} label={e('action')} lang={values.locale} autoComplete="off" required className={third} />
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
        id={editorId('image-file')}
        label={e('uploadImage')}
        hint={e('uploadImageHint')}
        doneText={(name) => e('imageSet', { name })}
        onUploaded={(path) => change('image', path)}
        className="col-12 col-sm-6 col-lg-4"
      />
      {values.image.trim().startsWith('/') ? (
        <div className="col-12 col-sm-6 col-lg-4">
          <img className="content-image-thumb" src={values.image.trim()} alt="" />
        </div>
      ) : null}
    </>
  );
}
