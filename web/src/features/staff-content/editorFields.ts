import type { ContentDraft } from '../../api/generated/api';
import type { Rules } from '../../core/rules';
import type { Failures } from '../../core/useCoreFormik';

/** The fields of a draft, by the names the server gives its failures. */
export type Name = keyof ContentDraft;
export type ContentValues = ContentDraft & Record<string, string>;

/** The fields each kind of item shows (the others are sent as they are). */
const SHOWN: Record<string, readonly Name[]> = {
  page: ['slug', 'locale', 'title', 'body'],
  faq: ['slug', 'locale', 'section', 'position', 'title', 'body'],
  slide: ['slug', 'locale', 'position', 'section', 'title', 'body', 'action', 'link', 'image'],
  mail: ['slug', 'locale', 'title', 'body'],
};
export const shownOf = (kind: string) => SHOWN[kind] ?? SHOWN.page;

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
export const CHECKS: Record<EditorMode, ReturnType<typeof requiredFailures>> = {
  edit: requiredFailures('edit'),
  translate: requiredFailures('translate'),
  new: requiredFailures('new'),
};

/** A control's id in the editor. */
export const editorId = (field: string) => `content-editor-${field}`;

/** A control bound to a field of the editor's form. */
export interface BoundControl {
  id: string;
  name: Name;
  value: string;
  error: string | undefined;
  onChange: (event: { target: { value: string } }) => void;
  onBlur: () => void;
}

/** How a part of the editor reads and changes the form's values. */
export interface EditorControls {
  values: ContentValues;
  /** The props of a control bound to `field`. */
  bind: (field: Name) => BoundControl;
  change: (field: Name, value: string) => void;
  touch: (field: Name) => void;
}
