import type { ReactNode } from 'react';
import type { RemoteRoutesModule } from '@freight/shared/core/federation/contract';
import { NamespaceGate } from '@freight/shared/web/i18n/namespace-gate';
import { blogLocales } from '../features/blog/locales';
import { BlogListPage } from '../features/blog/components/blog-list-page';
import { ArticlePage } from '../features/blog/components/article-page';

const gate = (page: ReactNode) => (
  <NamespaceGate ns="blog" loaders={blogLocales}>
    {page}
  </NamespaceGate>
);

export const routes: RemoteRoutesModule['routes'] = [
  { path: 'blog', element: gate(<BlogListPage />) },
  { path: 'blog/:id', element: gate(<ArticlePage />) },
];
