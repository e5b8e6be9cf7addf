import { Suspense, use } from 'react';
import { useTranslation } from 'react-i18next';
import { failureOf } from '../../api/errors';
import { Loading } from '../../components/Loading';
import { LocaleLink } from '../../components/LocaleLink';
import { loadBonusMath } from '../../core/bonus';
import { useRulebookLoad, useWasmModule } from '../../core/useRulebook';
import { useErrorText } from '../../i18n/useErrorText';
import { useTranslationWith } from '../../i18n/useTranslationWith';
import { ensureAccountStrings } from '../../i18n/sharedStrings';
import { useResponsible } from './api/getResponsibleGaming';
import { BreakSection } from './BreakSection';
import { LimitsForm } from './LimitsForm';
import { RealityCheckSection } from './RealityCheckSection';
import { SessionLimitSection } from './SessionLimitSection';
import { ensureResponsibleStrings } from './strings';

/**
 * Responsible gaming in the account area: a word of warning with a link to the full page, the
 * player's deposit and loss limits (checked in the page by casino-core's own rules, compiled to
 * WebAssembly with the bonus math), the longest a session may last (its time limit), how often
 * real-money play shows a reality check (this device's choice), and a break from playing (a
 * time-out or a self-exclusion), or the break running. Every rule is the server's: the page
 * explains them, never applies them.
 */
export function ResponsibleTab() {
  const { t } = useTranslationWith(ensureAccountStrings);
  return (
    <Suspense fallback={<Loading label={t('account.loadingTab')} />}>
      <Responsible />
    </Suspense>
  );
}

function Responsible() {
  const { t, i18n } = useTranslation();
  use(ensureResponsibleStrings(i18n, i18n.language));
  const { text } = useErrorText();
  const responsible = useResponsible();
  // The limits' rules: the form waits for them (they load with the reading), unless they cannot
  // load (offline on a first visit), when the server, which runs the same rules, answers alone.
  const { module: math, failed: mathFailed } = useWasmModule(loadBonusMath);
  // casino-core writes the limits into their fields as the page's language types amounts.
  const { rules, failed: rulesFailed } = useRulebookLoad();

  if (responsible.isError) {
    const f = failureOf(responsible.error);
    return (
      <div className="py-2">
        <p className="alert alert-danger" role="alert">
          {text(f.code, f.params)}
        </p>
        <button type="button" className="btn btn-secondary" onClick={() => void responsible.refetch()}>
          {t('responsible.retry')}
        </button>
      </div>
    );
  }
  if (responsible.isPending || (!math && !mathFailed) || (!rules && !rulesFailed)) return <Loading label={t('responsible.loading')} />;
  const view = responsible.data;

  return (
    <div className="responsible-tab">
      <p className="narrow mb-4">
        {t('responsible.intro')} <LocaleLink to="/responsible">{t('responsible.introLink')}</LocaleLink>
      </p>
      <LimitsForm view={view} math={math} rules={rules} onSaved={responsible.show} />
      <SessionLimitSection view={view} math={math} onSaved={responsible.show} />
      <RealityCheckSection />
      <BreakSection view={view} onTaken={responsible.show} />
    </div>
  );
}
