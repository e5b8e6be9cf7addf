import { useRef, useState, type MouseEvent } from 'react';
import { failureOf } from '../../api/errors';
import type { AdminCampaign, CampaignSaved } from '../../api/generated/api';
import { DataTable } from '../../components/DataTable';
import { ReadingState } from '../../components/staff/ReadingState';
import { StaffOutcome } from '../../components/staff/StaffOutcome';
import { ensureStaffStrings } from '../../i18n/sharedStrings';
import { useTranslationWith } from '../../i18n/useTranslationWith';
import { formatMoment } from '../../lib/money';
import type { Outcome } from '../../lib/staff/outcome';
import { useCampaigns } from './api/getBonusCampaigns';
import { CampaignForm } from './CampaignForm';
import { ensureStaffBonusesStrings } from './strings';

/** The campaign being edited (a version in one currency), or a new one. */
type Editing = { campaign: AdminCampaign | null; key: string };

/**
 * The bonus campaigns: each one's newest version in every currency, inactive ones included, with
 * who changed it last; a campaign is edited (a new version of that currency) or created in place.
 */
export function CampaignsSection() {
  const { t } = useTranslationWith(ensureStaffBonusesStrings, ensureStaffStrings);
  const campaigns = useCampaigns();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const opener = useRef<HTMLElement | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);

  const data = campaigns.data ?? null;
  const loading = campaigns.isFetching && data === null;
  // A refresh after a save that fails keeps the rows on screen; a first reading says why.
  const failure = campaigns.isError && !campaigns.isFetching && data === null ? failureOf(campaigns.error) : null;

  const open = (event: MouseEvent<HTMLButtonElement>, campaign: AdminCampaign | null) => {
    opener.current = event.currentTarget;
    setOutcome(null);
    setEditing({ campaign, key: campaign ? `${campaign.id}-${campaign.currency}` : `new-${Date.now()}` });
  };
  const close = () => {
    setEditing(null);
    opener.current?.focus();
  };
  const saved = (answer: CampaignSaved) => {
    setEditing(null);
    setOutcome({ kind: 'success', answer, params: { version: String(answer.campaign.version) } });
    outcomeRef.current?.focus();
  };

  const col = (name: string) => t(`staffBonuses.campaigns.columns.${name}`);

  return (
    <section className="card" aria-labelledby="admin-campaigns-title">
      <div className="card-body">
        <div className="d-flex flex-wrap justify-content-between align-items-start gap-2 mb-1">
          <h2 id="admin-campaigns-title" className="h5 mb-0">
            {t('staffBonuses.campaigns.title')}
          </h2>
          {data ? (
            <button type="button" className="btn btn-sm btn-secondary" onClick={(e) => open(e, null)}>
              {t('staffBonuses.campaigns.new')}
            </button>
          ) : null}
        </div>
        <p className="text-body-secondary small">{t('staffBonuses.campaigns.lead')}</p>
        <StaffOutcome ref={outcomeRef} outcome={outcome} />
        <ReadingState loading={loading} failure={failure} onRetry={() => void campaigns.refetch()} />
        {data && data.list.campaigns.length === 0 ? <p className="empty-state text-center mb-0">{t('staffBonuses.campaigns.empty')}</p> : null}
        {data && data.list.campaigns.length > 0 ? (
          <DataTable
            caption={t('staffBonuses.campaigns.title')}
            columns={[
              { label: col('slug'), className: 'tx-wrap fw-semibold' },
              { label: col('currency') },
              { label: col('kind') },
              { label: col('version') },
              { label: col('active') },
              { label: col('changed') },
              { label: t('staff.columns.actions'), actions: true },
            ]}
            rows={data.list.campaigns.map((c) => ({
              key: `${c.id}-${c.currency}`,
              cells: [
                c.id,
                c.currency,
                t(`staffBonuses.kinds.${c.kind}`),
                c.version,
                c.active ? t('staffBonuses.campaigns.isActive') : t('staffBonuses.campaigns.isInactive'),
                <div>
                  <span className="d-block tx-when">{formatMoment(data.rules, c.changed_at)}</span>
                  <span className="d-block small text-body-secondary">
                    {t('staffBonuses.campaigns.changedBy', { who: c.changed_by ?? t('staffBonuses.campaigns.site') })}
                  </span>
                </div>,
                <button
                  type="button"
                  className="btn btn-sm btn-outline-secondary"
                  aria-label={t('staffBonuses.campaigns.editOf', { id: c.id, currency: c.currency })}
                  onClick={(e) => open(e, c)}
                >
                  {t('staffBonuses.campaigns.edit')}
                </button>,
              ],
            }))}
          />
        ) : null}
        {editing && data ? (
          <CampaignForm key={editing.key} campaign={editing.campaign} categories={data.list.categories} rules={data.rules} onSaved={saved} onCancel={close} />
        ) : null}
      </div>
    </section>
  );
}
