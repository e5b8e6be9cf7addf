import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../components/usePageTitle';
import { LocaleLink } from '../../components/LocaleLink';
import { useStore } from '../../store/store';

/**
 * The login route: it opens the sign-in dialog over a short page that can open it again. Its
 * `guest` guard sends a player who is (or becomes) signed in to the home page.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const { openModal } = useStore();
  usePageTitle(t('signIn.title'));
  useEffect(() => openModal('signIn'), [openModal]);
  return (
    <section className="text-center py-5 mx-auto narrow">
      <h1 className="h2 mb-4">{t('signIn.title')}</h1>
      <div className="d-flex flex-wrap gap-2 justify-content-center">
        <button type="button" className="btn btn-secondary" onClick={() => openModal('signIn')}>
          {t('signIn.submit')}
        </button>
        <LocaleLink to="/sign-up" className="btn btn-outline-secondary">
          {t('signIn.register')}
        </LocaleLink>
      </div>
    </section>
  );
}
