import type { RemotePages } from '@freight/shared/core/federation/pages';
import { pageText } from '@freight/shared/core/seo/page-head';
import { STAFF_NS } from './i18n';

// The back office's addresses, published with its build
// (docs/decisions/024-a-remote-owns-its-pages.md): every address under /staff is
// its own, routed by the remote itself behind its session, with one title on
// the server (its pages set their own in the browser). Never in the sitemap.

const head = () => ({ title: pageText(STAFF_NS, 'meta.title'), description: pageText(STAFF_NS, 'meta.description') });

export const PAGES: RemotePages = {
  remote: 'mfe_staff',
  namespace: STAFF_NS,
  pages: [
    { pattern: 'staff', head, sitemap: false },
    { pattern: 'staff/*', head, sitemap: false },
  ],
};
