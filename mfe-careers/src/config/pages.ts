import type { RemotePages } from '@freight/shared/core/federation/pages';
import { pageText } from '@freight/shared/core/seo/page-head';
import { CAREERS_NS } from './i18n';

// This remote's pages, their titles and descriptions, published with its build
// (docs/decisions/024-a-remote-owns-its-pages.md). Its routes (exposes/routes.tsx)
// render exactly these; its contract test checks both. An offer's page takes
// its title and description from the offer.

const text = (key: string) => pageText(CAREERS_NS, key);

export const PAGES: RemotePages = {
  remote: 'mfe_careers',
  namespace: CAREERS_NS,
  pages: [
    { pattern: 'jobOffers', head: () => ({ title: text('meta_title'), description: text('lead') }) },
    {
      pattern: 'jobOffers/:id',
      param: { record: 'job' },
      notFound: { title: text('offer.not_found_title'), description: text('offer.not_found_text') },
    },
  ],
};

/** The site path of an offer's page: 7 -> '/jobOffers/7'. */
export const offerPath = (id: number) => `/jobOffers/${id}`;
