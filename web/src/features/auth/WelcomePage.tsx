import type { i18n as I18n } from 'i18next';
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../components/usePageTitle';
import { LocaleLink } from '../../components/LocaleLink';
import { useStore } from '../../store/store';
import { useErrorText } from '../../i18n/useErrorText';
import { useTranslationWith } from '../../i18n/useTranslationWith';
import { failureOf } from '../../api/errors';
import { useLinkToken } from './useLinkToken';
import { useActivation } from './api/activatePlayer';
import { USER_QUERY_KEY } from './api/fetchUser';
import { SuccessPanel } from '../../components/SuccessPanel';
import { useSiteSettings } from '../../lib/siteSettings';
import { ensureWelcomeStrings } from './strings';

/** The page's texts, before a visit's first render (see `PageModule`). */
export const prepare = (i18n: I18n) => ensureWelcomeStrings(i18n, i18n.language);

/** The welcome page, and the activation link of the welcome e-mail (`/welcome?token=...`). */
export default function WelcomePage() {
  const { t } = useTranslation();
  usePageTitle(t('titles.welcome'));
  const token = useLinkToken();
  return token ? <ActivationResult token={token} /> : <Welcome />;
}

function Welcome() {
  const { t } = useTranslationWith(ensureWelcomeStrings);
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
  const { t } = useTranslationWith(ensureWelcomeStrings);
  const { text } = useErrorText();
  const { openModal, loggedIn } = useStore();
  const activation = useActivation(token);
  // A player signed in here reads their account again: its area stops asking for the activation.
  const queryClient = useQueryClient();
  const activated = activation.isSuccess;
  useEffect(() => {
    if (activated && loggedIn) void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
  }, [activated, loggedIn, queryClient]);

  if (activation.isPending) {
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
  if (activation.isError) {
    const failure = failureOf(activation.error);
    return (
      <section className="text-center py-5 mx-auto narrow">
        <h1 className="h2 mb-3">{t('activation.title')}</h1>
        <p className="alert alert-danger" role="alert">
          {text(failure.code, failure.params)}
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
