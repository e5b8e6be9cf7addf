import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../components/usePageTitle';
import { PageHeader } from '../../components/PageHeader';
import { LocaleLink } from '../../components/LocaleLink';
import { NotFoundPage } from '../../components/ErrorPage';

export const PROMOTIONS = ['welcome', 'cashback', 'weekly', 'monthly', 'refer', 'loyalty'] as const;

/** Promotion list (/promotion) and one promotion (/promotion/:id). */
export default function PromotionPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const promo = id === undefined ? undefined : PROMOTIONS.find((p) => p === id);
  usePageTitle(promo ? t(`promotions.${promo}.title`) : t('promotions.title'));
  if (id !== undefined && !promo) return <NotFoundPage />;
  if (promo) {
    return (
      <article className="narrow">
        <PageHeader title={t(`promotions.${promo}.title`)} lead={t(`promotions.${promo}.text`)} />
        <p>{t('promotions.conditions')}</p>
        <div className="d-flex flex-wrap gap-2">
          <LocaleLink to="/sign-up" className="btn btn-secondary">
            {t('promotions.cta')}
          </LocaleLink>
          <LocaleLink to="/promotion" className="btn btn-outline-secondary">
            {t('promotions.back')}
          </LocaleLink>
        </div>
      </article>
    );
  }
  return (
    <>
      <PageHeader title={t('promotions.title')} lead={t('promotions.lead')} />
      <ul className="row g-3 list-unstyled">
        {PROMOTIONS.map((p) => (
          <li key={p} className="col-12 col-md-6 col-xl-4">
            <article className="card h-100 promo-card">
              <div className="card-body d-flex flex-column">
                <h2 className="h5 card-title">{t(`promotions.${p}.title`)}</h2>
                <p className="card-text flex-grow-1">{t(`promotions.${p}.text`)}</p>
                <LocaleLink to={`/promotion/${p}`} className="btn btn-outline-secondary align-self-start" aria-label={`${t('promotions.more')}: ${t(`promotions.${p}.title`)}`}>
                  {t('promotions.more')}
                </LocaleLink>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </>
  );
}
