import { useTranslation } from 'react-i18next';
import { LocaleLink } from './LocaleLink';
import { usePageTitle } from './usePageTitle';

/** The error screen: the status and its message ('Error' by default). */
export function ErrorPage({ status = 500, message }: { status?: number; message?: string }) {
  const { t } = useTranslation();
  const text = message ?? (status === 404 ? t('error.notFound') : t('error.default'));
  usePageTitle(text);
  return (
    <section className="error-page text-center py-5" aria-labelledby="error-title">
      <p className="display-1 fw-bold mb-2" aria-hidden="true">
        {status}
      </p>
      <h1 id="error-title" className="h3 mb-4" data-status={status}>
        {text}
      </h1>
      <LocaleLink to="/" className="btn btn-secondary">
        {t('error.backHome')}
      </LocaleLink>
    </section>
  );
}

export function NotFoundPage() {
  return <ErrorPage status={404} />;
}
