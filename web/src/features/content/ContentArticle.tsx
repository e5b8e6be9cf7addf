import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../components/usePageTitle';
import { PageHeader } from '../../components/PageHeader';
import { Loading } from '../../components/Loading';
import { NotFoundPage } from '../../components/ErrorPage';
import { useErrorText } from '../../i18n/useErrorText';
import { LocaleLink } from '../../components/LocaleLink';
import { useContentPage } from '../../lib/contentReading';

/**
 * A page of the site's editable content (`front/get_content_template`): its title, and its text,
 * Markdown the server rendered and sanitised (no script, handler or script link gets through).
 */
export function ContentArticle({ slug, accepted = false, children }: { slug: string; accepted?: boolean; children?: ReactNode }) {
  const { t } = useTranslation();
  const { text } = useErrorText();
  const page = useContentPage(slug, accepted);
  usePageTitle(page.data?.title ?? t('content.loading'));
  if (page.missing) return <NotFoundPage />;
  return (
    <article className="content-page" lang={page.data?.locale}>
      {page.data ? (
        <>
          <PageHeader title={page.data.title}>
            {accepted ? (
              <p className="alert alert-info mt-3 mb-0" role="note">
                {t('content.acceptedVersion', { version: page.data.version })}{' '}
                <LocaleLink to={`/${slug}`}>{t('content.currentVersion')}</LocaleLink>
              </p>
            ) : null}
          </PageHeader>
          <div className="content-body" dangerouslySetInnerHTML={{ __html: page.data.html }} />
        </>
      ) : page.failure ? (
        <div className="alert alert-danger d-flex flex-wrap align-items-center gap-3" role="alert">
          <span>{text(page.failure.code, page.failure.params)}</span>
          <button type="button" className="btn btn-sm btn-outline-light" onClick={page.retry}>
            {t('content.retry')}
          </button>
        </div>
      ) : (
        <Loading label={t('content.loading')} />
      )}
      {children}
    </article>
  );
}
