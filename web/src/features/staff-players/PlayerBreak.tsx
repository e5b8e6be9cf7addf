import { useState } from 'react';
import type { Done } from '../../api/generated/api';
import { OutcomeRegion } from '../../components/OutcomeRegion';
import { useTranslationWith } from '../../i18n/useTranslationWith';
import { useFoldedForm } from '../../lib/useFoldedForm';
import { PlayerBreakForm } from './PlayerBreakForm';
import { ensureStaffPlayersStrings } from './strings';

const BREAK_ID = 'admin-player-break';

/**
 * The break support starts on the player's request (a time-out or a self-exclusion), beside the
 * account's state actions: a button opens the form (closed, the file stays short); the break,
 * once confirmed, is said in a status region that takes the focus, in the server's words (they
 * carry its end).
 */
export function PlayerBreak({ username }: { username: string }) {
  const { t } = useTranslationWith(ensureStaffPlayersStrings);
  const [started, setStarted] = useState<string | null>(null);
  const { open, openerRef, outcomeRef, toggle, cancel, finish } = useFoldedForm(() => setStarted(null));
  const done = (answer: Done) => {
    setStarted(answer.message);
    finish();
  };

  const titleId = `${BREAK_ID}-title`;
  return (
    <section className="d-grid gap-2" aria-labelledby={titleId}>
      <h5 id={titleId} className="h6 mb-0">
        {t('staffPlayers.players.file.break.title')}
      </h5>
      <p className="small text-body-secondary mb-0">{t('staffPlayers.players.file.break.lead')}</p>
      <OutcomeRegion ref={outcomeRef} success={started} />
      <div>
        <button
          ref={openerRef}
          type="button"
          className="btn btn-sm btn-outline-secondary"
          aria-expanded={open}
          aria-controls={open ? BREAK_ID : undefined}
          onClick={toggle}
        >
          {t('staffPlayers.players.file.break.open')}
        </button>
      </div>
      {open ? <PlayerBreakForm id={BREAK_ID} labelledBy={titleId} username={username} onDone={done} onCancel={cancel} /> : null}
    </section>
  );
}
