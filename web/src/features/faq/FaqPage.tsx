import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { FaqEntry } from '../../api/generated/api';
import { usePageTitle } from '../../components/usePageTitle';
import { PageHeader } from '../../components/PageHeader';
import { Loading } from '../../components/Loading';
import { LocaleLink, LocaleNavLink } from '../../components/LocaleLink';
import { NotFoundPage } from '../../components/ErrorPage';
import { useErrorText } from '../../i18n/useErrorText';
import { useFaq } from '../../lib/contentReading';

/** The FAQ list (/faq) and one entry (/faq/:id), with a sidebar of every question by group. */
export default function FaqPage() {
  const { t } = useTranslation();
  const { text } = useErrorText();
  const { id } = useParams();
  const faq = useFaq();
  const groups = faq.data?.groups ?? [];
  const entries = groups.flatMap((g) => g.entries);
  const entry: FaqEntry | undefined = id === undefined ? undefined : entries.find((e) => e.id === id);
  usePageTitle(entry ? entry.question : t('faq.title'));
  if (id !== undefined && faq.data && !entry) return <NotFoundPage />;

  const body = faq.failure ? (
    <div className="alert alert-danger d-flex flex-wrap align-items-center gap-3" role="alert">
      <span>{text(faq.failure.code, faq.failure.params)}</span>
      <button type="button" className="btn btn-sm btn-outline-light" onClick={faq.retry}>
        {t('content.retry')}
      </button>
    </div>
  ) : !faq.data ? (
    <Loading label={t('content.loading')} />
  ) : entry ? (
    <section className="faq-entry mb-4" aria-labelledby={`faq-${entry.id}`}>
      <h2 id={`faq-${entry.id}`} className="h4">
        {entry.question}
      </h2>
      <div className="content-body" dangerouslySetInnerHTML={{ __html: entry.html }} />
    </section>
  ) : (
    groups.map((group) => (
      <section key={group.name} className="faq-group mb-4" aria-labelledby={`faq-group-${group.entries[0]?.id}`}>
        <h2 id={`faq-group-${group.entries[0]?.id}`} className="h5 text-uppercase text-body-secondary">
          {group.name}
        </h2>
        {group.entries.map((e) => (
          // Questions first, each answer opened in place: the list reads at a glance, and the
          // page's first paint is its heading, not thirty answers (each also has its own page).
          <details key={e.id} className="faq-entry">
            <summary>
              <h3 id={`faq-${e.id}`} className="h6 d-inline mb-0">
                {e.question}
              </h3>
            </summary>
            <div className="content-body small pt-2" dangerouslySetInnerHTML={{ __html: e.html }} />
            <LocaleLink to={`/faq/${e.id}`} className="small">
              {t('faq.permalink')}
            </LocaleLink>
          </details>
        ))}
      </section>
    ))
  );

  return (
    <div className="row g-4">
      <aside className="col-12 col-md-4 col-lg-3 order-md-first order-last">
        <nav aria-label={t('faq.sidebar')} className="side-nav">
          <h2 className="h6 text-uppercase text-body-secondary">{t('faq.sidebar')}</h2>
          {groups.map((group) => (
            <div key={group.name} className="mb-2">
              <p className="small fw-semibold mb-1">{group.name}</p>
              <ul className="nav flex-column">
                {group.entries.map((e) => (
                  <li key={e.id} className="nav-item">
                    <LocaleNavLink to={`/faq/${e.id}`} className="nav-link">
                      {e.question}
                    </LocaleNavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </aside>
      <div className="col-12 col-md-8 col-lg-9">
        <PageHeader title={t('faq.title')} lead={entry ? undefined : t('faq.lead')} />
        {body}
        {entry ? (
          <LocaleLink to="/faq" className="btn btn-outline-secondary">
            {t('faq.back')}
          </LocaleLink>
        ) : null}
      </div>
    </div>
  );
}
