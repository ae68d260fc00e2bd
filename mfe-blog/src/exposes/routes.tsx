import type { ReactNode } from 'react';
import type { RemoteRoutesModule } from '@freight/shared/core/federation/contract';
import { NamespaceGate } from '@freight/shared/web/i18n/namespace-gate';
import { BLOG_NS, blogLocales } from '../config/i18n';
import { BlogListPage } from '../app/routes/blog-list-page';
import { ArticlePage } from '../app/routes/article-page';

const gate = (page: ReactNode) => (
  <NamespaceGate ns={BLOG_NS} loaders={blogLocales}>
    {page}
  </NamespaceGate>
);

export const routes: RemoteRoutesModule['routes'] = [
  { path: 'blog', element: gate(<BlogListPage />) },
  { path: 'blog/:id', element: gate(<ArticlePage />) },
];
