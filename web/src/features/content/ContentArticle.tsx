import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../components/usePageTitle';
import { PageHeader } from '../../components/PageHeader';

/** A text page: title, lead and paragraphs `${ns}.p1..pN` from the locale file. */
export function ContentArticle({ ns, paragraphs, children }: { ns: string; paragraphs: number; children?: React.ReactNode }) {
  const { t } = useTranslation();
  usePageTitle(t(`${ns}.title`));
  return (
    <article className="content-page">
      <PageHeader title={t(`${ns}.title`)} lead={t(`${ns}.lead`)} />
      {Array.from({ length: paragraphs }, (_, i) => (
        <p key={i}>{t(`${ns}.p${i + 1}`)}</p>
      ))}
      {children}
    </article>
  );
}
