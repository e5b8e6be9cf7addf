import { useState } from 'react';
import type { Done, PlayerView } from '../../api/generated/api';
import { StaffOutcome } from '../../components/staff/StaffOutcome';
import { useTranslationWith } from '../../i18n/useTranslationWith';
import type { Outcome } from '../../lib/staff/outcome';
import { useFoldedForm } from '../../lib/useFoldedForm';
import { CORRECTION_ID, ProfileCorrectionForm } from './ProfileCorrectionForm';
import { ensureStaffPlayersStrings } from './strings';

/**
 * The profile's correction, made on the player's request: a button opens the form (closed, the
 * file stays short), prefilled with the file's details; the username is shown, never edited. The
 * saved correction is said in a status region that takes the focus, and the file is read again.
 */
export function PlayerProfileCorrection({ player }: { player: PlayerView }) {
  const { t } = useTranslationWith(ensureStaffPlayersStrings);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { open, openerRef, outcomeRef, toggle, cancel, finish } = useFoldedForm(() => setOutcome(null));
  const saved = (answer: Done) => {
    setOutcome({ kind: 'success', answer, params: {} });
    finish();
  };

  return (
    <div className="d-grid gap-2 mt-3">
      <StaffOutcome ref={outcomeRef} outcome={outcome} />
      <div>
        <button
          ref={openerRef}
          type="button"
          className="btn btn-sm btn-outline-secondary"
          aria-expanded={open}
          aria-controls={open ? CORRECTION_ID : undefined}
          onClick={toggle}
        >
          {t('staffPlayers.players.file.correct.open')}
        </button>
      </div>
      {open ? <ProfileCorrectionForm player={player} onSaved={saved} onCancel={cancel} /> : null}
    </div>
  );
}

