import type { RemotePages } from '@freight/shared/core/federation/pages';
import { pageText } from '@freight/shared/core/seo/page-head';
import { QUOTE_NS } from './i18n';

// This remote's pages, their titles and descriptions, published with its build
// (docs/decisions/024-a-remote-owns-its-pages.md). Its routes (exposes/routes.tsx)
// render exactly these; its contract test checks both.

/** The follow-up page's title and description, the same for every request (the page is never indexed). */
export const FOLLOW_HEAD = {
  title: pageText(QUOTE_NS, 'follow.meta_title'),
  description: pageText(QUOTE_NS, 'follow.meta_description'),
};

export const PAGES: RemotePages = {
  remote: 'mfe_quote',
  namespace: QUOTE_NS,
  pages: [
    {
      pattern: 'cotation',
      head: () => ({ title: pageText(QUOTE_NS, 'meta_title'), description: pageText(QUOTE_NS, 'meta_description') }),
    },
    {
      // A visitor's follow-up page: its address carries the link's secret (docs/decisions/030-follow-up-page.md).
      pattern: 'follow/:token',
      param: { capability: true },
      head: () => FOLLOW_HEAD,
    },
  ],
};
