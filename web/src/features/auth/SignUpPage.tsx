import { useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { todayIso, useRules } from '../../core/useRules';
import { useStore } from '../../store/store';
import { EMPTY_SIGN_UP, signUpRules, type SignUpValues } from './signUpRules';
import { usePageTitle } from '../../components/usePageTitle';
import { PageHeader } from '../../components/PageHeader';
import { Field } from '../../components/Field';
import { LocaleLink } from '../../components/LocaleLink';

/**
 * Registration form, validated as the player types by casino-core's rules (WebAssembly, loaded by
 * this page only). Sending it to the server arrives with the registration issue.
 */
export default function SignUpPage() {
  const { t } = useTranslation();
  usePageTitle(t('titles.signUp'));
  const { state } = useStore();
  const rules = useMemo(() => signUpRules(state.passwordPolicy, todayIso()), [state.passwordPolicy]);
  const check = useRules<SignUpValues>(rules);
  const [values, setValues] = useState<SignUpValues>(EMPTY_SIGN_UP);
  const [submitted, setSubmitted] = useState(false);
  const errors = check.errors(values);
  /** Props binding one text field to the form's values and rules. */
  const bind = (name: Extract<keyof SignUpValues, string>) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [name]: e.target.value })),
    onBlur: () => check.touch(name),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    check.showAll();
    setSubmitted(check.allValid(values));
  };
  return (
    <div className="narrow-lg mx-auto">
      <PageHeader title={t('signUp.title')} lead={t('signUp.lead')} />
      {check.failed ? (
        <p className="alert alert-warning" role="alert">
          {t('unavailable', { ns: 'errors' })}
        </p>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="card">
        <div className="card-body">
          <fieldset className="row g-3 mb-4">
            <legend className="h5">{t('signUp.account')}</legend>
            <Field label={t('signUp.username')} {...bind('username')} autoComplete="username" className="col-12 col-md-6" required />
            <Field label={t('signUp.email')} {...bind('email')} type="email" autoComplete="email" className="col-12 col-md-6" required />
            <Field label={t('signUp.password')} {...bind('password')} type="password" autoComplete="new-password" className="col-12 col-md-6" required />
            <Field label={t('signUp.confirmPassword')} {...bind('confirm_password')} type="password" autoComplete="new-password" className="col-12 col-md-6" required />
            <Field label={t('signUp.phone')} {...bind('mobile')} type="tel" autoComplete="tel" className="col-12 col-md-6" required />
            <Field label={t('signUp.promo')} {...bind('promo_code')} className="col-12 col-md-6" />
          </fieldset>
          <fieldset className="row g-3 mb-4">
            <legend className="h5">{t('signUp.personal')}</legend>
            <Field label={t('signUp.firstName')} {...bind('first_name')} autoComplete="given-name" className="col-12 col-md-6" required />
            <Field label={t('signUp.lastName')} {...bind('last_name')} autoComplete="family-name" className="col-12 col-md-6" required />
            <div className="col-12 col-md-6">
              <label htmlFor="gender" className="form-label">
                {t('signUp.gender')}
              </label>
              <select id="gender" name="gender" className="form-select">
                <option value="male">{t('signUp.male')}</option>
                <option value="female">{t('signUp.female')}</option>
              </select>
            </div>
            <Field label={t('signUp.birthDate')} {...bind('birth_date')} type="date" autoComplete="bday" className="col-12 col-md-6" required />
            <Field label={t('signUp.address')} {...bind('address')} autoComplete="street-address" required />
            <Field label={t('signUp.postalCode')} {...bind('postal_code')} autoComplete="postal-code" className="col-6 col-md-4" required />
            <Field label={t('signUp.city')} {...bind('city')} autoComplete="address-level2" className="col-6 col-md-4" required />
            <Field label={t('signUp.country')} {...bind('country')} autoComplete="country-name" className="col-12 col-md-4" required />
          </fieldset>
          <div className="form-check mb-2">
            <input className="form-check-input" type="checkbox" id="newsletter" name="newsletter" />
            <label className="form-check-label" htmlFor="newsletter">
              {t('signUp.newsletter')}
            </label>
          </div>
          <div className="form-check mb-2">
            <input className="form-check-input" type="checkbox" id="age_terms" name="age_terms" required />
            <label className="form-check-label" htmlFor="age_terms">
              {t('signUp.age')} (<LocaleLink to="/terms">{t('nav.terms')}</LocaleLink>)
            </label>
          </div>
          <div className="form-check mb-4">
            <input className="form-check-input" type="checkbox" id="currency" name="currency" required />
            <label className="form-check-label" htmlFor="currency">
              {t('signUp.currency')}
            </label>
          </div>
          <button type="submit" className="btn btn-secondary btn-lg">
            {t('signUp.submit')}
          </button>
          {submitted ? (
            <p className="alert alert-info mt-3 mb-0" role="status">
              {t('signUp.soon')}
            </p>
          ) : null}
        </div>
      </form>
    </div>
  );
}
