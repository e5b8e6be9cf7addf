import { useEffect, useRef, useState } from 'react';
import { failureOf, type Failure } from '../../api/errors';
import type { ContentKey, ContentVersion } from '../../api/generated/api';
import { ConfirmDialog, SummaryList } from '../../components/ConfirmDialog';
import { DataTable } from '../../components/DataTable';
import { ReadingState } from '../../components/staff/ReadingState';
import { ensureStaffStrings } from '../../i18n/sharedStrings';
import { useErrorText } from '../../i18n/useErrorText';
import { useTranslationWith } from '../../i18n/useTranslationWith';
import { formatMoment } from '../../lib/money';
import { useEscapeToCancel } from '../../lib/staff/useEscapeToCancel';
import { useContentHistory } from './api/getContentHistory';
import { useRestoreContent } from './api/restoreSiteContent';
import { languageName } from './contentItems';
import { ensureStaffContentStrings } from './strings';

export interface ContentVersionsProps {
  /** The item and the language whose versions are listed. */
  item: ContentKey;
  /** The item's name in the heading. */
  name: string;
  /** An older version's words were saved again as `restored`. */
  onRestored: (restored: ContentVersion, from: ContentVersion) => void;
  onClose: () => void;
}

/**
 * An item's versions in one language, newest first (removals included), opened in place with the
 * focus on its heading; Escape or Close closes it. An older version is restored after a
 * confirmation: its words become the newest version, and the list is read again.
 */
export function ContentVersions({ item, name, onRestored, onClose }: ContentVersionsProps) {
  const { t } = useTranslationWith(ensureStaffContentStrings, ensureStaffStrings);
  const { text } = useErrorText();
  const history = useContentHistory(item);
  const restore = useRestoreContent();
  const [pending, setPending] = useState<ContentVersion | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const rootRef = useRef<HTMLElement>(null);
  const busy = restore.isPending;

  const data = history.data ?? null;
  const loading = history.isFetching && data === null;
  const readFailure = history.isError && !history.isFetching && data === null ? failureOf(history.error) : null;

  useEffect(() => headingRef.current?.focus(), []);

  // Escape closes the list, wherever the focus is inside it (the dialog is outside: it closes first).
  useEscapeToCancel(rootRef, onClose, false);

  const confirm = () => {
    if (!pending || busy) return;
    const from = pending;
    setFailure(null);
    restore.mutate(from.id, {
      onSuccess: (restored) => {
        setPending(null);
        onRestored(restored, from);
      },
      onError: (e) => setFailure(failureOf(e)),
    });
  };

  const c = (key: string) => t(`staffContent.content.columns.${key}`);
  const h = (key: string, params: Record<string, string> = {}) => t(`staffContent.content.history.${key}`, params);
  const who = (v: ContentVersion) => v.created_by ?? t('staffContent.content.site');
  // A mail's title is its subject.
  const titleLabel = item.kind === 'mail' ? c('subject') : c('title');
  const headingId = 'content-versions-heading';
  const title = t('staffContent.content.versionsOf', { title: name, language: languageName(item.locale) });

  return (
    <>
      <section ref={rootRef} className="border-top pt-3 mt-3" aria-labelledby={headingId}>
        <div className="d-flex flex-wrap justify-content-between align-items-start gap-2 mb-1">
          <h3 id={headingId} ref={headingRef} tabIndex={-1} className="h5 mb-0">
            {title}
          </h3>
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onClose}>
            {h('close')}
          </button>
        </div>
        <p className="text-body-secondary small">{h('lead')}</p>
        <ReadingState loading={loading} failure={readFailure} onRetry={() => void history.refetch()} />
        {data && data.versions.length === 0 ? <p className="empty-state text-center mb-0">{h('empty')}</p> : null}
        {data && data.versions.length > 0 ? (
          <DataTable
            busy={history.isFetching}
            caption={title}
            columns={[
              { label: c('version') },
              { label: titleLabel, className: 'tx-wrap fw-semibold' },
              { label: c('changedBy') },
              { label: c('changedAt'), className: 'tx-when' },
              { label: h('state') },
              { label: t('staff.columns.actions'), actions: true },
            ]}
            rows={data.versions.map((v, i) => ({
              key: v.id,
              cells: [
                v.version,
                <span lang={v.locale}>{v.title}</span>,
                who(v),
                formatMoment(data.rules, v.created_at),
                v.removed ? (
                  <span className="badge text-bg-secondary">{h('removed')}</span>
                ) : i === 0 ? (
                  <span className="badge text-bg-success">{h('current')}</span>
                ) : (
                  ''
                ),
                // The newest version is what the site shows (or its removal): older ones come back.
                i > 0 && !v.removed ? (
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-secondary"
                    aria-label={h('restoreOf', { version: String(v.version) })}
                    onClick={() => {
                      setFailure(null);
                      setPending(v);
                    }}
                  >
                    {h('restore')}
                  </button>
                ) : null,
              ],
            }))}
          />
        ) : null}
      </section>
      {pending && data ? (
        <ConfirmDialog
          title={h('dialogTitle', { version: String(pending.version) })}
          confirmLabel={h('restore')}
          busyLabel={t('staff.working')}
          backLabel={t('staff.back')}
          busy={busy}
          failure={failure ? text(failure.code, failure.params) : null}
          onConfirm={confirm}
          onClose={() => setPending(null)}
        >
          <SummaryList
            rows={[
              [titleLabel, <span lang={pending.locale}>{pending.title}</span>],
              [c('changedBy'), who(pending)],
              [c('changedAt'), formatMoment(data.rules, pending.created_at)],
            ]}
          />
          <p className="mt-3 mb-0">{h('dialogLead')}</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
