import type { MouseEvent } from 'react';
import type { ContentVersion } from '../../api/generated/api';
import { DataTable, type DataColumn } from '../../components/DataTable';
import type { Rules } from '../../core/rules';
import { ensureStaffStrings } from '../../i18n/sharedStrings';
import { useTranslationWith } from '../../i18n/useTranslationWith';
import { formatMoment } from '../../lib/money';
import { isPlaced, languageName, rowVersion, type ContentKind, type ContentRow } from './contentItems';
import { ensureStaffContentStrings } from './strings';
import { useItemName } from './useItemName';

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
export function ContentTable({ rules, rows, kind, locale, caption, onEdit, onTranslate, onVersions, onRemove }: ContentTableProps) {
  const { t } = useTranslationWith(ensureStaffContentStrings, ensureStaffStrings);
  const nameOf = useItemName();
  if (rows.length === 0) return <p className="empty-state text-center mb-0">{t(`staffContent.content.empty.${kind}`)}</p>;

  const c = (key: string) => t(`staffContent.content.columns.${key}`);
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
    { label: t('staff.columns.actions'), actions: true },
  ];

  const status = (row: ContentRow) =>
    row.fallback?.locale === 'fr'
      ? t('staffContent.content.notTranslated.fr')
      : row.fallback?.locale === 'en'
        ? t('staffContent.content.notTranslated.en')
        : t('staffContent.content.notTranslated.none');

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
            <span className="d-block">{t('staffContent.content.faqNumber', { number: row.slug })}</span>
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
            <button type="button" className="btn btn-sm btn-outline-secondary" aria-label={t('staffContent.content.editOf', { title, language })} onClick={(e) => onEdit(e, row, shown)}>
              {t('staffContent.content.edit')}
            </button>
            <button type="button" className="btn btn-sm btn-outline-secondary" aria-label={t('staffContent.content.versionsOf', { title, language })} onClick={(e) => onVersions(e, row)}>
              {t('staffContent.content.versions')}
            </button>
            {removable ? (
              <button type="button" className="btn btn-sm btn-outline-danger" aria-label={t('staffContent.content.removeOf', { title, language })} onClick={(e) => onRemove(e, row, false)}>
                {t('staffContent.content.remove')}
              </button>
            ) : null}
            {placed ? (
              <button type="button" className="btn btn-sm btn-outline-danger" aria-label={t('staffContent.content.removeAllOf', { title })} onClick={(e) => onRemove(e, row, true)}>
                {t('staffContent.content.removeAll')}
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
                  ? t('staffContent.content.translateOf', { title, language })
                  : mail
                    ? t('staffContent.content.writeMailOf', { name: title, language })
                    : t('staffContent.content.writeOf', { slug: row.slug, language })
              }
              onClick={(e) => onTranslate(e, row)}
            >
              {row.source ? t('staffContent.content.translate') : t('staffContent.content.write')}
            </button>
            <button type="button" className="btn btn-sm btn-outline-secondary" aria-label={t('staffContent.content.versionsOf', { title, language })} onClick={(e) => onVersions(e, row)}>
              {t('staffContent.content.versions')}
            </button>
            {placed && row.source ? (
              <button type="button" className="btn btn-sm btn-outline-danger" aria-label={t('staffContent.content.removeAllOf', { title })} onClick={(e) => onRemove(e, row, true)}>
                {t('staffContent.content.removeAll')}
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
            shown ? (shown.created_by ?? t('staffContent.content.site')) : '—',
            shown ? formatMoment(rules, shown.created_at) : '—',
            actions,
          ],
        };
      })}
    />
  );
}
