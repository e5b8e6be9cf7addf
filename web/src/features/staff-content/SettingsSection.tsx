import { Suspense, useEffect, useRef, useState } from 'react';
import { failureOf } from '../../api/errors';
import { ReadingState } from '../../components/staff/ReadingState';
import { SectionLoading } from '../../components/staff/SectionLoading';
import { StaffOutcome } from '../../components/staff/StaffOutcome';
import { useTranslationWith } from '../../i18n/useTranslationWith';
import type { Outcome } from '../../lib/staff/outcome';
import { useSettings } from './api/getSettings';
import { SettingsForm } from './SettingsForm';
import { ensureStaffContentStrings } from './strings';

/**
 * The site's settings (administrators): the brand every page shows, whether the site is open to
 * players, and the countries it refuses.
 */
export function SettingsSection() {
  return (
    <Suspense fallback={<SectionLoading />}>
      <Settings />
    </Suspense>
  );
}

function Settings() {
  const { t } = useTranslationWith(ensureStaffContentStrings);
  const reading = useSettings();
  const stored = reading.data ?? null;
  const loading = reading.isFetching && stored === null;
  const failure = reading.isError && stored === null ? failureOf(reading.error) : null;

  const [outcome, setOutcome] = useState<Outcome>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  // The control that acted may be gone (the form drawn again from the saved values, the
  // confirmation closed): the outcome takes the focus once said.
  const [focusOutcome, setFocusOutcome] = useState(0);
  useEffect(() => {
    if (focusOutcome > 0) outcomeRef.current?.focus();
  }, [focusOutcome]);
  const say = (next: Outcome) => {
    setOutcome(next);
    setFocusOutcome((n) => n + 1);
  };

  return (
    <section className="card" aria-labelledby="admin-settings-title">
      <div className="card-body">
        <h2 id="admin-settings-title" className="h5 mb-1">
          {t('staffContent.settings.title')}
        </h2>
        <p className="text-body-secondary small">{t('staffContent.settings.lead')}</p>
        <ReadingState loading={loading} failure={failure} onRetry={() => void reading.refetch()} />
        {stored ? (
          // A new reading (after a save: the countries as the server stored them) starts the form again.
          <SettingsForm key={reading.dataUpdatedAt} stored={stored} onOutcome={say} onEdit={() => setOutcome(null)} />
        ) : null}
        <StaffOutcome ref={outcomeRef} outcome={outcome} />
      </div>
    </section>
  );
}
