import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoundEngine, RoundView } from '../../../api/generated/api';
import type { RunningEngine } from '../../../core/games';
import { PLAY_NS } from '../play/strings';
import { engineCheck } from './verify';

/** A build as one line: its version and its module's SHA-256 (or why the hash is unknown). */
export function EngineBuild({ version, hash, missing }: { version: string; hash: string | null; missing: string }) {
  const { t } = useTranslation(PLAY_NS);
  return (
    <>
      <span className="d-block">{t('verify.engine.version', { version })}</span>
      {hash ? <code className="play-hash">{hash}</code> : <span className="text-body-secondary">{missing}</span>}
    </>
  );
}

/**
 * Which code the replay runs and which decided the round: the engines' version and the SHA-256
 * of the games module on both sides, and whether they are the same module.
 */
export function EngineFacts({ running, round }: { running: RunningEngine | null; round: RoundView | null }) {
  const { t } = useTranslation(PLAY_NS);
  const titleId = useId();
  const recorded: RoundEngine | null = round?.engine ?? null;
  const check = running && round ? engineCheck(running, recorded) : null;
  return (
    <section className="verify-engine mb-3" aria-labelledby={titleId}>
      <h2 id={titleId} className="h6">
        {t('verify.engine.title')}
      </h2>
      <dl className="play-facts">
        <div>
          <dt>{t('verify.engine.running')}</dt>
          <dd aria-busy={!running}>
            {running ? <EngineBuild version={running.version} hash={running.moduleHash} missing={t('verify.engine.unreadable')} /> : t('verify.engine.hashing')}
          </dd>
        </div>
        {round ? (
          <div>
            <dt>{t('verify.engine.decidedBy')}</dt>
            <dd>
              {recorded ? <EngineBuild version={recorded.version} hash={recorded.module_hash} missing={t('verify.engine.noModule')} /> : t('verify.engine.notRecorded')}
            </dd>
          </div>
        ) : null}
      </dl>
      <div role="status">
        {check === 'same' ? <p className="alert alert-success py-2 mb-2">{t('verify.engine.same')}</p> : null}
        {check === 'different' ? <p className="alert alert-warning py-2 mb-2">{t('verify.engine.different')}</p> : null}
      </div>
      <p className="form-text mb-0">{t('verify.engine.explain')}</p>
    </section>
  );
}
