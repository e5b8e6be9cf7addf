import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../components/usePageTitle';
import { PageHeader } from '../../components/PageHeader';
import { Field } from '../../components/Field';
import { LocaleLink } from '../../components/LocaleLink';

/** Registration layout; submitting arrives with the registration issue. */
export default function SignUpPage() {
  const { t } = useTranslation();
  usePageTitle(t('titles.signUp'));
  const [submitted, setSubmitted] = useState(false);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
  };
  return (
    <div className="narrow-lg mx-auto">
      <PageHeader title={t('signUp.title')} lead={t('signUp.lead')} />
      <form onSubmit={onSubmit} noValidate className="card">
        <div className="card-body">
          <fieldset className="row g-3 mb-4">
            <legend className="h5">{t('signUp.account')}</legend>
            <Field label={t('signUp.username')} name="username" autoComplete="username" className="col-12 col-md-6" required />
            <Field label={t('signUp.email')} name="email" type="email" autoComplete="email" className="col-12 col-md-6" required />
            <Field label={t('signUp.password')} name="password" type="password" autoComplete="new-password" className="col-12 col-md-6" required />
            <Field label={t('signUp.confirmPassword')} name="confirm_password" type="password" autoComplete="new-password" className="col-12 col-md-6" required />
            <Field label={t('signUp.phone')} name="mobile" type="tel" autoComplete="tel" className="col-12 col-md-6" required />
            <Field label={t('signUp.promo')} name="promo_code" className="col-12 col-md-6" />
          </fieldset>
          <fieldset className="row g-3 mb-4">
            <legend className="h5">{t('signUp.personal')}</legend>
            <Field label={t('signUp.firstName')} name="first_name" autoComplete="given-name" className="col-12 col-md-6" required />
            <Field label={t('signUp.lastName')} name="last_name" autoComplete="family-name" className="col-12 col-md-6" required />
            <div className="col-12 col-md-6">
              <label htmlFor="gender" className="form-label">
                {t('signUp.gender')}
              </label>
              <select id="gender" name="gender" className="form-select">
                <option value="male">{t('signUp.male')}</option>
                <option value="female">{t('signUp.female')}</option>
              </select>
            </div>
            <Field label={t('signUp.birthDate')} name="birth_date" type="date" autoComplete="bday" className="col-12 col-md-6" required />
            <Field label={t('signUp.address')} name="address" autoComplete="street-address" required />
            <Field label={t('signUp.postalCode')} name="postal_code" autoComplete="postal-code" className="col-6 col-md-4" required />
            <Field label={t('signUp.city')} name="city" autoComplete="address-level2" className="col-6 col-md-4" required />
            <Field label={t('signUp.country')} name="country" autoComplete="country-name" className="col-12 col-md-4" required />
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
