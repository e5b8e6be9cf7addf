import { ContentArticle } from './ContentArticle';

export default function TermsPage() {
  return <ContentArticle ns="terms" paragraphs={4} />;
}
