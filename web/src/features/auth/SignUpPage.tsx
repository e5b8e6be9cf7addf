import type { i18n as I18n } from 'i18next';
import { usePageTitle } from '../../components/usePageTitle';
import { PageHeader } from '../../components/PageHeader';
import { useTranslationWith } from '../../i18n/useTranslationWith';
import { ensureSignUpStrings } from '../../i18n/sharedStrings';
import { SignUpForm } from './SignUpForm';

/** The page's texts, before a visit's first render (see `PageModule`). */
export const prepare = (i18n: I18n) => ensureSignUpStrings(i18n, i18n.language);

/** `/sign-up`: the registration form on a page of its own, for links and prerendering. */
export default function SignUpPage() {
  const { t } = useTranslationWith(ensureSignUpStrings);
  usePageTitle(t('titles.signUp'));
  return (
    <div className="narrow-lg mx-auto">
      <PageHeader title={t('signUp.title')} lead={t('signUp.lead')} />
      <SignUpForm />
    </div>
  );
}
