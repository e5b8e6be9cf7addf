import { useTranslation } from 'react-i18next';
import { ContentArticle } from './ContentArticle';

export default function ResponsiblePage() {
  const { t } = useTranslation();
  return (
    <ContentArticle slug="responsible">
      <div className="alert alert-warning mt-4" role="note">
        <strong>18+</strong> {t('footer.notice')}
      </div>
    </ContentArticle>
  );
}
