import { useState } from 'react';
import { failureOf, statusOf, type Failure } from '../../api/errors';
import type { ContentKey, Done } from '../../api/generated/api';
import { ConfirmDialog, SummaryList } from '../../components/ConfirmDialog';
import { ensureStaffStrings } from '../../i18n/sharedStrings';
import { useErrorText } from '../../i18n/useErrorText';
import { useTranslationWith } from '../../i18n/useTranslationWith';
import { useRemoveContent } from './api/removeSiteContent';
import { languageName } from './contentItems';
import { ensureStaffContentStrings } from './strings';

/** A removal waiting for its confirmation (`everywhere`: in every language). */
export interface Removing {
  item: ContentKey;
  name: string;
  everywhere: boolean;
}

interface Props {
  removing: Removing;
  onRemoved: (answer: Done) => void;
  /** The server refused (the item changed meanwhile): the list is to be read again. */
  onRefused: (failure: Failure) => void;
  onClose: () => void;
}

/** The confirmation of a removal in one or every language; with no answer at all, it stays to retry. */
export function RemoveContentDialog({ removing, onRemoved, onRefused, onClose }: Props) {
  const { t } = useTranslationWith(ensureStaffContentStrings, ensureStaffStrings);
  const { text } = useErrorText();
  const remove = useRemoveContent();
  const [failure, setFailure] = useState<Failure | null>(null);
  const c = (key: string) => t(`staffContent.content.${key}`);

  const confirm = () => {
    if (remove.isPending) return;
    setFailure(null);
    remove.mutate(removing.item, {
      onSuccess: onRemoved,
      onError: (e) => {
        // No answer (network, time-out): the dialog stays, confirming again retries.
        if (statusOf(e) === 0) setFailure(failureOf(e));
        else onRefused(failureOf(e));
      },
    });
  };

  return (
    <ConfirmDialog
      title={removing.everywhere ? c('removeAllDialog.title') : c('removeDialog.title')}
      confirmLabel={removing.everywhere ? c('removeAll') : c('remove')}
      busyLabel={t('staff.working')}
      backLabel={t('staff.back')}
      busy={remove.isPending}
      danger
      failure={failure ? text(failure.code, failure.params) : null}
      onConfirm={confirm}
      onClose={onClose}
    >
      <SummaryList
        rows={[
          [c('columns.title'), removing.name],
          [c('editor.language'), removing.everywhere ? c('everyLanguage') : languageName(removing.item.locale)],
        ]}
      />
      <p className="mt-3 mb-0">{removing.everywhere ? c('removeAllDialog.lead') : c('removeDialog.lead')}</p>
    </ConfirmDialog>
  );
}
