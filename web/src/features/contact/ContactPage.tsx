import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../components/usePageTitle';
import { PageHeader } from '../../components/PageHeader';
import { Field } from '../../components/Field';

export const SUPPORT_EMAIL = 'support@emeraude.casino';

export default function ContactPage() {
  const { t } = useTranslation();
  usePageTitle(t('contact.title'));
  const [sent, setSent] = useState(false);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSent(true);
  };
  return (
    <div className="row g-4">
      <div className="col-12 col-lg-7">
        <PageHeader title={t('contact.title')} lead={t('contact.lead')} />
        <form className="row g-3" onSubmit={onSubmit} noValidate>
          <Field label={t('contact.name')} name="name" autoComplete="name" className="col-12 col-md-6" required />
          <Field label={t('contact.email')} name="email" type="email" autoComplete="email" className="col-12 col-md-6" required />
          <Field label={t('contact.subject')} name="subject" required />
          <div className="col-12">
            <label htmlFor="contact-message" className="form-label">
              {t('contact.message')}
            </label>
            <textarea id="contact-message" name="message" className="form-control" rows={5} required />
          </div>
          <div className="col-12">
            <button type="submit" className="btn btn-secondary">
              {t('contact.send')}
            </button>
          </div>
          {sent ? (
            <p className="col-12 alert alert-info mb-0" role="status">
              {t('contact.soon', { email: SUPPORT_EMAIL })}
            </p>
          ) : null}
        </form>
      </div>
      <aside className="col-12 col-lg-5">
        <div className="info-card">
          <h2 className="h5">{t('contact.sideTitle')}</h2>
          <p className="mb-2">{t('contact.sideText')}</p>
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
        </div>
      </aside>
    </div>
  );
}
