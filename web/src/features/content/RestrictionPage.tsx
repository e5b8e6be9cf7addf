import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../components/usePageTitle';

export default function RestrictionPage() {
  const { t } = useTranslation();
  usePageTitle(t('restriction.title'));
  return (
    <section className="text-center py-5 mx-auto narrow">
      <h1 className="h2 mb-3">{t('restriction.title')}</h1>
      <p className="lead">{t('error.siteDisabled')}</p>
      <p className="text-body-secondary">{t('restriction.p1')}</p>
    </section>
  );
}
