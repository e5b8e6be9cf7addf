import { useTranslation } from 'react-i18next';
import { ErrorPage } from '../../components/ErrorPage';
import { PageHeader } from '../../components/PageHeader';
import { usePageTitle } from '../../components/usePageTitle';
import { useErrorText } from '../../i18n/useErrorText';
import { useStore } from '../../store/store';
import { isAdminScope } from '../../lib/scope';
import { BonusCodesSection } from './BonusCodesSection';
import { CampaignsSection } from './CampaignsSection';
import { PlayerBonusesSection, type PlayerBonusesRenderer } from './PlayerBonusesSection';
import { QueueSection } from './QueueSection';
import { VerificationForm } from './VerificationForm';

export { ADMIN_SCOPE } from '../../lib/scope';

/**
 * The administrator area: the withdrawal queue (approve, reject, mark as paid), the wire-transfer
 * receipts to confirm, the identity verification of a player, and the bonus back office (the
 * campaigns, the bonus codes, a player's bonuses). Anyone signed in without the admin scope sees
 * the 403 message instead (visitors are sent home by the route's guard). The page of the route is
 * `app/pages/AdminPage`, which gives the bonus feature's cards for a player's bonuses.
 */
export default function AdminPage({ playerBonuses }: { playerBonuses: PlayerBonusesRenderer }) {
  const { state } = useStore();
  const { text, ready } = useErrorText();
  const isAdmin = isAdminScope(state.user?.scope);
  if (isAdmin) return <AdminArea playerBonuses={playerBonuses} />;
  if (!ready) {
    return (
      <div className="d-flex justify-content-center py-5" role="status">
        <span className="spinner" aria-hidden="true" />
      </div>
    );
  }
  return <ErrorPage status={403} message={text('forbidden')} />;
}

function AdminArea({ playerBonuses }: { playerBonuses: PlayerBonusesRenderer }) {
  const { t } = useTranslation();
  usePageTitle(t('admin.title'));
  return (
    <>
      <PageHeader title={t('admin.title')} lead={t('admin.lead')} />
      <div className="d-grid gap-4">
        <QueueSection variant="withdrawals" />
        <QueueSection variant="wires" />
        <VerificationForm />
        <CampaignsSection />
        <BonusCodesSection />
        <PlayerBonusesSection renderBonuses={playerBonuses} />
      </div>
    </>
  );
}

