import { ContentArticle } from './ContentArticle';

export default function PrivacyPage() {
  return <ContentArticle slug="privacy" />;
}
