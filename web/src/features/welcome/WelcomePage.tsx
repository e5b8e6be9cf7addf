import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../components/usePageTitle';
import { LocaleLink } from '../../components/LocaleLink';
import { useStore } from '../../store/store';

export default function WelcomePage() {
  const { t } = useTranslation();
  const brand = useStore().state.brand;
  usePageTitle(t('titles.welcome'));
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
