import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { todayIso } from '../../core/today';
import { useCoreFormik } from '../../core/useCoreFormik';
import type { Rules } from '../../core/rules';
import { Field, PasswordField } from '../../components/Field';
import { SelectField } from '../../components/SelectField';
import { CheckField } from '../../components/CheckField';
import { useLocale, useLocalePath } from '../../components/useLocale';
import { LOCALES } from '../../i18n/locales';
import { useErrorText } from '../../i18n/useErrorText';
import { failureOf, fieldFailures, statusOf, type Failure } from '../../api/errors';
import { EMPTY_SIGN_UP, registrationFailures, type SignUpValues } from './signUpRules';
import { countryOptions, type CountryOption } from '../../i18n/countries';
import { whenIdle } from '../../lib/scheduling';
import { useTranslationWith } from '../../i18n/useTranslationWith';
import { ensureSignUpStrings } from '../../i18n/sharedStrings';
import { registerPlayer } from './api/registerPlayer';
import { validatePlayerName } from './api/validatePlayerName';
import { validatePromoCode } from './api/validatePromoCode';
import { SignUpSuccess } from './SignUpSuccess';
import { referralCode } from './referral';
import { useCountryCode } from '../../lib/geolocation';
import { useSiteSettings } from '../../lib/siteSettings';

type Name = Extract<keyof SignUpValues, string>;

/** Where a refusal without field details belongs: the field the player has to change. */
const FIELD_OF_CODE: Record<string, Name> = {
  account_exists: 'username',
  email_exists: 'email',
  phone_exists: 'mobile',
  promo_code_invalid: 'promo_code',
  country_restricted: 'country',
};

/**
 * Registration: every field of `front/register_player`, checked as the player types by casino-core
 * (WebAssembly, loaded with the form only), then sent to that endpoint, which runs the same check.
 * The `/sign-up` page and the header's dialog both hold it; `onLeave` is told when the player
 * leaves its success screen for the home page.
 */
