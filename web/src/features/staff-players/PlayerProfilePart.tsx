import type { ReactNode } from 'react';
import type { PlayerFile } from '../../api/generated/api';
import { SummaryList } from '../../components/ConfirmDialog';
import type { Rules } from '../../core/rules';
import { formatIsoDate } from '../../core/useRulebook';
import { countryName } from '../../i18n/countries';
import { LOCALES } from '../../i18n/locales';
import { useTranslationWith } from '../../i18n/useTranslationWith';
import { useTransactionLabels } from '../../lib/transactionLabels';
import { Part } from './FilePart';
import { PlayerProfileCorrection } from './PlayerProfileCorrection';
import { ensureStaffPlayersStrings } from './strings';

/** The file's profile: the player's details, verification level and account status, and their correction on request. */
export function PlayerProfilePart({ file, rules }: { file: PlayerFile; rules: Rules }) {
  const { t, i18n } = useTranslationWith(ensureStaffPlayersStrings);
  const labels = useTransactionLabels();
  const f = (key: string) => t(`staffPlayers.players.file.${key}`);
  const p = file.player;
  const profile: [string, ReactNode][] = [
    [f('fields.username'), p.username],
    [f('fields.status'), t(`staffPlayers.players.statuses.${p.status}`, { defaultValue: p.status })],
    [f('fields.verification'), labels.verification(file.verification)],
    [f('fields.firstName'), p.first_name],
    [f('fields.lastName'), p.last_name],
    [f('fields.email'), p.email],
    [f('fields.mobile'), p.mobile],
    [f('fields.gender'), t(`staffPlayers.players.file.genders.${p.gender}`, { defaultValue: p.gender })],
    [f('fields.birthDate'), formatIsoDate(rules, p.birth_date)],
    [f('fields.address'), p.address],
    [f('fields.postalCode'), p.postal_code],
    [f('fields.city'), p.city],
    [f('fields.country'), countryName(p.country, i18n.language)],
    [f('fields.language'), LOCALES.find((l) => l.lang === p.language)?.name ?? p.language],
    [f('fields.currency'), p.currency],
    [f('fields.newsletter'), p.newsletter ? f('subscribed') : f('notSubscribed')],
  ];
  return (
    <Part id="admin-player-file-profile" title={f('profile')}>
      <SummaryList rows={profile} />
      <PlayerProfileCorrection key={p.username} player={p} />
    </Part>
  );
}
