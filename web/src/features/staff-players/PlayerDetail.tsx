import { useEffect, useRef } from 'react';
import { failureOf } from '../../api/errors';
import { ReadingState } from '../../components/staff/ReadingState';
import { useTranslationWith } from '../../i18n/useTranslationWith';
import { usePlayerFile } from './api/getPlayerFile';
import { Part } from './FilePart';
import { PlayerAccount } from './PlayerAccount';
import { PlayerActivityParts } from './PlayerActivityParts';
import { PlayerBreak } from './PlayerBreak';
import { PlayerProfilePart } from './PlayerProfilePart';
import { ensureStaffPlayersStrings } from './strings';

/**
 * One player's file: the profile with the verification level and the account status (and the
 * form, opened on demand, that corrects the details on the player's request), the other accounts
 * that may be the same person (a shared mailbox, verified identity or payout destination), the balance of each
 * wallet, the latest transactions and bets, the tickets and the mail box, read-only; then the
 * account's part, where support suspends, closes or reopens it with a reason, and starts a break
 * (a time-out or a self-exclusion) on the player's request.
 * Amounts are the server's strings, formatted by casino-core, never computed here.
 */
export function PlayerDetail({ username, onHide }: { username: string; onHide: () => void }) {
  const { t } = useTranslationWith(ensureStaffPlayersStrings);
  const read = usePlayerFile(username);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const data = read.data ?? null;
  const loaded = data !== null;
  // The opened file takes the focus once here (below the list: a phone scrolls to it).
  useEffect(() => {
    if (loaded) headingRef.current?.focus();
  }, [loaded]);

  return (
    <section className="card mt-4" aria-labelledby="admin-player-file-title" aria-busy={read.isFetching}>
      <div className="card-body d-grid gap-4">
        <h3 id="admin-player-file-title" className="h5 mb-0" tabIndex={-1} ref={headingRef}>
          {t('staffPlayers.players.file.title', { username })}
        </h3>
        {data ? (
          <>
            <PlayerProfilePart file={data.file} rules={data.rules} />
            <PlayerActivityParts file={data.file} rules={data.rules} />
            <Part id="admin-player-file-account" title={t('staffPlayers.players.file.account.title')}>
              <div className="d-grid gap-4">
                <PlayerAccount
                  username={data.file.player.username}
                  status={data.file.player.status}
                  closingAt={data.file.player.closing_at}
                  rules={data.rules}
                />
                <PlayerBreak key={data.file.player.username} username={data.file.player.username} />
              </div>
            </Part>
          </>
        ) : (
          <ReadingState loading={read.isFetching} failure={read.isError ? failureOf(read.error) : null} onRetry={() => void read.refetch()} />
        )}
        <div>
          <button type="button" className="btn btn-link px-0" onClick={onHide}>
            {t('staffPlayers.players.file.hide')}
          </button>
        </div>
      </div>
    </section>
  );
}
