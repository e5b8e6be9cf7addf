import type { BonusCodeView } from '../../api/generated/api';
import { DataTable } from '../../components/DataTable';
import { ensureStaffStrings } from '../../i18n/sharedStrings';
import { useTranslationWith } from '../../i18n/useTranslationWith';
import { ensureStaffBonusesStrings } from './strings';

/** The bonus codes: the campaign each gives, how often, whether it is accepted; each with its button into the form. */
export function BonusCodesTable({ codes, onEdit }: { codes: BonusCodeView[]; onEdit: (code: BonusCodeView) => void }) {
  const { t } = useTranslationWith(ensureStaffBonusesStrings, ensureStaffStrings);
  const col = (name: string) => t(`staffBonuses.codes.columns.${name}`);
  return (
    <DataTable
      className="mb-3"
      caption={t('staffBonuses.codes.title')}
      columns={[
        { label: col('code'), className: 'tx-wrap fw-semibold' },
        { label: col('campaign'), className: 'tx-wrap' },
        { label: col('singleUse') },
        { label: col('active') },
        { label: t('staff.columns.actions'), actions: true },
      ]}
      rows={codes.map((c) => ({
        key: c.code,
        cells: [
          c.code,
          c.campaign_id ?? t('staffBonuses.codes.none'),
          c.single_use ? t('staffBonuses.codes.onceInAll') : t('staffBonuses.codes.oncePerPlayer'),
          c.active ? t('staffBonuses.codes.isActive') : t('staffBonuses.codes.isInactive'),
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            aria-label={t('staffBonuses.codes.editOf', { code: c.code })}
            onClick={() => onEdit(c)}
          >
            {t('staffBonuses.codes.edit')}
          </button>,
        ],
      }))}
    />
  );
}
