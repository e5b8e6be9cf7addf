import { Suspense, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { failureOf, statusOf, type Failure } from '../../api/errors';
import type { ContentDraft, ContentKey, ContentVersion } from '../../api/generated/api';
import { ConfirmDialog, SummaryList } from '../../components/ConfirmDialog';
import { DataTable, type DataColumn } from '../../components/DataTable';
import { OutcomeRegion } from '../../components/OutcomeRegion';
import type { Rules } from '../../core/rules';
import { useErrorText } from '../../i18n/useErrorText';
import { useTranslationWith } from '../../i18n/useTranslationWith';
import { useAnswerText, type Answer } from '../../lib/answers';
import { formatMoment } from '../../lib/money';
import { useRemoveContent, useSiteContent } from './api/useSiteContent';
import { ContentEditor, type EditorMode } from './ContentEditor';
import {
  CONTENT_KINDS,
  CONTENT_LOCALES,
  contentRows,
  draftOf,
  emptyDraft,
  faqGroups,
  fixedSlugs,
  isPlaced,
  languageName,
  mailPlaceholders,
  nextPlace,
  rowVersion,
  type ContentKind,
  type ContentRow,
} from './contentItems';
import { ContentVersions } from './ContentVersions';
import { ReadingState } from './ReadingState';
import { ensureStaffStrings } from './strings';
import { SectionLoading } from './SupportSection';

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

/** A removal waiting for its confirmation (`everywhere`: in every language). */
interface Removing {
  item: ContentKey;
  name: string;
  everywhere: boolean;
}

/** What the last action came to, said in the section's outcome region. */
type Said =
  | { kind: 'saved'; version: number }
  | { kind: 'restored'; from: number; version: number }
  | { kind: 'done'; answer: Answer }
  | { kind: 'failure'; failure: Failure }
  | null;

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
  const { t } = useTranslationWith(ensureStaffStrings);
  const { text } = useErrorText();
  const answerText = useAnswerText();
  const content = useSiteContent();
  const remove = useRemoveContent();
  const [kind, setKind] = useState<ContentKind>('page');
  const [locale, setLocale] = useState<string>(CONTENT_LOCALES[0].lang);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [versions, setVersions] = useState<Versions | null>(null);
  const [removing, setRemoving] = useState<Removing | null>(null);
  const [removeFailure, setRemoveFailure] = useState<Failure | null>(null);
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

  const c = (key: string) => t(`staff.content.columns.${key}`);
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

  const confirmRemove = () => {
    if (!removing || remove.isPending) return;
    setRemoveFailure(null);
    remove.mutate(removing.item, {
      onSuccess: (answer) => {
        setSaid({ kind: 'done', answer });
        setRemoving(null);
        setFocusOutcome((n) => n + 1);
      },
      onError: (e) => {
        if (statusOf(e) === 0) {
          // No answer (network, time-out): the dialog stays, confirming again retries.
          setRemoveFailure(failureOf(e));
        } else {
          setSaid({ kind: 'failure', failure: failureOf(e) });
          setRemoving(null);
          setFocusOutcome((n) => n + 1);
          void content.refetch();
        }
      },
    });
  };

  const success =
    said?.kind === 'saved'
      ? t('staff.content.saved', { version: String(said.version) })
      : said?.kind === 'restored'
        ? t('staff.content.restored', { from: String(said.from), version: String(said.version) })
        : said?.kind === 'done'
          ? answerText(said.answer)
          : null;

  return (
    <section className="card" aria-labelledby="admin-content-title">
      <div className="card-body">
        <h2 id="admin-content-title" className="h5 mb-1">
          {t('staff.content.title')}
        </h2>
        <p className="text-body-secondary small">{t('staff.content.lead')}</p>
        <OutcomeRegion ref={outcomeRef} success={success} failure={said?.kind === 'failure' ? text(said.failure.code, said.failure.params) : null} />
        <ReadingState loading={loading} failure={failure} onRetry={() => void content.refetch()} />
        {data ? (
          <>
            <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
              <div className="btn-group" role="group" aria-label={t('staff.content.kind')}>
                {CONTENT_KINDS.map((k) => (
                  <button
                    key={k}
                    type="button"
                    className={k === kind ? 'btn btn-sm btn-secondary' : 'btn btn-sm btn-outline-secondary'}
                    aria-pressed={k === kind}
                    onClick={() => setKind(k)}
                  >
                    {t(`staff.content.kinds.${k}`)}
                  </button>
                ))}
              </div>
              {isPlaced(kind) ? (
                <button
                  type="button"
                  className="btn btn-sm btn-secondary"
                  onClick={(e) => {
                    const place = nextPlace(data.items, kind);
                    openEditor(e, { mode: 'new', draft: emptyDraft(kind, place.slug, locale, place.position), name: '' });
                  }}
                >
                  {kind === 'faq' ? t('staff.content.newFaq') : t('staff.content.newSlide')}
                </button>
              ) : null}
            </div>
            <LocaleTabs label={t('staff.content.languages')} active={locale} onSelect={setLocale} />
            <div role="tabpanel" id="admin-content-panel" aria-labelledby={`admin-content-tab-${locale}`} className="pt-3">
              <ContentTable
                rules={data.rules}
                rows={contentRows(data.items, kind, locale, fixedSlugs(kind, data.mails))}
                kind={kind}
                locale={locale}
                caption={t('staff.content.tableOf', { kind: t(`staff.content.kinds.${kind}`), language })}
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
                  setRemoveFailure(null);
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
        <ConfirmDialog
          title={removing.everywhere ? t('staff.content.removeAllDialog.title') : t('staff.content.removeDialog.title')}
          confirmLabel={removing.everywhere ? t('staff.content.removeAll') : t('staff.content.remove')}
          busyLabel={t('admin.working')}
          backLabel={t('admin.back')}
          busy={remove.isPending}
          danger
          failure={removeFailure ? text(removeFailure.code, removeFailure.params) : null}
          onConfirm={confirmRemove}
          onClose={() => setRemoving(null)}
        >
          <SummaryList
            rows={[
              [c('title'), removing.name],
              [t('staff.content.editor.language'), removing.everywhere ? t('staff.content.everyLanguage') : languageName(removing.item.locale)],
            ]}
          />
          <p className="mt-3 mb-0">{removing.everywhere ? t('staff.content.removeAllDialog.lead') : t('staff.content.removeDialog.lead')}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

/**
 * What an item is called in the list, the headings and the buttons' names: a mail by what it is
 * for (its subject may hold placeholders such as {amount}), anything else by its title, else its
 * slug while it has none.
 */
function useItemName() {
  const { t } = useTranslationWith(ensureStaffStrings);
  return (kind: ContentKind, row: ContentRow): string =>
    kind === 'mail' ? t(`staff.content.mails.${row.slug}`, { defaultValue: row.slug }) : (rowVersion(row)?.title ?? row.slug);
}

/**
 * One tab per language (French first): the arrow keys, Home and End move between the tabs and
 * select them; Tab goes on into the list.
 */
function LocaleTabs({ label, active, onSelect }: { label: string; active: string; onSelect: (lang: string) => void }) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const index = Math.max(0, CONTENT_LOCALES.findIndex((l) => l.lang === active));

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = CONTENT_LOCALES.length - 1;
    const next: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    if (!(event.key in next)) return;
    event.preventDefault();
    onSelect(CONTENT_LOCALES[next[event.key]].lang);
    refs.current[next[event.key]]?.focus();
  };

  return (
    <div className="nav nav-tabs content-locale-tabs" role="tablist" aria-label={label}>
      {CONTENT_LOCALES.map((l, i) => (
        <button
          key={l.lang}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="button"
          role="tab"
          id={`admin-content-tab-${l.lang}`}
          aria-selected={i === index}
          aria-controls="admin-content-panel"
          tabIndex={i === index ? 0 : -1}
          className={i === index ? 'nav-link active' : 'nav-link'}
          lang={l.lang}
          onClick={() => onSelect(l.lang)}
          onKeyDown={onKeyDown}
        >
          {l.name}
        </button>
      ))}
    </div>
  );
}

type RowAction = (event: MouseEvent<HTMLButtonElement>, row: ContentRow) => void;

interface ContentTableProps {
  rules: Rules;
  rows: ContentRow[];
  kind: ContentKind;
  locale: string;
  caption: string;
  onEdit: (event: MouseEvent<HTMLButtonElement>, row: ContentRow, version: ContentVersion) => void;
  onTranslate: RowAction;
  onVersions: RowAction;
  onRemove: (event: MouseEvent<HTMLButtonElement>, row: ContentRow, everywhere: boolean) => void;
}

/** The items of one kind in one language, with their actions; the ones not translated say what shows instead. */
function ContentTable({ rules, rows, kind, locale, caption, onEdit, onTranslate, onVersions, onRemove }: ContentTableProps) {
  const { t } = useTranslationWith(ensureStaffStrings);
  const nameOf = useItemName();
  if (rows.length === 0) return <p className="empty-state text-center mb-0">{t(`staff.content.empty.${kind}`)}</p>;

  const c = (key: string) => t(`staff.content.columns.${key}`);
  const language = languageName(locale);
  const placed = isPlaced(kind);
  const mail = kind === 'mail';
  // The site sends every mail: none is removed, in one language or all.
  const removable = !mail;
  const columns: DataColumn[] = [
    // A mail is listed by what it is for, its subject beside it.
    { label: mail ? c('mail') : c('title'), className: 'content-title fw-semibold' },
    { label: mail ? c('subject') : c(kind) },
    ...(placed ? [{ label: c('position') }] : []),
    { label: c('version') },
    { label: c('changedBy') },
    { label: c('changedAt'), className: 'tx-when' },
    { label: t('admin.columns.actions'), actions: true },
  ];

  const status = (row: ContentRow) =>
    row.fallback?.locale === 'fr'
      ? t('staff.content.notTranslated.fr')
      : row.fallback?.locale === 'en'
        ? t('staff.content.notTranslated.en')
        : t('staff.content.notTranslated.none');

  return (
    <DataTable
      caption={caption}
      className="content-table"
      columns={columns}
      rows={rows.map((row) => {
        const v = rowVersion(row);
        const title = nameOf(kind, row);
        const shown = row.shown;
        const place = mail ? (
          <span lang={v?.locale}>{v?.title}</span>
        ) : kind === 'faq' ? (
          <div>
            <span className="d-block">{t('staff.content.faqNumber', { number: row.slug })}</span>
            {v?.section ? (
              <span className="d-block small text-body-secondary fw-normal" lang={v.locale}>
                {v.section}
              </span>
            ) : null}
          </div>
        ) : (
          <code>{kind === 'page' ? `/${row.slug}` : row.slug}</code>
        );
        const actions = shown ? (
          <div className="content-actions">
            <button type="button" className="btn btn-sm btn-outline-secondary" aria-label={t('staff.content.editOf', { title, language })} onClick={(e) => onEdit(e, row, shown)}>
              {t('staff.content.edit')}
            </button>
            <button type="button" className="btn btn-sm btn-outline-secondary" aria-label={t('staff.content.versionsOf', { title, language })} onClick={(e) => onVersions(e, row)}>
              {t('staff.content.versions')}
            </button>
            {removable ? (
              <button type="button" className="btn btn-sm btn-outline-danger" aria-label={t('staff.content.removeOf', { title, language })} onClick={(e) => onRemove(e, row, false)}>
                {t('staff.content.remove')}
              </button>
            ) : null}
            {placed ? (
              <button type="button" className="btn btn-sm btn-outline-danger" aria-label={t('staff.content.removeAllOf', { title })} onClick={(e) => onRemove(e, row, true)}>
                {t('staff.content.removeAll')}
              </button>
            ) : null}
          </div>
        ) : (
          <div className="content-actions">
            <button
              type="button"
              className="btn btn-sm btn-secondary"
              aria-label={
                row.source
                  ? t('staff.content.translateOf', { title, language })
                  : mail
                    ? t('staff.content.writeMailOf', { name: title, language })
                    : t('staff.content.writeOf', { slug: row.slug, language })
              }
              onClick={(e) => onTranslate(e, row)}
            >
              {row.source ? t('staff.content.translate') : t('staff.content.write')}
            </button>
            <button type="button" className="btn btn-sm btn-outline-secondary" aria-label={t('staff.content.versionsOf', { title, language })} onClick={(e) => onVersions(e, row)}>
              {t('staff.content.versions')}
            </button>
            {placed && row.source ? (
              <button type="button" className="btn btn-sm btn-outline-danger" aria-label={t('staff.content.removeAllOf', { title })} onClick={(e) => onRemove(e, row, true)}>
                {t('staff.content.removeAll')}
              </button>
            ) : null}
          </div>
        );
        return {
          key: row.slug,
          cells: [
            <div>
              <span className={shown ? 'd-block' : 'd-block text-body-secondary fw-normal'} lang={v?.locale}>
                {title}
              </span>
              {shown ? null : <span className="badge text-bg-warning text-wrap text-start content-missing">{status(row)}</span>}
            </div>,
            place,
            ...(placed ? [v ? v.position : ''] : []),
            shown ? shown.version : '—',
            shown ? (shown.created_by ?? t('staff.content.site')) : '—',
            shown ? formatMoment(rules, shown.created_at) : '—',
            actions,
          ],
        };
      })}
    />
  );
}
