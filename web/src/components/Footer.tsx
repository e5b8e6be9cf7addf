import { useTranslation } from 'react-i18next';
import { LocaleLink } from './LocaleLink';
import { Logo } from './Logo';
import { useSiteSettings } from '../lib/siteSettings';

const LINKS = [
  { to: '/about-us', key: 'nav.about' },
  { to: '/why-choose-us', key: 'nav.whyUs' },
  { to: '/contact-us', key: 'nav.contact' },
  { to: '/faq', key: 'nav.faq' },
  { to: '/promotion', key: 'nav.promotions' },
  { to: '/terms', key: 'nav.terms' },
  { to: '/privacy', key: 'nav.privacy' },
  { to: '/refund-policy', key: 'nav.refund' },
  { to: '/responsible', key: 'nav.responsible' },
] as const;

export function Footer() {
  const { t } = useTranslation();
  const { brand } = useSiteSettings();
  return (
    <footer className="site-footer mt-5">
      <div className="container-xl py-4">
        <div className="row g-4 align-items-start">
          <div className="col-12 col-md-5">
            <div className="d-flex align-items-center gap-2 mb-2">
              <Logo size={32} />
              <span className="brand-name">{brand}</span>
            </div>
            <p className="small text-body-secondary mb-0">{t('footer.help')}</p>
          </div>
          <nav className="col-12 col-md-7" aria-label={t('a11y.footerNav')}>
            <ul className="footer-links list-unstyled mb-0">
              {LINKS.map((link) => (
                <li key={link.to}>
                  <LocaleLink to={link.to} prefetchOn="none">
                    {t(link.key)}
                  </LocaleLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <div className="d-flex flex-column flex-sm-row gap-3 align-items-sm-center border-top pt-3 mt-4">
          <span className="age-badge" role="img" aria-label={t('footer.ageLabel')}>
            18+
          </span>
          <p className="small mb-0">
            <strong>{t('footer.notice')}</strong> {t('footer.age')}{' '}
            <LocaleLink to="/responsible" prefetchOn="none">
              {t('nav.responsible')}
            </LocaleLink>
          </p>
        </div>
        <p className="small text-body-secondary mt-3 mb-0">{t('footer.copyright', { brand })}</p>
      </div>
    </footer>
  );
}
