import { useTranslationWith } from '../../i18n/useTranslationWith';
import { languageName, type ContentKind } from './contentItems';
import type { EditorMode } from './editorFields';
import { ensureStaffContentStrings } from './strings';

interface Subject {
  mode: EditorMode;
  kind: ContentKind;
  /** The item's name (its title, or its slug while it has none). */
  name: string;
  /** The language the words are written in. */
  locale: string;
  /** Edit: the version shown. */
  version?: number;
  /** Translate: the language the words come from (null: none has this item yet). */
  sourceLocale: string | null;
}

/** The editor's texts (`staffContent.content.editor.…`), and its heading and lead for what it does to which item. */
export function useEditorWords({ mode, kind, name, locale, version, sourceLocale }: Subject) {
  const { t } = useTranslationWith(ensureStaffContentStrings);
  const e = (key: string, params: Record<string, string> = {}) => t(`staffContent.content.editor.${key}`, params);
  const language = languageName(locale);
  const heading =
    mode === 'edit'
      ? t('staffContent.content.editOf', { title: name, language })
      : mode === 'translate'
        ? sourceLocale
          ? t('staffContent.content.translateOf', { title: name, language })
          : kind === 'mail'
            ? t('staffContent.content.writeMailOf', { name, language })
            : t('staffContent.content.writeOf', { slug: name, language })
        : kind === 'faq'
          ? t('staffContent.content.newFaq')
          : t('staffContent.content.newSlide');
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
  return { e, language, heading, lead };
}
