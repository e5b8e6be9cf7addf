import { useEffect } from 'react';
import type { i18n as I18n } from 'i18next';
import { usePageTitle } from '../../components/usePageTitle';
import { LocaleLink } from '../../components/LocaleLink';
import { useStore } from '../../store/store';
import { useTranslationWith } from '../../i18n/useTranslationWith';
import { ensureSignInStrings } from './strings';

/** The page's texts, before a visit's first render (see `PageModule`). */
export const prepare = (i18n: I18n) => ensureSignInStrings(i18n, i18n.language);

/**
 * The login route: it opens the sign-in dialog over a short page that can open it again. Its
 * `guest` guard sends a player who is (or becomes) signed in to the home page.
 */
export default function LoginPage() {
  const { t } = useTranslationWith(ensureSignInStrings);
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
