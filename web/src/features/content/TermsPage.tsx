import { ContentArticle } from './ContentArticle';

export default function TermsPage() {
  return <ContentArticle slug="terms" />;
}
