import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../components/usePageTitle';
import { PageHeader } from '../../components/PageHeader';
import { GameLobbySlot } from '../../features/games/GameLobbySlot';

export default function CasinoPage() {
  const { t } = useTranslation();
  usePageTitle(t('casino.title'));
  return (
    <>
      <PageHeader title={t('casino.title')} lead={t('casino.lead')} />
      <section aria-labelledby="lobby-title">
        <h2 id="lobby-title" className="visually-hidden">
          {t('home.lobbyTitle')}
        </h2>
        <GameLobbySlot />
      </section>
    </>
  );
}
