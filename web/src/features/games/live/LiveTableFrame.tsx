import type { ReactNode } from 'react';
import { useErrorText } from '../../../i18n/useErrorText';
import { usePlayText } from '../play/strings';
import { LiveFairPanel } from './LiveFairPanel';
import type { LiveSeat } from './useLiveSeat';

/**
 * What every live table shows around its game: the phase and the player's result (a polite live
 * region), the countdown, the round and how many sit at it, the connection when it drops, the
 * game's own stage (`children`), the refusal of a bet, and the fair panel beside it.
 */
export function LiveTableFrame({
  seat,
  engine,
  marker,
  panel,
  children,
}: {
  seat: LiveSeat;
  /** The engine's class (`engine-roulette`), for the stage's own styles. */
  engine: string;
  /** The result's sign in the header (the ball, a coup's winner); a dot while there is none. */
  marker: ReactNode;
  panel: (fair: ReactNode) => ReactNode;
  children: ReactNode;
}) {
  const t = usePlayText();
  const { text } = useErrorText();
  const { table, event, head, failure } = seat;
  const stage = (
    <div className={`engine ${engine} live-table ${head.mood}`}>
      <div className="live-head">
        <div className="live-phase">
          {marker ?? <span className={`live-dot ${head.mood}`} aria-hidden="true" />}
          <div className="live-phase-text">
            <div role="status" aria-live="polite" aria-atomic="true">
              <p className="live-headline">{head.headline}</p>
              {head.personal ? <p className={head.won ? 'live-personal is-win' : 'live-personal'}>{head.personal}</p> : null}
            </div>
            {head.timer ? (
              <p className="live-timer" role="timer">
                {head.timer}
              </p>
            ) : null}
          </div>
        </div>
        {event ? (
          <p className="live-round">
            <span>{t('live.round', { number: event.round_no })}</span>
            <span>{t('live.tableBets', { bets: event.bets })}</span>
            <span>{t('live.players', { players: event.players })}</span>
          </p>
        ) : null}
      </div>

      {table.status === 'reconnecting' ? (
        <div className="alert alert-warning live-connection mb-0" role="status">
          <span className="spinner spinner-sm" aria-hidden="true" />
          <span className="live-connection-text">{table.failures >= 4 ? t('live.unreachable') : t('live.reconnecting')}</span>
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={table.reconnect}>
            {t('live.reconnectNow')}
          </button>
        </div>
      ) : null}
      {!event && table.status === 'connecting' ? (
        <div className="d-flex align-items-center gap-2" aria-hidden="true">
          <span className="spinner spinner-sm" />
        </div>
      ) : null}

      {children}

      <div className="player-error" aria-live="assertive">
        {failure ? (
          <p className="alert alert-danger mb-0" role="alert">
            {text(failure.code, failure.params)}
            {failure.code === 'betting_closed' ? ` ${t('live.closed')}` : null}
          </p>
        ) : null}
      </div>
    </div>
  );

  return (
    <div className="player-body">
      <section className="player-stage" aria-label={t('player.stage')}>
        {stage}
      </section>
      {panel(<LiveFairPanel event={event} lastSettled={table.lastSettled} placed={seat.placed} />)}
    </div>
  );
}
