import { ContentList } from '../../features/content/components/content-list';

/** /staff/jobs (recruiters, admins): the job offers. */
export function JobsPage() {
  return <ContentList kind="job" />;
}

/** /staff/articles (editors, admins): the blog's articles. */
export function ArticlesPage() {
  return <ContentList kind="article" />;
}
