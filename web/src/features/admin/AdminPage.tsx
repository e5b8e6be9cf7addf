import { Fragment } from 'react';
import { ErrorPage } from '../../components/ErrorPage';
import { PageHeader } from '../../components/PageHeader';
import { usePageTitle } from '../../components/usePageTitle';
import { useErrorText } from '../../i18n/useErrorText';
import { ensureSignUpStrings, ensureTransactionStrings } from '../../i18n/sharedStrings';
import { useTranslationWith } from '../../i18n/useTranslationWith';
import { useStore } from '../../store/store';
import { isAdminScope } from '../../lib/scope';
import { BonusCodesSection } from './BonusCodesSection';
import { CampaignsSection } from './CampaignsSection';
import { ContentSection } from './ContentSection';
import { DocumentsSection } from './DocumentsSection';
import { PlayerBonusesSection, type PlayerBonusesRenderer } from './PlayerBonusesSection';
import { PlayersSection } from './PlayersSection';
import { QueueSection } from './QueueSection';
import { staffSections, type StaffSection } from './sections';
import { SettingsSection } from './SettingsSection';
import { StaffLogSection } from './StaffLogSection';
import { ensureStaffStrings } from './strings';
import { SupportSection } from './SupportSection';
import { VerificationForm } from './VerificationForm';

export { ADMIN_SCOPE } from '../../lib/scope';

/**
 * The staff area, on the sections each role may use (`sections.ts`). Administrators: the
 * withdrawal queue (approve, reject, mark as paid), the wire-transfer receipts to confirm, the
 * players' search and files, the support tickets, the identity documents to review and the
 * identity verification of a player, the bonus back office (the campaigns, the bonus codes, a
 * player's bonuses), the site's settings (brand, open or closed, refused countries), its content
 * (pages, FAQ, home slides) and the staff log.
 * Support agents: the players, the tickets and a player's bonuses. KYC: the identity documents to
 * review and the verification level. Anyone signed in without a staff role sees the 403 message
 * instead (visitors are sent home by the route's guard). The page of the route is
 * `app/pages/AdminPage`, which gives the bonus feature's cards for a player's bonuses.
 */
export default function AdminPage({ playerBonuses }: { playerBonuses: PlayerBonusesRenderer }) {
  const { state } = useStore();
  const { text, ready } = useErrorText();
  const scope = state.user?.scope;
  const sections = staffSections(scope);
  if (sections.length > 0) return <AdminArea sections={sections} isAdmin={isAdminScope(scope)} playerBonuses={playerBonuses} />;
  if (!ready) {
    return (
      <div className="d-flex justify-content-center py-5" role="status">
        <span className="spinner" aria-hidden="true" />
      </div>
    );
  }
  return <ErrorPage status={403} message={text('forbidden')} />;
}

interface AreaProps {
  sections: StaffSection[];
  isAdmin: boolean;
  playerBonuses: PlayerBonusesRenderer;
}

function AdminArea({ sections, isAdmin, playerBonuses }: AreaProps) {
  // The sections name transactions (lib/transactionLabels) and correct a player's details with the
  // registration's words (`signUp.…`): those texts come with the area too, so that opening a
  // player's file or form does not wait for them.
  const { t } = useTranslationWith(ensureStaffStrings, ensureTransactionStrings, ensureSignUpStrings);
  // Administrators have the admin area; the other roles the staff area, said by what they may do.
  const title = isAdmin ? t('nav.admin') : t('nav.staff');
  const lead = isAdmin
    ? t('admin.lead')
    : [sections.includes('tickets') ? t('admin.leadSupport') : '', sections.includes('verification') ? t('admin.leadKyc') : '']
        .filter(Boolean)
        .join(' ');
  usePageTitle(title);
  const section = (name: StaffSection) => {
    switch (name) {
      case 'withdrawals':
      case 'wires':
      case 'held':
        return <QueueSection variant={name} />;
      case 'players':
        return <PlayersSection />;
      case 'tickets':
        return <SupportSection />;
      case 'documents':
        return <DocumentsSection />;
      case 'verification':
        return <VerificationForm />;
      case 'campaigns':
        return <CampaignsSection />;
      case 'codes':
        return <BonusCodesSection />;
      case 'playerBonuses':
        return <PlayerBonusesSection renderBonuses={playerBonuses} />;
      case 'settings':
        return <SettingsSection />;
      case 'content':
        return <ContentSection />;
      case 'staffLog':
        return <StaffLogSection />;
    }
  };
  return (
    <>
      <PageHeader title={title} lead={lead} />
      <div className="d-grid gap-4">
        {sections.map((name) => (
          <Fragment key={name}>{section(name)}</Fragment>
        ))}
      </div>
    </>
  );
}

