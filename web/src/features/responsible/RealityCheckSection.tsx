import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../components/SelectField';
import { useRealityCheckMinutes, useSessionSummary } from '../../lib/realityCheck';
import { formatMinutes } from '../../lib/units';

const NEVER = 'never';

/**
 * The reality check's setting: how often real-money play stops to show what the session moved
 * (the intervals the server offers, or never). The choice is this device's, kept in its storage,
 * and applies at once; nothing is sent.
 */
export function RealityCheckSection() {
  const { t, i18n } = useTranslation();
  const ids = useId();
  const [minutes, setMinutes] = useRealityCheckMinutes();
  const summary = useSessionSummary();
  // The intervals the server offers (casino-core's); until they are read, the choice made stays shown.
  const offered = summary.data?.reality_check_minutes ?? [];
  // A choice kept from an earlier list stays shown as chosen.
  const choices = minutes === null || offered.includes(minutes) ? offered : [...offered, minutes].sort((a, b) => a - b);

  return (
    <section className="mb-4" aria-labelledby={`${ids}-title`}>
      <h3 className="h5" id={`${ids}-title`}>
        {t('responsible.reality.title')}
      </h3>
      <p className="narrow">{t('responsible.reality.lead')}</p>
      <div className="card narrow">
        <div className="card-body row g-3">
          <SelectField
            id={`${ids}-minutes`}
            className="col-12 col-sm-8"
            label={t('responsible.reality.every')}
            value={minutes === null ? NEVER : String(minutes)}
            hint={t('responsible.reality.device')}
            onChange={(e) => setMinutes(e.target.value === NEVER ? null : Number(e.target.value))}
          >
            {choices.map((m) => (
              <option key={m} value={String(m)}>
                {formatMinutes(i18n.language, m)}
              </option>
            ))}
            <option value={NEVER}>{t('responsible.reality.never')}</option>
          </SelectField>
        </div>
      </div>
    </section>
  );
}
