import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../components/usePageTitle';
import { LocaleLink } from '../../components/LocaleLink';

/** Return page of the card's 3-D Secure authentication. */
export default function ThreeDSecurePage() {
  const { t } = useTranslation();
  usePageTitle(t('threeds.title'));
  return (
    <section className="text-center py-5 mx-auto narrow">
      <h1 className="h2 mb-3">{t('threeds.title')}</h1>
      <div className="d-flex justify-content-center mb-3" role="status">
        <span className="spinner" aria-hidden="true" />
        <span className="visually-hidden">{t('threeds.wait')}</span>
      </div>
      <p className="lead">{t('threeds.text')}</p>
      <LocaleLink to="/" className="btn btn-outline-secondary">
        {t('error.backHome')}
      </LocaleLink>
    </section>
  );
}
