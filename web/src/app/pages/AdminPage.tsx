import type { PlayerBonusList } from '../../api/generated/api';
import { ErrorPage } from '../../components/ErrorPage';
import { PageHeader } from '../../components/PageHeader';
import { usePageTitle } from '../../components/usePageTitle';
import { PlayerBonusesView } from '../../features/bonus/PlayerBonusesView';
import { BonusCodesSection } from '../../features/staff-bonuses/BonusCodesSection';
import { CampaignsSection } from '../../features/staff-bonuses/CampaignsSection';
import { ensureStaffBonusesStrings } from '../../features/staff-bonuses/strings';
import { ContentSection } from '../../features/staff-content/ContentSection';
import { SettingsSection } from '../../features/staff-content/SettingsSection';
import { ensureStaffContentStrings } from '../../features/staff-content/strings';
import { DocumentsSection } from '../../features/staff-identity/DocumentsSection';
import { ensureStaffIdentityStrings } from '../../features/staff-identity/strings';
import { VerificationForm } from '../../features/staff-identity/VerificationForm';
import { StaffLogSection } from '../../features/staff-log/StaffLogSection';
import { ReportsSection } from '../../features/staff-reports/ReportsSection';
import { ensureStaffReportsStrings } from '../../features/staff-reports/strings';
import { ensureStaffLogStrings } from '../../features/staff-log/strings';
import { CommissionsSection } from '../../features/staff-payments/CommissionsSection';
import { QueueSection } from '../../features/staff-payments/QueueSection';
import { ensureStaffPaymentsStrings } from '../../features/staff-payments/strings';
import { PlayerBonusesSection } from '../../features/staff-players/PlayerBonusesSection';
import { PlayersSection } from '../../features/staff-players/PlayersSection';
import { ensureStaffPlayersStrings } from '../../features/staff-players/strings';
import { ensureStaffSupportStrings } from '../../features/staff-support/strings';
import { SupportSection } from '../../features/staff-support/SupportSection';
import { ensureSignUpStrings, ensureStaffStrings, ensureTransactionStrings } from '../../i18n/sharedStrings';
import { useErrorText } from '../../i18n/useErrorText';
import { useTranslationWith, type EnsureTexts } from '../../i18n/useTranslationWith';
import { closesEscalated, isAdminScope } from '../../lib/scope';
import { staffSections, type StaffSection } from '../../lib/staff/sections';
import { useStore } from '../../store/store';

/** The texts of each section's feature. */
const SECTION_STRINGS: Record<StaffSection, EnsureTexts> = {
  withdrawals: ensureStaffPaymentsStrings,
  wires: ensureStaffPaymentsStrings,
  held: ensureStaffPaymentsStrings,
  commissions: ensureStaffPaymentsStrings,
  players: ensureStaffPlayersStrings,
  tickets: ensureStaffSupportStrings,
  documents: ensureStaffIdentityStrings,
  verification: ensureStaffIdentityStrings,
  campaigns: ensureStaffBonusesStrings,
  codes: ensureStaffBonusesStrings,
  playerBonuses: ensureStaffPlayersStrings,
  settings: ensureStaffContentStrings,
  content: ensureStaffContentStrings,
  staffLog: ensureStaffLogStrings,
  reports: ensureStaffReportsStrings,
};

/** A player's bonuses, drawn by the bonus feature's cards (read-only). */
const playerBonuses = (bonuses: PlayerBonusList) => <PlayerBonusesView bonuses={bonuses} />;

function Section({ name, closesEscalated }: { name: StaffSection; closesEscalated: boolean }) {
  switch (name) {
    case 'withdrawals':
    case 'wires':
    case 'held':
      return <QueueSection variant={name} />;
    case 'commissions':
      return <CommissionsSection />;
    case 'players':
      return <PlayersSection />;
    case 'tickets':
      return <SupportSection closesEscalated={closesEscalated} />;
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
    case 'reports':
      return <ReportsSection />;
  }
}

/**
 * The staff area, on the sections each role may use (`lib/staff/sections.ts`), each from the
 * feature of its domain. Administrators: the withdrawal queue (approve, reject, mark as paid), the
 * wire-transfer receipts to confirm, the held coins, the affiliate commissions, the players' search and files, the support
 * tickets, the identity documents to review and the identity verification of a player, the bonus
 * back office (the campaigns, the bonus codes, a player's bonuses, drawn by the bonus feature's
 * cards), the site's settings (brand, open or closed, refused countries), its content (pages,
 * FAQ, home slides, mails), the staff log and the operator's reports.
 * Support agents: the players, the tickets and a player's bonuses. KYC: the identity documents to
 * review and the verification level. Anyone signed in without a staff role sees the 403 message
 * instead (visitors are sent home by the route's guard).
 */
export default function AdminPage() {
  const { state } = useStore();
  const { text, ready } = useErrorText();
  const scope = state.user?.scope;
  const sections = staffSections(scope);
  if (sections.length > 0) return <StaffArea sections={sections} isAdmin={isAdminScope(scope)} closesEscalated={closesEscalated(scope)} />;
  if (!ready) {
    return (
      <div className="d-flex justify-content-center py-5" role="status">
        <span className="spinner" aria-hidden="true" />
      </div>
    );
  }
  return <ErrorPage status={403} message={text('forbidden')} />;
}

function StaffArea({ sections, isAdmin, closesEscalated }: { sections: StaffSection[]; isAdmin: boolean; closesEscalated: boolean }) {
  // The sections' texts come with the area, so that no section waits for its own. They name
  // transactions (lib/transactionLabels) and correct a player's details with the registration's
  // words (`signUp.…`): those come too, so that opening a player's file or form does not wait.
  const sectionStrings = [...new Set(sections.map((name) => SECTION_STRINGS[name]))];
  const { t } = useTranslationWith(ensureStaffStrings, ensureTransactionStrings, ensureSignUpStrings, ...sectionStrings);
  // Administrators have the admin area; the other roles the staff area, said by what they may do.
  const title = isAdmin ? t('nav.admin') : t('nav.staff');
  const lead = isAdmin
    ? t('staff.lead')
    : [sections.includes('tickets') ? t('staff.leadSupport') : '', sections.includes('verification') ? t('staff.leadKyc') : '']
        .filter(Boolean)
        .join(' ');
  usePageTitle(title);
  return (
    <>
      <PageHeader title={title} lead={lead} />
      <div className="d-grid gap-4">
        {sections.map((name) => (
          <Section key={name} name={name} closesEscalated={closesEscalated} />
        ))}
      </div>
    </>
  );
}
