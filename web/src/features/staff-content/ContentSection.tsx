import { Suspense, useEffect, useRef, useState, type MouseEvent } from 'react';
import { failureOf } from '../../api/errors';
import type { ContentDraft, ContentKey, ContentVersion } from '../../api/generated/api';
import { ReadingState } from '../../components/staff/ReadingState';
import { SectionLoading } from '../../components/staff/SectionLoading';
import { useTranslationWith } from '../../i18n/useTranslationWith';
import { useSiteContent } from './api/getSiteContent';
import { ContentEditor, type EditorMode } from './ContentEditor';
import { CONTENT_LOCALES, contentRows, draftOf, emptyDraft, faqGroups, fixedSlugs, languageName, mailPlaceholders, nextPlace, type ContentKind } from './contentItems';
import { ContentOutcome, type Said } from './ContentOutcome';
import { ContentTable } from './ContentTable';
import { ContentVersions } from './ContentVersions';
import { KindToolbar } from './KindToolbar';
import { LocaleTabs } from './LocaleTabs';
import { RemoveContentDialog, type Removing } from './RemoveContentDialog';
import { ensureStaffContentStrings } from './strings';
import { useItemName } from './useItemName';

/** The editor open in place: what it does, to which words. */
interface Editing {
  key: string;
  mode: EditorMode;
  draft: ContentDraft;
  name: string;
  version?: number;
  sourceLocale?: string | null;
}

/** The versions open in place: of which item, in which language. */
interface Versions {
  item: ContentKey;
  name: string;
}

/**
 * The site's content (administrators): the pages, the FAQ, the home slides and the e-mails the
 * site sends, one kind and one language at a time, with what is not translated yet. Each item is
 * edited in place (a new version in that language), translated from the French (else English)
 * text, removed in one or every language (never a mail: the site sends them all), and its older
 * versions restored.
 */
export function ContentSection() {
  return (
    <Suspense fallback={<SectionLoading />}>
      <Content />
    </Suspense>
  );
}

function Content() {
  const { t } = useTranslationWith(ensureStaffContentStrings);
  const content = useSiteContent();
  const [kind, setKind] = useState<ContentKind>('page');
  const [locale, setLocale] = useState<string>(CONTENT_LOCALES[0].lang);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [versions, setVersions] = useState<Versions | null>(null);
  const [removing, setRemoving] = useState<Removing | null>(null);
  const [said, setSaid] = useState<Said>(null);
  // Asks for the focus on the outcome once the dialog that acted is gone (its button may be too).
  const [focusOutcome, setFocusOutcome] = useState(0);
  const opener = useRef<HTMLElement | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (focusOutcome > 0) outcomeRef.current?.focus();
  }, [focusOutcome]);

  const data = content.data ?? null;
  const loading = content.isFetching && data === null;
  // A refresh after a change that fails keeps the rows on screen; a first reading says why.
  const failure = content.isError && !content.isFetching && data === null ? failureOf(content.error) : null;

  const language = languageName(locale);
  const nameOf = useItemName();

  const remember = (event: MouseEvent<HTMLButtonElement>) => {
    opener.current = event.currentTarget;
    setSaid(null);
  };
  const openEditor = (event: MouseEvent<HTMLButtonElement>, next: Omit<Editing, 'key'>) => {
    remember(event);
    setVersions(null);
    setEditing({ ...next, key: `${next.mode}-${next.draft.kind}-${next.draft.slug}-${next.draft.locale}-${Date.now()}` });
  };
  const openVersions = (event: MouseEvent<HTMLButtonElement>, next: Versions) => {
    remember(event);
    setEditing(null);
    setVersions(next);
  };
  const closePanel = () => {
    setEditing(null);
    setVersions(null);
    opener.current?.focus();
  };
  const saved = (version: ContentVersion) => {
    setEditing(null);
    // The saved item in view: its kind and language.
    setKind(version.kind as ContentKind);
    setLocale(version.locale);
    setSaid({ kind: 'saved', version: version.version });
    outcomeRef.current?.focus();
  };
  const restored = (version: ContentVersion, from: ContentVersion) => setSaid({ kind: 'restored', from: from.version, version: version.version });
  /** A removal's outcome, once its dialog is gone. */
  const sayRemoval = (outcome: Said) => {
    setSaid(outcome);
    setRemoving(null);
    setFocusOutcome((n) => n + 1);
  };

  return (
    <section className="card" aria-labelledby="admin-content-title">
      <div className="card-body">
        <h2 id="admin-content-title" className="h5 mb-1">
          {t('staffContent.content.title')}
        </h2>
        <p className="text-body-secondary small">{t('staffContent.content.lead')}</p>
        <ContentOutcome ref={outcomeRef} said={said} />
        <ReadingState loading={loading} failure={failure} onRetry={() => void content.refetch()} />
        {data ? (
          <>
            <KindToolbar
              kind={kind}
              onKind={setKind}
              onNew={(e) => {
                const place = nextPlace(data.items, kind, data.rules.form_limits().content_number_max);
                openEditor(e, { mode: 'new', draft: emptyDraft(kind, place.slug, locale, place.position), name: '' });
              }}
            />
            <LocaleTabs label={t('staffContent.content.languages')} active={locale} onSelect={setLocale} />
            <div role="tabpanel" id="admin-content-panel" aria-labelledby={`admin-content-tab-${locale}`} className="pt-3">
              <ContentTable
                rules={data.rules}
                rows={contentRows(data.items, kind, locale, fixedSlugs(kind, data.mails))}
                kind={kind}
                locale={locale}
                caption={t('staffContent.content.tableOf', { kind: t(`staffContent.content.kinds.${kind}`), language })}
                onEdit={(e, row, v) => openEditor(e, { mode: 'edit', draft: draftOf(v), name: nameOf(kind, row), version: v.version })}
                onTranslate={(e, row) =>
                  openEditor(e, {
                    mode: 'translate',
                    draft: row.source ? draftOf(row.source, locale) : emptyDraft(kind, row.slug, locale, '0'),
                    name: nameOf(kind, row),
                    sourceLocale: row.source?.locale ?? null,
                  })
                }
                onVersions={(e, row) => openVersions(e, { item: { kind, slug: row.slug, locale }, name: nameOf(kind, row) })}
                onRemove={(e, row, everywhere) => {
                  remember(e);
                  setRemoving({ item: { kind, slug: row.slug, locale: everywhere ? '' : locale }, name: nameOf(kind, row), everywhere });
                }}
              />
            </div>
          </>
        ) : null}
        {editing && data ? (
          <ContentEditor
            key={editing.key}
            mode={editing.mode}
            draft={editing.draft}
            name={editing.name}
            version={editing.version}
            sourceLocale={editing.sourceLocale}
            groups={faqGroups(data.items, editing.draft.locale)}
            placeholders={mailPlaceholders(data.mails, editing.draft.slug)}
            onSaved={saved}
            onCancel={closePanel}
          />
        ) : null}
        {versions ? (
          <ContentVersions
            key={`${versions.item.kind}-${versions.item.slug}-${versions.item.locale}`}
            item={versions.item}
            name={versions.name}
            onRestored={restored}
            onClose={closePanel}
          />
        ) : null}
      </div>
      {removing ? (
        <RemoveContentDialog
          removing={removing}
          onRemoved={(answer) => sayRemoval({ kind: 'done', answer })}
          onRefused={(refusal) => {
            sayRemoval({ kind: 'failure', failure: refusal });
            void content.refetch();
          }}
          onClose={() => setRemoving(null)}
        />
      ) : null}
    </section>
  );
}

