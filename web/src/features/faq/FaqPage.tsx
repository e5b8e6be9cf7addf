import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../components/usePageTitle';
import { PageHeader } from '../../components/PageHeader';
import { LocaleLink, LocaleNavLink } from '../../components/LocaleLink';
import { NotFoundPage } from '../../components/ErrorPage';

export const FAQ_IDS = ['1', '2', '3', '4', '5'] as const;

/** The FAQ list (/faq) and one entry (/faq/:id), with a sidebar of all questions. */
export default function FaqPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const entry = id === undefined ? undefined : FAQ_IDS.find((f) => f === id);
  usePageTitle(entry ? t(`faq.q${entry}`) : t('faq.title'));
  if (id !== undefined && !entry) return <NotFoundPage />;
  const shown = entry ? [entry] : FAQ_IDS;
  return (
    <div className="row g-4">
      <aside className="col-12 col-md-4 col-lg-3 order-md-first order-last">
        <nav aria-label={t('faq.sidebar')} className="side-nav">
          <h2 className="h6 text-uppercase text-body-secondary">{t('faq.sidebar')}</h2>
          <ul className="nav flex-column">
            {FAQ_IDS.map((f) => (
              <li key={f} className="nav-item">
                <LocaleNavLink to={`/faq/${f}`} className="nav-link">
                  {t(`faq.q${f}`)}
                </LocaleNavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="col-12 col-md-8 col-lg-9">
        <PageHeader title={t('faq.title')} lead={entry ? undefined : t('faq.lead')} />
        {shown.map((f) => (
          <section key={f} className="faq-entry mb-4" aria-labelledby={`faq-${f}`}>
            <h2 id={`faq-${f}`} className="h5">
              {entry ? t(`faq.q${f}`) : <LocaleLink to={`/faq/${f}`}>{t(`faq.q${f}`)}</LocaleLink>}
            </h2>
            <p className="mb-0">{t(`faq.a${f}`)}</p>
          </section>
        ))}
        {entry ? (
          <LocaleLink to="/faq" className="btn btn-outline-secondary">
            {t('faq.back')}
          </LocaleLink>
        ) : null}
      </div>
    </div>
  );
}
