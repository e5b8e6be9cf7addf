import type { MouseEvent } from 'react';
import { useTranslationWith } from '../../i18n/useTranslationWith';
import { CONTENT_KINDS, isPlaced, type ContentKind } from './contentItems';
import { ensureStaffContentStrings } from './strings';

interface Props {
  kind: ContentKind;
  onKind: (kind: ContentKind) => void;
  /** A new FAQ entry or slide (the kinds placed by their position). */
  onNew: (event: MouseEvent<HTMLButtonElement>) => void;
}

/** The kind of content listed (one button pressed), and the button that creates an item of a placed kind. */
export function KindToolbar({ kind, onKind, onNew }: Props) {
  const { t } = useTranslationWith(ensureStaffContentStrings);
  return (
    <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
      <div className="btn-group" role="group" aria-label={t('staffContent.content.kind')}>
        {CONTENT_KINDS.map((k) => (
          <button
            key={k}
            type="button"
            className={k === kind ? 'btn btn-sm btn-secondary' : 'btn btn-sm btn-outline-secondary'}
            aria-pressed={k === kind}
            onClick={() => onKind(k)}
          >
            {t(`staffContent.content.kinds.${k}`)}
          </button>
        ))}
      </div>
      {isPlaced(kind) ? (
        <button type="button" className="btn btn-sm btn-secondary" onClick={onNew}>
          {kind === 'faq' ? t('staffContent.content.newFaq') : t('staffContent.content.newSlide')}
        </button>
      ) : null}
    </div>
  );
}
