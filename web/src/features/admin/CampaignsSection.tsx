import { useRef, useState, type MouseEvent } from 'react';
import { failureOf } from '../../api/errors';
import type { AdminCampaign, CampaignSaved } from '../../api/generated/api';
import { DataTable } from '../../components/DataTable';
import { OutcomeRegion } from '../../components/OutcomeRegion';
import { useErrorText } from '../../i18n/useErrorText';
import { useTranslationWith } from '../../i18n/useTranslationWith';
import { useAnswerText } from '../../lib/answers';
import { formatMoment } from '../../lib/money';
import { useCampaigns } from './api/useCampaigns';
import { CampaignForm } from './CampaignForm';
import type { Outcome } from './outcome';
import { ReadingState } from './ReadingState';
import { ensureStaffStrings } from './strings';

/** The campaign being edited (a version in one currency), or a new one. */
type Editing = { campaign: AdminCampaign | null; key: string };

/**
 * The bonus campaigns: each one's newest version in every currency, inactive ones included, with
 * who changed it last; a campaign is edited (a new version of that currency) or created in place.
 */
export function CampaignsSection() {
  const { t } = useTranslationWith(ensureStaffStrings);
  const { text } = useErrorText();
  const answerText = useAnswerText();
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

  const col = (name: string) => t(`admin.campaigns.columns.${name}`);

  return (
    <section className="card" aria-labelledby="admin-campaigns-title">
      <div className="card-body">
        <div className="d-flex flex-wrap justify-content-between align-items-start gap-2 mb-1">
          <h2 id="admin-campaigns-title" className="h5 mb-0">
            {t('admin.campaigns.title')}
          </h2>
          {data ? (
            <button type="button" className="btn btn-sm btn-secondary" onClick={(e) => open(e, null)}>
              {t('admin.campaigns.new')}
            </button>
          ) : null}
        </div>
        <p className="text-body-secondary small">{t('admin.campaigns.lead')}</p>
        <OutcomeRegion
          ref={outcomeRef}
          success={outcome?.kind === 'success' ? answerText(outcome.answer, outcome.params) : null}
          failure={outcome?.kind === 'failure' ? text(outcome.failure.code, outcome.failure.params) : null}
        />
        <ReadingState loading={loading} failure={failure} onRetry={() => void campaigns.refetch()} />
        {data && data.list.campaigns.length === 0 ? <p className="empty-state text-center mb-0">{t('admin.campaigns.empty')}</p> : null}
        {data && data.list.campaigns.length > 0 ? (
          <DataTable
            caption={t('admin.campaigns.title')}
            columns={[
              { label: col('slug'), className: 'tx-wrap fw-semibold' },
              { label: col('currency') },
              { label: col('kind') },
              { label: col('version') },
              { label: col('active') },
              { label: col('changed') },
              { label: t('admin.columns.actions'), actions: true },
            ]}
            rows={data.list.campaigns.map((c) => ({
              key: `${c.id}-${c.currency}`,
              cells: [
                c.id,
                c.currency,
                t(`admin.kinds.${c.kind}`),
                c.version,
                c.active ? t('admin.campaigns.isActive') : t('admin.campaigns.isInactive'),
                <div>
                  <span className="d-block tx-when">{formatMoment(data.rules, c.changed_at)}</span>
                  <span className="d-block small text-body-secondary">
                    {t('admin.campaigns.changedBy', { who: c.changed_by ?? t('admin.campaigns.site') })}
                  </span>
                </div>,
                <button
                  type="button"
                  className="btn btn-sm btn-outline-secondary"
                  aria-label={t('admin.campaigns.editOf', { id: c.id, currency: c.currency })}
                  onClick={(e) => open(e, c)}
                >
                  {t('admin.campaigns.edit')}
                </button>,
              ],
            }))}
          />
        ) : null}
        {editing && data ? (
          <CampaignForm key={editing.key} campaign={editing.campaign} categories={data.list.categories} onSaved={saved} onCancel={close} />
        ) : null}
      </div>
    </section>
  );
}
