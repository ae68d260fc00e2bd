import { useParams } from 'react-router-dom';
import { FollowPageView } from '../../features/follow-page/components/follow-page-view';

/** /follow/:token in every language: a visitor's private follow-up page. */
export function FollowPage() {
  const { token = '' } = useParams();
  return <FollowPageView token={token} />;
}
