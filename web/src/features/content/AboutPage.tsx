import { ContentArticle } from './ContentArticle';

export default function AboutPage() {
  return <ContentArticle slug="about-us" />;
}
