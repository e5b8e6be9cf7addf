import { ContentArticle } from './ContentArticle';

export default function WhyChooseUsPage() {
  return <ContentArticle slug="why-choose-us" />;
}
