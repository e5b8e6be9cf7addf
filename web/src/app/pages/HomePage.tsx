import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../components/usePageTitle';
import { LocaleLink } from '../../components/LocaleLink';
import { useStore } from '../../store/store';
import { DepositIcon, FairIcon, SafeIcon, SupportIcon } from '../../components/Icons';
import { GameLobbySlot } from '../../features/games/GameLobbySlot';
import { Carousel } from '../../features/home/Carousel';

const INFO = [
  { key: 'deposit', Icon: DepositIcon },
  { key: 'fair', Icon: FairIcon },
  { key: 'safe', Icon: SafeIcon },
  { key: 'support', Icon: SupportIcon },
] as const;

export default function HomePage() {
  const { t } = useTranslation();
  const { loggedIn } = useStore();
  usePageTitle(t('titles.home'));
  return (
    <>
      <h1 className="visually-hidden">{t('home.heading')}</h1>
      <Carousel />
      <section className="info-block my-4" aria-labelledby="info-title">
        <h2 id="info-title" className="h4 mb-3">
          {t('home.infoTitle')}
        </h2>
        <ul className="row g-3 list-unstyled mb-3">
          {INFO.map(({ key, Icon }) => (
            <li key={key} className="col-6 col-lg-3">
              <div className="info-card h-100">
                <span className="info-icon">
                  <Icon size={28} />
                </span>
                <h3 className="h6 mb-1">{t(`home.${key}.title`)}</h3>
                <p className="small text-body-secondary mb-0">{t(`home.${key}.text`)}</p>
              </div>
            </li>
          ))}
        </ul>
        <LocaleLink to={loggedIn ? '/user-management' : '/sign-up'} className="btn btn-secondary">
          {t('home.depositLink')}
        </LocaleLink>
      </section>
      <section className="lobby my-5" aria-labelledby="lobby-title">
        <h2 id="lobby-title" className="h4 mb-3">
          {t('home.lobbyTitle')}
        </h2>
        <GameLobbySlot deferBelowFold />
      </section>
    </>
  );
}
