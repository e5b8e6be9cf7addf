import { useEffect, useState, type FormEvent } from 'react';
import type { PlayerView } from '../../api/generated/api';
import { failureOf, fieldFailures, type Failure } from '../../api/errors';
import { LocaleLink } from '../../components/LocaleLink';
import { SelectField } from '../../components/SelectField';
import { CheckField } from '../../components/CheckField';
import { formatIsoDate, useRulebook } from '../../core/useRulebook';
import { useCoreFormik, type Failures } from '../../core/useCoreFormik';
import { LOCALES } from '../../i18n/locales';
import { useErrorText } from '../../i18n/useErrorText';
import { useStore } from '../../store/store';
import { countryName } from '../../i18n/countries';
import { useTranslationWith } from '../../i18n/useTranslationWith';
import { ensureSignUpStrings } from '../../i18n/sharedStrings';
import { updateProfile } from './api/updateProfile';
import { useProfile } from './api/getPlayerProfile';
import { Loading } from '../../components/Loading';
import { FormOutcome, SubmitButton } from '../../components/FormFooter';
import { ensureProfileStrings } from './strings';

/** My profile: the details on file (read-only: support changes them) and the player's own settings. */
export function ProfileTab() {
  const { t } = useTranslationWith(ensureProfileStrings, ensureSignUpStrings);
  const { text } = useErrorText();
  const { state, setUser } = useStore();
  const [attempt, setAttempt] = useState(0);
  const profile = useProfile(attempt);

  // The header shows the stored player: keep it as fresh as what this page shows.
  const read = profile.data;
  useEffect(() => {
    if (read && state.user) setUser({ ...state.user, player: read });
    // Only a new reading writes the stored user; the stored user is not read for changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [read]);

  if (profile.isPending) {
    return (
      <Loading label={t('profile.loading')} />
    );
  }
  if (profile.isError) {
    const failure = failureOf(profile.error);
    return (
      <div className="py-2">
        <p className="alert alert-danger" role="alert">
          {text(failure.code, failure.params)}
        </p>
        <button type="button" className="btn btn-secondary" onClick={() => setAttempt((n) => n + 1)}>
          {t('profile.retry')}
        </button>
      </div>
    );
  }
  return (
    <ProfileDetails
      profile={profile.data}
      onSaved={profile.show}
    />
  );
}

function ProfileDetails({ profile, onSaved }: { profile: PlayerView; onSaved: (p: PlayerView) => void }) {
  const { t, i18n } = useTranslationWith(ensureProfileStrings, ensureSignUpStrings);
  const rules = useRulebook();
  const lang = i18n.language;
  const rows: [string, string][] = [
    [t('signUp.usernameShort'), profile.username],
    [t('signUp.email'), profile.email],
    [t('signUp.phone'), profile.mobile],
    [t('signUp.firstName'), profile.first_name],
    [t('signUp.lastName'), profile.last_name],
    [t('signUp.gender'), profile.gender === 'male' || profile.gender === 'female' ? t(`signUp.${profile.gender}`) : profile.gender],
    [t('signUp.birthDate'), formatIsoDate(rules, profile.birth_date)],
    [t('signUp.address'), profile.address],
    [t('signUp.postalCode'), profile.postal_code],
    [t('signUp.city'), profile.city],
    [t('signUp.country'), countryName(profile.country, lang)],
    [t('signUp.currencyLabel'), profile.currency],
    [t('profile.status'), t(`profile.statuses.${profile.status}`, { defaultValue: profile.status })],
  ];
  return (
    <div className="row g-4">
      <div className="col-12 col-xl-7">
        <div className="card">
          <div className="card-body">
            <h3 className="h6 text-body-secondary mb-3">{t('profile.details')}</h3>
            <dl className="profile-list mb-3">
              {rows.map(([label, value]) => (
                <div key={label} className="profile-row">
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
            <p className="small text-body-secondary mb-0">
              {t('profile.supportNote')} <LocaleLink to="/contact-us">{t('nav.contact')}</LocaleLink>
            </p>
            <p className="small mb-0 mt-2">
              <LocaleLink to="/terms?version=accepted">{t('profile.acceptedTerms')}</LocaleLink>
            </p>
          </div>
        </div>
      </div>
      <div className="col-12 col-xl-5">
        <ProfileSettings profile={profile} onSaved={onSaved} />
      </div>
    </div>
  );
}

interface Settings extends Record<string, string | boolean> {
  language: string;
  newsletter: boolean;
}

/** The settings have no rule to check in the page: the language is one of the list, the server checks it. */
const noClientRules = (): Failures<Settings> => ({});

function ProfileSettings({ profile, onSaved }: { profile: PlayerView; onSaved: (p: PlayerView) => void }) {
  const { t } = useTranslationWith(ensureProfileStrings, ensureSignUpStrings);
  const { text } = useErrorText();
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const form = useCoreFormik<Settings>({
    initial: () => ({ language: profile.language, newsletter: profile.newsletter }),
    check: noClientRules,
    onSubmit: async (values) => {
      try {
        const answer = await updateProfile(values);
        setSaved(true);
        onSaved(answer.profile);
      } catch (e) {
        const fields = fieldFailures(e);
        if (fields.language) form.report({ language: fields.language });
        else setFailure(failureOf(e));
      }
    },
  });
  const busy = form.busy;
  const fieldFailure = form.failureOf('language');

  const onSubmit = (event: FormEvent) => {
    setSaved(false);
    setFailure(null);
    // Sent again as it is: the server answers for the language anew.
    form.report({}, true);
    void form.handleSubmit(event);
  };

  return (
    <form className="card" onSubmit={onSubmit} noValidate id={form.formId} aria-busy={busy}>
      <div className="card-body row g-3">
        <h3 className="h6 text-body-secondary mb-0">{t('profile.settings')}</h3>
        <SelectField
          id="profile-language"
          label={t('profile.language')}
          name="language"
          value={form.values.language}
          error={fieldFailure ? text(fieldFailure.code, fieldFailure.params) : undefined}
          hint={t('profile.languageHint')}
          onChange={(e) => {
            form.set('language', e.target.value);
            setSaved(false);
          }}
        >
          {LOCALES.map((l) => (
            <option key={l.lang} value={l.lang} lang={l.lang}>
              {l.name}
            </option>
          ))}
        </SelectField>
        <CheckField
          id="profile-newsletter"
          name="newsletter"
          checked={form.values.newsletter}
          onChange={(e) => {
            form.set('newsletter', e.target.checked);
            setSaved(false);
          }}
          label={t('signUp.newsletter')}
        />
        <FormOutcome success={saved ? text('profile_updated') : null} failure={failure ? text(failure.code, failure.params) : null} />
        <SubmitButton busy={busy} label={t('profile.save')} busyLabel={t('profile.saving')} />
      </div>
    </form>
  );
}
