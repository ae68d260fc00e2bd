import type { RemotePages } from '@freight/shared/core/federation/pages';
import { pageText } from '@freight/shared/core/seo/page-head';
import { BLOG_NS } from './i18n';

// This remote's pages, their titles and descriptions, published with its build
// (docs/decisions/024-a-remote-owns-its-pages.md). Its routes (exposes/routes.tsx)
// render exactly these; its contract test checks both. An article's page takes
// its title and description from the article.

const text = (key: string) => pageText(BLOG_NS, key);

export const PAGES: RemotePages = {
  remote: 'mfe_blog',
  namespace: BLOG_NS,
  pages: [
    { pattern: 'blog', head: () => ({ title: text('title'), description: text('intro') }) },
    {
      pattern: 'blog/:id',
      param: { record: 'article' },
      notFound: { title: text('not_found_title'), description: text('not_found_text') },
    },
  ],
};
