import { useState } from 'react';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../components/usePageTitle';
import { PageHeader } from '../../components/PageHeader';
import { Field } from '../../components/Field';

export const SUPPORT_EMAIL = 'support@emeraude.casino';

export default function ContactPage() {
  const { t } = useTranslation();
  usePageTitle(t('contact.title'));
  const [sent, setSent] = useState(false);
  // No message leaves the page yet (there is no support endpoint): the form says where to write.
  const form = useFormik({
    initialValues: { name: '', email: '', subject: '', message: '' },
    onSubmit: () => setSent(true),
  });
  return (
    <div className="row g-4">
      <div className="col-12 col-lg-7">
        <PageHeader title={t('contact.title')} lead={t('contact.lead')} />
        <form className="row g-3" onSubmit={form.handleSubmit} noValidate>
          <Field
            label={t('contact.name')}
            autoComplete="name"
            className="col-12 col-md-6"
            required
            {...form.getFieldProps('name')}
          />
          <Field
            label={t('contact.email')}
            type="email"
            autoComplete="email"
            className="col-12 col-md-6"
            required
            {...form.getFieldProps('email')}
          />
          <Field label={t('contact.subject')} required {...form.getFieldProps('subject')} />
          <div className="col-12">
            <label htmlFor="contact-message" className="form-label">
              {t('contact.message')}
            </label>
            <textarea
              id="contact-message"
              className="form-control"
              rows={5}
              required
              {...form.getFieldProps('message')}
            />
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
