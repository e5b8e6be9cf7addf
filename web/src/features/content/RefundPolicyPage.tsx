import { ContentArticle } from './ContentArticle';

export default function RefundPolicyPage() {
  return <ContentArticle slug="refund-policy" />;
}
