import { useFormik } from 'formik';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SeedsView } from '../../../api/generated/api';
import { failureOf } from '../../../api/errors';
import { useLocale } from '../../../components/useLocale';
import { useErrorText } from '../../../i18n/useErrorText';
import { useRotateSeed } from '../api/rotateSeed';
import { useSeeds } from '../api/getSeeds';
import type { Mode } from './funSession';
import { verifyPath } from './paths';
import { PLAY_NS } from './strings';

/**
 * The seeds of provably fair play: the commitment to the active server seed, the client seed
 * (editable: "Change seed" reveals the active server seed and commits to a new one), the next
 * nonce, and the last revealed seed pair with which past rounds can be verified.
 */
export function FairPanel({
  mode,
  funSession,
  refresh,
  onRotated,
}: {
  mode: Mode;
  funSession: string | null;
  /** Changes after every bet: the nonce moved on. */
  refresh: string;
  onRotated?: (seeds: SeedsView) => void;
}) {
  const { t } = useTranslation(PLAY_NS);
  const { text } = useErrorText();
  const locale = useLocale();
  const ids = useId();
  const read = useSeeds(mode, mode === 'fun' ? funSession : null, refresh);
  const rotation = useRotateSeed();
  // The last pair read or rotated to stays on screen while the next one is read.
  const [seeds, setSeeds] = useState<SeedsView | null>(null);
  const [changed, setChanged] = useState(false);
  const form = useFormik({ initialValues: { clientSeed: '' }, onSubmit: ({ clientSeed }) => rotate(clientSeed) });
  const clientSeed = form.values.clientSeed;
  const [readSeeds, setReadSeeds] = useState<SeedsView | null>(null);
  if (read.data && read.data !== readSeeds) {
    const s = read.data;
    setReadSeeds(s);
    setSeeds(s);
    // The seed read fills the box unless the player has typed one.
    if (clientSeed === '') void form.setFieldValue('clientSeed', s.client_seed, false);
  }
  const loadFailure = read.isError ? failureOf(read.error) : null;
  const busy = rotation.isPending;
  const failure = rotation.error ? failureOf(rotation.error) : null;

  const rotate = (clientSeed: string) => {
    if (busy) return;
    setChanged(false);
    rotation.mutate(
      { mode, fun_session: mode === 'fun' ? funSession : null, client_seed: clientSeed.trim() === '' ? null : clientSeed.trim() },
      {
        onSuccess: (s) => {
          setSeeds(s);
          void form.setFieldValue('clientSeed', s.client_seed, false);
          setChanged(true);
          onRotated?.(s);
        },
      },
    );
  };

  if (loadFailure && !seeds) {
    return (
      <p className="alert alert-danger" role="alert">
        {text(loadFailure.code, loadFailure.params)}
      </p>
    );
  }
  if (!seeds) {
    return (
      <div className="d-flex align-items-center gap-2 py-3" role="status">
        <span className="spinner spinner-sm" aria-hidden="true" />
        <span>{t('fair.loading')}</span>
      </div>
    );
  }

  return (
    <div className="play-fair">
      <p className="small">{t('fair.explain')}</p>
      <dl className="play-facts">
        <div>
          <dt>{t('fair.commitment')}</dt>
          <dd>
            <code className="play-hash">{seeds.commitment}</code>
          </dd>
        </div>
        <div>
          <dt>{t('fair.nonce')}</dt>
          <dd>{seeds.nonce}</dd>
        </div>
      </dl>
      <form className="mb-3" noValidate onSubmit={form.handleSubmit}>
        <label htmlFor={`${ids}-client`} className="form-label">
          {t('fair.clientSeed')}
        </label>
        <div className="input-group">
          <input
            id={`${ids}-client`}
            className={failure?.code === 'client_seed_invalid' ? 'form-control is-invalid' : 'form-control'}
            name="clientSeed"
            value={clientSeed}
            maxLength={64}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={`${ids}-client-hint`}
            onChange={form.handleChange}
          />
          <button type="submit" className="btn btn-secondary" disabled={busy}>
            {busy ? <span className="spinner spinner-sm me-2" aria-hidden="true" /> : null}
            {t('fair.change')}
          </button>
        </div>
        <div id={`${ids}-client-hint`} className="form-text">
          {t('fair.changeHint')}
        </div>
        <div role="status">{changed ? <p className="alert alert-success mt-2 mb-0">{t('fair.changed')}</p> : null}</div>
        {failure ? (
          <p className="alert alert-danger mt-2 mb-0" role="alert">
            {text(failure.code, failure.params)}
          </p>
        ) : null}
      </form>
      {seeds.previous ? (
        <section aria-labelledby={`${ids}-previous`}>
          <h3 id={`${ids}-previous`} className="h6">
            {t('fair.previous')}
          </h3>
          <dl className="play-facts">
            <div>
              <dt>{t('fair.serverSeed')}</dt>
              <dd>
                <code className="play-hash">{seeds.previous.server_seed}</code>
              </dd>
            </div>
            <div>
              <dt>{t('fair.commitment')}</dt>
              <dd>
                <code className="play-hash">{seeds.previous.commitment}</code>
              </dd>
            </div>
            <div>
              <dt>{t('fair.clientSeed')}</dt>
              <dd>
                <code className="play-hash">{seeds.previous.client_seed}</code>
              </dd>
            </div>
            <div>
              <dt>{t('fair.lastNonce')}</dt>
              <dd>{seeds.previous.last_nonce == null ? t('fair.unused') : seeds.previous.last_nonce}</dd>
            </div>
          </dl>
        </section>
      ) : null}
      <Link to={verifyPath(locale)} className="small">
        {t('fair.verifierLink')}
      </Link>
    </div>
  );
}
