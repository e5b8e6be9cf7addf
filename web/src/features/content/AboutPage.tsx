import { ContentArticle } from './ContentArticle';

export default function AboutPage() {
  return <ContentArticle ns="about" paragraphs={3} />;
}
