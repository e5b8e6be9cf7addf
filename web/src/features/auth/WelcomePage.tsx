import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../components/usePageTitle';
import { LocaleLink } from '../../components/LocaleLink';
import { useStore } from '../../store/store';
import { useErrorText } from '../../i18n/useErrorText';
import { failureOf, type Failure } from '../../api/errors';
import { useLinkToken } from './useLinkToken';
import { activatePlayer } from './registration';
import { SuccessPanel } from '../../components/SuccessPanel';
import { useSiteSettings } from '../../lib/siteSettings';

type Activation = { kind: 'pending' } | { kind: 'done' } | { kind: 'failed'; failure: Failure };

// One call per token, shared by every mount (StrictMode mounts twice; the link works once).
const activations = new Map<string, Promise<Activation>>();

function activate(token: string): Promise<Activation> {
  let pending = activations.get(token);
  if (!pending) {
    pending = activatePlayer(token).then(
      (): Activation => ({ kind: 'done' }),
      (e: unknown): Activation => ({ kind: 'failed', failure: failureOf(e) }),
    );
    activations.set(token, pending);
  }
  return pending;
}

/** The welcome page, and the activation link of the welcome e-mail (`/welcome?token=...`). */
export default function WelcomePage() {
  const { t } = useTranslation();
  usePageTitle(t('titles.welcome'));
  const token = useLinkToken();
  return token ? <ActivationResult token={token} /> : <Welcome />;
}

function Welcome() {
  const { t } = useTranslation();
  const { brand } = useSiteSettings();
  return (
    <section className="text-center py-5 mx-auto narrow">
      <h1 className="h2 mb-3">{t('welcome.title', { brand })}</h1>
      <p className="lead">{t('welcome.text')}</p>
      <div className="d-flex flex-wrap gap-2 justify-content-center">
        <LocaleLink to="/online-casino" className="btn btn-secondary">
          {t('welcome.cta')}
        </LocaleLink>
        <LocaleLink to="/promotion" className="btn btn-outline-secondary">
          {t('nav.promotions')}
        </LocaleLink>
      </div>
    </section>
  );
}

function ActivationResult({ token }: { token: string }) {
  const { t } = useTranslation();
  const { text } = useErrorText();
  const { openModal, loggedIn } = useStore();
  const [result, setResult] = useState<Activation>({ kind: 'pending' });

  useEffect(() => {
    let live = true;
    void activate(token).then((r) => live && setResult(r));
    return () => {
      live = false;
    };
  }, [token]);

  if (result.kind === 'pending') {
    return (
      <section className="text-center py-5 mx-auto narrow">
        <h1 className="h2 mb-3">{t('activation.title')}</h1>
        <div className="d-flex justify-content-center align-items-center gap-2" role="status">
          <span className="spinner" aria-hidden="true" />
          <span>{t('activation.pending')}</span>
        </div>
      </section>
    );
  }
  if (result.kind === 'failed') {
    return (
      <section className="text-center py-5 mx-auto narrow">
        <h1 className="h2 mb-3">{t('activation.title')}</h1>
        <p className="alert alert-danger" role="alert">
          {text(result.failure.code, result.failure.params)}
        </p>
        <p className="text-body-secondary">{t('activation.failedHelp')}</p>
        <div className="d-flex flex-wrap gap-2 justify-content-center">
          <LocaleLink to="/contact-us" className="btn btn-outline-secondary">
            {t('nav.contact')}
          </LocaleLink>
          <LocaleLink to="/" className="btn btn-secondary">
            {t('error.backHome')}
          </LocaleLink>
        </div>
      </section>
    );
  }
  return (
    <SuccessPanel title={t('activation.title')} message={text('account_activated')}>
      {loggedIn ? (
        <LocaleLink to="/user-management" className="btn btn-secondary">
          {t('nav.account')}
        </LocaleLink>
      ) : (
        <button type="button" className="btn btn-secondary" onClick={() => openModal('signIn')}>
          {t('nav.signIn')}
        </button>
      )}
    </SuccessPanel>
  );
}
