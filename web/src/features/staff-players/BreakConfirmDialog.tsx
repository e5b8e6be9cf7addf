import type { Failure } from '../../api/errors';
import { ConfirmDialog, SummaryList } from '../../components/ConfirmDialog';
import { PLAIN_TEXT } from '../../components/staff/plainText';
import { ensureStaffStrings } from '../../i18n/sharedStrings';
import { useErrorText } from '../../i18n/useErrorText';
import { useTranslationWith } from '../../i18n/useTranslationWith';
import { formatDays, formatHours } from '../../lib/units';
import type { BreakKind } from './api/setPlayerBreak';
import { ensureStaffPlayersStrings } from './strings';

/** A break asked for, waiting for its confirmation: its length in hours (a time-out) or days. */
export interface PendingBreak {
  kind: BreakKind;
  length: string;
  reason: string;
}

interface Props {
  username: string;
  pending: PendingBreak;
  busy: boolean;
  /** Why the last attempt got no answer (confirming again retries). */
  failure: Failure | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** The confirmation of a break (it cannot be undone): whose, which kind, how long, why. */
export function BreakConfirmDialog({ username, pending, busy, failure, onConfirm, onClose }: Props) {
  const { t, i18n } = useTranslationWith(ensureStaffPlayersStrings, ensureStaffStrings);
  const { text } = useErrorText();
  const lang = i18n.language;
  const b = (key: string, params: Record<string, string> = {}) => t(`staffPlayers.players.file.break.${key}`, params);
  const length = pending.kind === 'time_out' ? formatHours(lang, Number(pending.length)) : formatDays(lang, Number(pending.length));
  return (
    <ConfirmDialog
      title={b('dialogTitle', { username })}
      confirmLabel={b('confirm')}
      busyLabel={t('staff.working')}
      backLabel={t('staff.back')}
      busy={busy}
      danger
      failure={failure ? text(failure.code, failure.params) : null}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <SummaryList
        rows={[
          [t('staffPlayers.players.file.fields.username'), username],
          [b('kind'), b(`kinds.${pending.kind}`)],
          [b('length'), length],
          [b('reason'), <span style={PLAIN_TEXT}>{pending.reason}</span>],
        ]}
      />
      <p className="mt-3 mb-0">{b('dialogLead')}</p>
    </ConfirmDialog>
  );
}