export function SignUpForm({ onLeave }: { onLeave?: () => void }) {
  const { t } = useTranslationWith(ensureSignUpStrings);
  const { text } = useErrorText();
  const settings = useSiteSettings();
  const countryCode = useCountryCode();
  const locale = useLocale();
  const localePath = useLocalePath();
  const lang = locale.lang;
  const blacklist = settings.countryBlackList;
  const located = (countryCode ?? '').toUpperCase();
  const geoCountry = blacklist.some((c) => c.toUpperCase() === located) ? '' : located;

  const policy = settings.passwordPolicy;
  const check = useCallback((r: Rules, v: SignUpValues) => registrationFailures(r, v, todayIso(), policy), [policy]);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [done, setDone] = useState(false);
  const [firstCurrency] = useState(settings.currencies[0] ?? '');
  const [search] = useSearchParams();
  const form = useCoreFormik<SignUpValues>({
    initial: () => ({
      ...EMPTY_SIGN_UP,
      language: lang,
      // The list's first until casino-core chooses, once the rulebook is here (below).
      currency: firstCurrency,
      country: geoCountry,
      referral: referralCode(search),
    }),
    check,
    onSubmit: async (values) => {
      try {
        await registerPlayer(values);
        setDone(true);
      } catch (e) {
        const f = failureOf(e);
        const fields = fieldFailures(e);
        const field = FIELD_OF_CODE[f.code];
        if (Object.keys(fields).length > 0) form.report(fields);
        else if (field) form.report({ [field]: f });
        else setFailure(f);
        if (Object.keys(fields).length > 0 || field) form.focusFirstInvalid();
      }
    },
  });

  const { rules, values } = form;

  // The currency offered first is casino-core's choice (the locale's own when the site offers
  // it), made once the rulebook is here, unless the player has already chosen one.
  const [currencySuggested, setCurrencySuggested] = useState(false);
  if (rules && !currencySuggested) {
    setCurrencySuggested(true);
    const suggested = rules.sign_up_currency(lang, settings.currencies.join(','));
    if (suggested && values.currency === firstCurrency) form.set('currency', suggested);
  }

  // The geolocated country becomes the default when it arrives after the form, unless the player
  // has already chosen one.
  const [geoSeen, setGeoSeen] = useState(geoCountry);
  if (geoSeen !== geoCountry) {
    setGeoSeen(geoCountry);
    if (values.country === '' && geoCountry !== '') form.set('country', geoCountry);
  }

  // The 249 countries' names in the page's language cost a phone's start-up some 50 ms: they come
  // once the browser is idle, in a task of their own (a country already chosen shows meanwhile).
  const [countries, setCountries] = useState<CountryOption[]>([]);
  useEffect(() => whenIdle(() => setCountries(countryOptions(lang, blacklist))), [lang, blacklist]);
  const listed = countries.length > 0 || values.country === '' ? countries : [{ code: values.country, name: values.country }];
  const busy = form.busy;
  const [promoAccepted, setPromoAccepted] = useState<string | null>(null);
  const [checking, setChecking] = useState<Partial<Record<Name, boolean>>>({});

  const error = (name: Name) => {
    const f = form.failureOf(name);
    return f ? text(f.code, f.params) : undefined;
  };

  const setText = (name: Name, value: string) => {
    form.set(name, value);
    if (name === 'promo_code') setPromoAccepted(null);
  };

  /** Props binding a text control to the form. */
  const bind = (name: Name) => ({
    name,
    id: `sign-up-${name}`,
    value: values[name] as string,
    error: error(name),
    onChange: (e: { target: { value: string } }) => setText(name, e.target.value),
    onBlur: () => form.touch(name),
  });

  /** Asks the server about a value once the player leaves its field; a stale answer is dropped. */
  const checkRemotely = async (name: 'username' | 'promo_code', value: string, call: (v: string) => Promise<unknown>) => {
    setChecking((c) => ({ ...c, [name]: true }));
    try {
      await call(value);
      if (form.holds(name, value) && name === 'promo_code') setPromoAccepted(value);
    } catch (e) {
      const f = failureOf(e);
      // Only an answer about the value itself; a network failure is left to the submit.
      if (form.holds(name, value) && [409, 422].includes(statusOf(e))) {
        form.report({ [name]: fieldFailures(e)[name] ?? f });
      }
    } finally {
      setChecking((c) => ({ ...c, [name]: false }));
    }
  };

  const onUsernameBlur = () => {
    form.touch('username');
    const value = values.username;
    if (form.ready && value.trim() !== '' && !form.local.username) void checkRemotely('username', value, validatePlayerName);
  };

  const onPromoBlur = () => {
    const value = values.promo_code.trim();
    if (value !== '' && promoAccepted !== values.promo_code) void checkRemotely('promo_code', values.promo_code, validatePromoCode);
  };

  const onSubmit = (event: FormEvent) => {
    setFailure(null);
    void form.handleSubmit(event);
  };

  if (done) return <SignUpSuccess onLeave={onLeave} />;

  const promoHint = promoAccepted && promoAccepted === values.promo_code ? t('signUp.promoAccepted') : undefined;

  return (
    <>
      {form.loadFailed ? (
        <p className="alert alert-warning" role="alert">
          {text('unavailable')}
        </p>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="card sign-up-form" id={form.formId} aria-busy={busy}>
        <div className="card-body">
          <fieldset className="row g-3 mb-4">
            <legend className="h5">{t('signUp.account')}</legend>
            <Field
              label={t('signUp.username')}
              {...bind('username')}
              onBlur={onUsernameBlur}
              aria-busy={checking.username || undefined}
              autoComplete="username"
              autoCapitalize="off"
              spellCheck={false}
              className="col-12 col-md-6"
              required
            />
            <Field label={t('signUp.email')} {...bind('email')} type="email" autoComplete="email" className="col-12 col-md-6" required />
            <PasswordField
              label={t('signUp.password')}
              {...bind('password')}
              revealLabel={t('a11y.showPassword')}
              autoComplete="new-password"
              className="col-12 col-md-6"
              required
            />
            <PasswordField
              label={t('signUp.confirmPassword')}
              {...bind('confirm_password')}
              revealLabel={t('a11y.showPassword')}
              autoComplete="new-password"
              className="col-12 col-md-6"
              required
            />
            <Field
              label={t('signUp.phone')}
              {...bind('mobile')}
              type="tel"
              autoComplete="tel"
              hint={t('signUp.phoneHint')}
              className="col-12 col-md-6"
              required
            />
            <Field
              label={t('signUp.promo')}
              {...bind('promo_code')}
              onBlur={onPromoBlur}
              aria-busy={checking.promo_code || undefined}
              hint={promoHint}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              className="col-12 col-md-6"
            />
          </fieldset>
          <fieldset className="row g-3 mb-4">
            <legend className="h5">{t('signUp.personal')}</legend>
            <Field label={t('signUp.firstName')} {...bind('first_name')} autoComplete="given-name" className="col-12 col-md-6" required />
            <Field label={t('signUp.lastName')} {...bind('last_name')} autoComplete="family-name" className="col-12 col-md-6" required />
            <SelectField label={t('signUp.gender')} {...bind('gender')} className="col-12 col-md-6" required>
              <option value="">{t('signUp.choose')}</option>
              <option value="male">{t('signUp.male')}</option>
              <option value="female">{t('signUp.female')}</option>
            </SelectField>
            <Field label={t('signUp.birthDate')} {...bind('birth_date')} type="date" autoComplete="bday" className="col-12 col-md-6" required />
            <Field label={t('signUp.address')} {...bind('address')} autoComplete="street-address" required />
            <Field label={t('signUp.postalCode')} {...bind('postal_code')} autoComplete="postal-code" className="col-12 col-md-4" required />
            <Field label={t('signUp.city')} {...bind('city')} autoComplete="address-level2" className="col-12 col-md-4" required />
            <SelectField label={t('signUp.country')} {...bind('country')} autoComplete="country" className="col-12 col-md-4" required>
              <option value="">{t('signUp.choose')}</option>
              {listed.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </SelectField>
          </fieldset>
          <fieldset className="row g-3 mb-4">
            <legend className="h5">{t('signUp.preferences')}</legend>
            <SelectField label={t('signUp.language')} {...bind('language')} className="col-12 col-md-6" required>
              {LOCALES.map((l) => (
                <option key={l.lang} value={l.lang} lang={l.lang}>
                  {l.name}
                </option>
              ))}
            </SelectField>
            <SelectField label={t('signUp.currencyLabel')} {...bind('currency')} className="col-12 col-md-6" required>
              {settings.currencies.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </SelectField>
          </fieldset>
          <div className="row g-2 mb-4">
            <CheckField
              id="sign-up-newsletter"
              name="newsletter"
              checked={values.newsletter}
              onChange={(e) => form.set('newsletter', e.target.checked)}
              label={t('signUp.newsletter')}
            />
            <CheckField
              id="sign-up-accept_terms"
              name="accept_terms"
              checked={values.accept_terms}
              error={error('accept_terms')}
              onChange={(e) => {
                form.set('accept_terms', e.target.checked);
                form.touch('accept_terms');
              }}
              required
              label={
                <>
                  {t('signUp.age')} (
                  <a href={localePath('/terms')} target="_blank" rel="noopener noreferrer">
                    {t('nav.terms')}
                    <span className="visually-hidden"> {t('a11y.newTab')}</span>
                  </a>
                  )
                </>
              }
            />
            <CheckField
              id="sign-up-confirm_currency"
              name="confirm_currency"
              checked={values.confirm_currency}
              error={error('confirm_currency')}
              onChange={(e) => {
                form.set('confirm_currency', e.target.checked);
                form.touch('confirm_currency');
              }}
              required
              label={t('signUp.currency', { currency: values.currency })}
            />
          </div>
          {failure ? (
            <p className="alert alert-danger" role="alert">
              {text(failure.code, failure.params)}
            </p>
          ) : null}
          <button type="submit" className="btn btn-secondary btn-lg" disabled={busy}>
            {busy ? <span className="spinner spinner-sm me-2" aria-hidden="true" /> : null}
            {busy ? t('signUp.busy') : t('signUp.submit')}
          </button>
        </div>
      </form>
    </>
  );
}
