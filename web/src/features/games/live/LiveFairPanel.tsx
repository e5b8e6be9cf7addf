import { useId } from 'react';
import { Link } from 'react-router';
import type { LiveTableEvent, RoundView } from '../../../api/generated/api';
import { useLocale } from '../../../components/useLocale';
import { verifyPath } from '../play/paths';
import { usePlayText } from '../play/strings';
import { useResultText } from './resultText';

/**
 * Provably fair play at a live table: each round has its own server seed, committed (SHA-256)
 * before betting opens and revealed when the round settles; the result (the winning number, the
 * coup's cards) is drawn from that seed with the table's client seed and the round number as the
 * nonce, the same for every player. A settled bet of the player opens in the verifier.
 */
export function LiveFairPanel({ event, lastSettled, placed }: { event: LiveTableEvent | null; lastSettled: LiveTableEvent | null; placed: RoundView | null }) {
  const t = usePlayText();
  const locale = useLocale();
  const resultText = useResultText();
  const ids = useId();
  const previous = lastSettled && lastSettled.round_id !== event?.round_id ? lastSettled : null;

  const facts = (e: LiveTableEvent) => {
    const mine = placed && placed.live_round_id === e.round_id ? placed : null;
    return (
      <>
        <dl className="play-facts">
          <div>
            <dt>{t('live.fair.nonce')}</dt>
            <dd>{e.round_no}</dd>
          </div>
          <div>
            <dt>{t('fair.commitment')}</dt>
            <dd>
              <code className="play-hash">{e.commitment}</code>
            </dd>
          </div>
          <div>
            <dt>{t('fair.clientSeed')}</dt>
            <dd>
              <code className="play-hash">{e.client_seed}</code>
            </dd>
          </div>
          <div>
            <dt>{t('fair.serverSeed')}</dt>
            <dd>{e.server_seed ? <code className="play-hash">{e.server_seed}</code> : <span className="text-body-secondary">{t('live.fair.hidden')}</span>}</dd>
          </div>
          {e.result ? (
            <div>
              <dt>{t('live.fair.result')}</dt>
              <dd>{resultText(e.result)}</dd>
            </div>
          ) : null}
        </dl>
        {mine && mine.finished && e.server_seed ? (
          <Link className="btn btn-sm btn-outline-secondary mb-3" to={verifyPath(locale, mine)} aria-label={t('live.fair.verifyOf', { number: e.round_no })}>
            {t('live.fair.verify')}
          </Link>
        ) : null}
      </>
    );
  };

  return (
    <div className="play-fair">
      <p className="small">{t('live.fair.explain')}</p>
      {event ? (
        <section aria-labelledby={`${ids}-current`}>
          <h3 id={`${ids}-current`} className="h6">
            {t('live.fair.current', { number: event.round_no })}
          </h3>
          {facts(event)}
        </section>
      ) : (
        <p className="text-body-secondary">{t('live.empty')}</p>
      )}
      {previous ? (
        <section aria-labelledby={`${ids}-previous`}>
          <h3 id={`${ids}-previous`} className="h6">
            {t('live.fair.previous', { number: previous.round_no })}
          </h3>
          {facts(previous)}
        </section>
      ) : null}
      <Link to={verifyPath(locale)} className="small">
        {t('fair.verifierLink')}
      </Link>
    </div>
  );
}
