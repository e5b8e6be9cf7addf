import { ContentArticle } from './ContentArticle';

export default function PrivacyPage() {
  return <ContentArticle ns="privacy" paragraphs={3} />;
}
