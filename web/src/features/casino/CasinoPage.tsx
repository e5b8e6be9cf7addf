import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../components/usePageTitle';
import { PageHeader } from '../../components/PageHeader';
import { CardsIcon } from '../../components/Icons';

const CATEGORIES = ['slots', 'roulette', 'blackjack', 'baccarat', 'live-dealer', 'video-poker', 'dice', 'keno'] as const;

export default function CasinoPage() {
  const { t } = useTranslation();
  usePageTitle(t('casino.title'));
  return (
    <>
      <PageHeader title={t('casino.title')} lead={t('casino.lead')} />
      <section aria-labelledby="categories-title" className="mb-4">
        <h2 id="categories-title" className="h5">
          {t('casino.categories')}
        </h2>
        <ul className="list-unstyled d-flex flex-wrap gap-2">
          {CATEGORIES.map((c) => (
            <li key={c}>
              <span className="badge category-badge">{t(`casino.cat.${c}`)}</span>
            </li>
          ))}
        </ul>
      </section>
      <div className="empty-state text-center">
        <span className="info-icon mb-2">
          <CardsIcon size={32} />
        </span>
        <p className="fw-semibold mb-0">{t('home.lobbyEmpty')}</p>
      </div>
    </>
  );
}
