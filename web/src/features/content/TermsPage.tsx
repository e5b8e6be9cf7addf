import { useSearchParams } from 'react-router';
import { useStore } from '../../store/store';
import { ContentArticle } from './ContentArticle';

/** The terms; `?version=accepted` shows a signed-in player the version they accepted. */
export default function TermsPage() {
  const [params] = useSearchParams();
  const { loggedIn } = useStore();
  return <ContentArticle slug="terms" accepted={loggedIn && params.get('version') === 'accepted'} />;
}
